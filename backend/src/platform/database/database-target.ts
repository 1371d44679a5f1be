/** The database the application runs on: its URL, and whether it is the embedded PGlite (one process, one session). */
export class DatabaseTarget {
  constructor(
    readonly url: string,
    readonly embedded: boolean,
  ) {}
}
