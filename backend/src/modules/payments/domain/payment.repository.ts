import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { NewPayment, Payment, PaymentPurpose, Settlement } from './payment.js';

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
  abstract settle(payment: Payment, settlement: Settlement['changes']): Promise<Payment | null>;
  abstract markFlags(
    id: number,
    flags: { duplicate?: boolean; requiresReview?: boolean; note?: string },
  ): Promise<void>;
  abstract findByReference(reference: string): Promise<Payment | null>;
  abstract latestOf(memberId: number, purpose: PaymentPurpose): Promise<Payment | null>;
  /** Payments of the member created since `since`, to bound how many attempts one member may start. */
  abstract countStartedSince(memberId: number, since: Date): Promise<number>;
  /** Whether another approved, fulfilled payment for this purpose settled after `since` (a second payment of one period). */
  abstract existsFulfilledSince(
    memberId: number,
    purpose: PaymentPurpose,
    since: Date,
    exceptId: number,
  ): Promise<boolean>;
  /**
   * Claims up to `limit` PENDING payments created before `before` and not asked about in the last `recheckMs`
   * (oldest first), marking them asked about now in the same statement: two runs never take the same payment.
   */
  abstract claimStalePending(before: Date, recheckMs: number, limit: number): Promise<Payment[]>;
  /** simple-rest page; filters `status`, `purpose`, `memberId`, `requiresReview`, `from`/`to` (creation date), `q`. */
  abstract findPage(query: ListQuery): Promise<Page<Payment>>;
  abstract findByMember(memberId: number): Promise<Payment[]>;
  /** Nulls the personal fields of the member's payments; amounts, references and states stay for accounting. */
  abstract erasePersonalData(memberId: number): Promise<void>;
}
