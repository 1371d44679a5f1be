import type { Page } from '../../../shared/domain/list-query.js';
import type { ReminderThreshold } from './subscription.js';

/** A distributor seen from the subscription side. */
export interface Subscriber {
  id: number;
  name: string;
  email: string;
  code: string;
  slug: string;
  city: string;
  status: 'pending' | 'approved';
  paymentExpiresAt: Date | null;
}

/** One page of the renewals screen: either the expired members or those due before `until`. */
export interface RenewalsQuery {
  expired: boolean;
  until: Date;
  q?: string;
  /** ASC: the soonest expiry first. */
  order: 'ASC' | 'DESC';
  range?: { start: number; end: number };
}

/** The expiry a renewal extends, as the administrator (or the payment) saw it; null: no expiry yet. */
export interface ExpectedExpiry {
  expiresAt: Date | null;
}

export abstract class SubscriptionRepository {
  /** Distributors only; null for unknown ids and admins. */
  abstract findSubscriber(id: number): Promise<Subscriber | null>;
  /**
   * Adds one renewal (see `renewedExpiry`) to an approved distributor in one statement. Without `expected`, concurrent
   * renewals each add theirs; with it, only while the expiry is still `expected.expiresAt` (to the millisecond), so
   * repeats of one intention add one year. Null when nothing was renewed.
   */
  abstract renewApproved(id: number, expected?: ExpectedExpiry): Promise<Subscriber | null>;
  /** Approved distributors whose subscription ends before `until` (expired ones included), soonest first. */
  /** Takes one renewal period off an approved seller's expiry (a reverted payment); null when not one. */
  abstract takeBackRenewal(id: number): Promise<Subscriber | null>;
  abstract findExpiringBefore(until: Date): Promise<Subscriber[]>;
  /** Approved distributors, expired (expiry reached) or still running but due before `until`, searched by name, e-mail or code. */
  abstract findRenewalsPage(query: RenewalsQuery): Promise<Page<Subscriber>>;
  /**
   * Records that the reminder for this threshold and this expiry date was sent; false when it already was,
   * so a job that runs often (or on several instances) sends each reminder once.
   */
  abstract claimReminder(subscriberId: number, threshold: ReminderThreshold, expiresAt: Date): Promise<boolean>;
  /** Runs `work` only if no other instance holds the named job lock; returns false when skipped. */
  abstract runExclusively(job: string, work: () => Promise<void>): Promise<boolean>;
}
