/**
 * Per-address budget of requests that send an e-mail to a typed address (password reset), so nobody can flood a
 * mailbox. Every address counts, registered or not, so a refusal says nothing about which addresses exist.
 */
export abstract class AddressRequests {
  /** Counts one request for `address`; throws TooManyAttemptsError once the budget is spent. */
  abstract consume(address: string): Promise<void>;
}
