/** Where an acceptance came from, kept as proof of the authorisation (Ley 1581 de 2012, art. 9). */
export interface ConsentOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** Implemented by the privacy context: records that a member accepted the legal texts now in force. */
export abstract class PolicyConsents {
  abstract acceptCurrent(memberId: number, origin: ConsentOrigin): Promise<void>;
}
