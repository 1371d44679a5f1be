/** Implemented by the privacy context: each new text of a legal page becomes a version members must accept. */
export abstract class LegalTextPublications {
  /** Records `body` as the newest version of `kind` unless it is the text of the newest version already. */
  abstract published(kind: string, title: string, body: string): Promise<void>;
}
