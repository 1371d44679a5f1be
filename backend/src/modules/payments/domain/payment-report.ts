import type { PaymentStatus } from './payment.js';

/** Where a report about a payment came from: the gateway's event, the payer's return, or reconciliation. */
export const REPORT_SOURCES = ['event', 'return', 'reconciliation'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** One report received about a payment, kept whether or not it changed anything (the payment's timeline). */
export interface PaymentReport {
  at: Date;
  source: ReportSource;
  transactionId: string;
  status: PaymentStatus;
  amountInCents: number;
}
