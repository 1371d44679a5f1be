/** The applicant's latest online payment, as the status page shows it. */
export interface OnlinePaymentSummary {
  status: string;
  reference: string;
  amountInCents: number;
  method: string | null;
}

/** Online payment as the status page needs it (the payments context answers it: payments.module.ts binds it). */
export abstract class RegistrationPayments {
  abstract readonly enabled: boolean;
  /** Applies the gateway's answer about a transaction of this applicant; never throws, waits a few seconds at most. */
  abstract confirm(memberId: number, transactionId: string): Promise<void>;
  abstract latest(memberId: number): Promise<OnlinePaymentSummary | null>;
}
