import type { GatewayTransaction } from './payment.js';

export interface CheckoutRequest {
  reference: string;
  amountInCents: number;
  currency: string;
  /** Where the gateway sends the payer back, with `?id={transactionId}` added. */
  redirectUrl: string;
}

/** What the browser needs to open the gateway's checkout for one payment. */
export interface Checkout {
  publicKey: string;
  integritySignature: string;
  checkoutUrl: string;
}

/**
 * Port to a payment gateway. A second gateway is a second adapter of this class. `enabled` false: online payment is
 * off and every payments route answers 404.
 */
export abstract class PaymentGateway {
  /** The gateway's name, the actor of the audit entries of what its reports change. */
  abstract readonly name: string;
  abstract readonly enabled: boolean;
  abstract checkout(request: CheckoutRequest): Checkout;
  /**
   * Verifies an event as the gateway signs it (throws UnauthorizedError when the signature does not verify) and
   * returns the transaction it reports, or null for a verified event about something else.
   */
  abstract readEvent(body: unknown, headerChecksum: string | undefined): GatewayTransaction | null;
  /** Asks the gateway for a transaction (bounded wait); null when unknown; ServiceUnavailableError when unreachable. */
  abstract fetchTransaction(id: string): Promise<GatewayTransaction | null>;
  /** The transactions of a reference, or null when this gateway cannot search (no private key). */
  abstract findByReference(reference: string): Promise<GatewayTransaction[] | null>;
}
