/** What the deletion needs to know about an account. */
export interface DeletableAccount {
  id: number;
  email: string;
  passwordHash: string | null;
}

/** The members' rows as the privacy context sees them: a distributor's account, and its deletion. */
export abstract class MemberAccounts {
  /** A distributor (role user, pending or approved); null for an admin or no one. */
  abstract findDistributor(memberId: number): Promise<DeletableAccount | null>;
  /** The distributors' ids by e-mail (lower case), for the addresses that belong to one. */
  abstract idsByEmail(emails: string[]): Promise<Map<string, number>>;
  /** Deletes the distributor's row (the rest cascades); false when it was already gone. */
  abstract deleteDistributor(memberId: number): Promise<boolean>;
}
