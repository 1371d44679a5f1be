import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { PaymentDecision, RefundStatus } from './payment-decision.js';
import type { PaymentReport, ReportSource } from './payment-report.js';
import type { GatewayTransaction, NewPayment, Payment, PaymentPurpose, Settlement } from './payment.js';

/** Where an export batch resumes: after this sort value (as PostgreSQL wrote it) and id. */
export interface ExportCursor {
  key: string | null;
  id: number;
}

/** An audit entry that names a payment, for its detail page. */
export interface PaymentAuditEntry {
  at: Date;
  adminEmail: string;
  action: string;
  summary: string;
}

export abstract class PaymentRepository {
  abstract create(payment: NewPayment): Promise<Payment>;
  /**
   * Inside a transaction: the payment with this reference, its row locked until the transaction ends, so concurrent
   * reports of one payment are applied one after the other (each sees what the previous one wrote).
   */
  abstract lockByReference(reference: string): Promise<Payment | null>;
  /**
   * Writes a settlement only if the payment is still in the state it was read in (compare-and-set on status and
   * transaction id); null when another writer got there first. The transaction id is unique across payments.
   */
  abstract settle(payment: Payment, settlement: Settlement['changes'], reopen?: boolean): Promise<Payment | null>;
  abstract markFlags(
    id: number,
    flags: { duplicate?: boolean; requiresReview?: boolean; note?: string },
  ): Promise<void>;
  /** Whether what the payment paid for stands to its credit (set on fulfilment, cleared on revert). */
  abstract markFulfilled(id: number, fulfilled: boolean): Promise<void>;
  /** Every report received about a payment, in the order received. */
  abstract recordReport(paymentId: number, source: ReportSource, transaction: GatewayTransaction): Promise<void>;
  abstract reportsOf(paymentId: number): Promise<PaymentReport[]>;
  abstract auditOf(payment: Payment): Promise<PaymentAuditEntry[]>;
  abstract findById(id: number): Promise<Payment | null>;
  abstract findByReference(reference: string): Promise<Payment | null>;
  abstract latestOf(memberId: number, purpose: PaymentPurpose): Promise<Payment | null>;
  /** Payments of the member created since `since`, to bound how many attempts one member may start. */
  abstract countStartedSince(memberId: number, since: Date): Promise<number>;
  /** Whether another payment for this purpose settled after `since` and still stands fulfilled (a second payment of one period). */
  abstract existsFulfilledSince(
    memberId: number,
    purpose: PaymentPurpose,
    since: Date,
    exceptId: number,
  ): Promise<boolean>;
  /** Whether another payment of the member still stands fulfilled (an activation a revert must keep). */
  abstract existsOtherFulfilled(memberId: number, exceptId: number): Promise<boolean>;
  /**
   * Claims up to `limit` PENDING payments created before `before` and not asked about in the last `recheckMs`
   * (oldest first), marking them asked about now in the same statement: two runs never take the same payment.
   */
  abstract claimStalePending(before: Date, recheckMs: number, limit: number): Promise<Payment[]>;
  /**
   * simple-rest page; filters `status`, `purpose`, `memberId`, `requiresReview`, `duplicate`, `method`, `review`
   * (waiting for a decision), `from`/`to` (creation date) and `q` (reference, transaction, name, e-mail; accent- and
   * case-blind).
   */
  abstract findPage(query: ListQuery): Promise<Page<Payment>>;
  /** One export batch in the list's filter and sort, after `cursor` (keyset: every row exactly once). */
  abstract findBatch(
    query: ListQuery,
    cursor: ExportCursor | null,
    limit: number,
  ): Promise<{ items: Payment[]; next: ExportCursor | null }>;
  /** Payments waiting for a decision (the menu's count). */
  abstract countAwaitingDecision(): Promise<number>;
  /**
   * Records a decision only if the payment still waits for one (conditional UPDATE); null when another
   * administrator decided first.
   */
  abstract decide(
    id: number,
    decision: { decision: PaymentDecision; note: string; decidedBy: string; refundStatus: RefundStatus | null },
  ): Promise<Payment | null>;
  /** Where a refund stands, and the gateway's answer; `from` makes it conditional (null: another writer moved it). */
  abstract updateRefund(
    id: number,
    refund: { from: RefundStatus; to: RefundStatus; answer: string },
  ): Promise<Payment | null>;
  abstract findByMember(memberId: number): Promise<Payment[]>;
  /** Nulls the personal fields of the member's payments; amounts, references and states stay for accounting. */
  abstract erasePersonalData(memberId: number): Promise<void>;
}
