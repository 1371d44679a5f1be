/** What the payments context needs of a registration link: whose it is, what to pay and where to come back. */
export interface RegistrationCheckout {
  memberId: number;
  name: string;
  email: string;
  /** The fee decided at registration (regular or discounted), in whole pesos. */
  amountInPesos: number;
  /** The applicant's status page, where the gateway sends them back. */
  statusUrl: string;
}

/** How a fulfilled payment ended for its member. */
export type FulfilmentOutcome = 'fulfilled' | 'already-done' | 'gone';

/** Members react to a paid sign-up fee (bound in payments.module.ts to the members context's service). */
export abstract class PaidRegistrations {
  /** 404 for an unknown or rejected link, 409 once the registration is approved. */
  abstract checkoutFor(token: string): Promise<RegistrationCheckout>;
  /** Approves the pending member at once and sends the welcome e-mail; 'already-done' when already approved. */
  abstract activate(memberId: number): Promise<FulfilmentOutcome>;
  /** Puts an approved member back to pending (a reverted payment) with a Spanish e-mail; false when not approved. */
  abstract revertActivation(memberId: number, reference: string): Promise<boolean>;
}

/** A seller as the renewal checkout needs them. */
export interface RenewalCheckout {
  memberId: number;
  name: string;
  email: string;
}

/** Subscriptions react to a paid renewal (bound in payments.module.ts to the subscriptions context's service). */
export abstract class PaidRenewals {
  abstract checkoutFor(memberId: number): Promise<RenewalCheckout>;
  /** Adds one year from the later of now and the current expiry and e-mails a receipt; 'gone' if not a seller. */
  abstract renew(memberId: number, receipt: { reference: string; amountInCents: number }): Promise<FulfilmentOutcome>;
  /** Takes back the year a reverted payment added; false when the member is no longer an approved seller. */
  abstract takeBack(memberId: number): Promise<boolean>;
}

/** The renewal fee, from account pricing, in whole pesos. */
export abstract class RenewalPriceSource {
  abstract renewalPrice(): Promise<number>;
}
