import type { SellerAlertKind } from '../../../shared/domain/seller-alerts.js';
import type { PushDevice, SubscriptionInput } from './push-subscription.js';

export type NotificationPreferences = Record<SellerAlertKind, boolean>;

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  newOrder: true,
  paymentApproved: true,
  expiryReminders: true,
  newRecruit: true,
};

/** Push payload and headers of one queued notification. */
export interface QueuedPush {
  payload: string;
  urgency: 'normal' | 'high';
}

/** Members' devices, their preferences and the push outbox rows that target them. */
export abstract class PushSubscriptionRepository {
  /**
   * Inserts the endpoint or moves it (new keys) to `memberId`, in one statement so parallel posts of one endpoint
   * leave one row; `created` tells which. Keeps at most `maxDevices` per member, dropping the oldest.
   */
  abstract save(
    memberId: number,
    input: SubscriptionInput,
    deviceLabel: string,
    maxDevices: number,
  ): Promise<{ device: PushDevice; created: boolean }>;
  abstract deleteByEndpoint(memberId: number, endpoint: string): Promise<boolean>;
  abstract deleteById(memberId: number, id: number): Promise<boolean>;
  abstract findByMember(memberId: number): Promise<PushDevice[]>;
  /** The member's devices, switches and queued notifications (account deletion). */
  abstract eraseMember(memberId: number): Promise<void>;
  abstract preferences(memberId: number): Promise<NotificationPreferences>;
  abstract savePreferences(memberId: number, preferences: NotificationPreferences): Promise<void>;
  /**
   * One outbox row per device of the member when `kind` is on (or always, with `kind` null: the test
   * notification); nothing at all otherwise. Returns the rows queued.
   */
  abstract queue(memberId: number, kind: SellerAlertKind | null, push: QueuedPush): Promise<number>;
}
