/**
 * Per-account budget of wrong passwords, shared by every endpoint that checks one (sign-in, password changes).
 * Accounts are named by their normalised e-mail whether or not it belongs to a member, so a lock says nothing
 * about which e-mails exist.
 */
export abstract class PasswordAttempts {
  /**
   * Runs `check` unless the account is locked (then throws TooManyAttemptsError without running it). A failed
   * check counts against the account and may lock it; a passed one clears the count.
   */
  abstract guard(account: string, check: () => Promise<boolean>): Promise<boolean>;
}

/** The key every endpoint uses for one account. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}
