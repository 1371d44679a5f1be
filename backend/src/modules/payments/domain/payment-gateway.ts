import type { GatewayTransaction } from './payment.js';

export interface CheckoutRequest {
  reference: string;
  amountInCents: number;
  currency: string;
  /** Where the gateway sends the payer back, with `?id={transactionId}` added. */
  redirectUrl: string;
}

/** The gateway's answer to a void: whether the money goes back, and its words (or status) for the record. */
export interface VoidAnswer {
  voided: boolean;
  answer: string;
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
  /** Whether this gateway can void a transaction (Wompi: with the private key). */
  abstract readonly canVoid: boolean;
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
  /**
   * Asks the gateway to void (refund) a card transaction; null when this gateway cannot (no private key). Never
   * throws: an unreachable gateway or a refusal is an answer with `voided` false, kept for the administrator.
   */
  abstract voidTransaction(transactionId: string): Promise<VoidAnswer | null>;
}
