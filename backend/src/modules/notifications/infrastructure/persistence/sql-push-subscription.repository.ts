import { Injectable, Logger } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { SellerAlertKind } from '../../../../shared/domain/seller-alerts.js';
import type { PushDevice, SubscriptionInput } from '../../domain/push-subscription.js';
import {
  DEFAULT_PREFERENCES,
  PushSubscriptionRepository,
  type NotificationPreferences,
  type QueuedPush,
} from '../../domain/push-subscription.repository.js';
import { PushOutboxDispatcher } from '../push-outbox-dispatcher.js';

const DEVICE_COLUMNS = `id, "deviceLabel", "createdAt", "lastSuccessAt"`;

@Injectable()
export class SqlPushSubscriptionRepository extends PushSubscriptionRepository {
  private readonly logger = new Logger('Notificaciones');

  constructor(
    private readonly tx: Transactions,
    private readonly dispatcher: PushOutboxDispatcher,
  ) {
    super();
  }

  async save(
    memberId: number,
    input: SubscriptionInput,
    deviceLabel: string,
    maxDevices: number,
  ): Promise<{ device: PushDevice; created: boolean }> {
    // A device that changes hands starts afresh: new date, no success yet, and nothing queued for its former owner.
    const [row]: (PushDevice & { created: boolean })[] = await this.tx.manager.query(
      `INSERT INTO push_subscriptions ("memberId", endpoint, p256dh, auth, "expirationTime", "deviceLabel")
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (endpoint) DO UPDATE SET
         p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, "expirationTime" = EXCLUDED."expirationTime",
         "deviceLabel" = EXCLUDED."deviceLabel",
         "createdAt" = CASE WHEN push_subscriptions."memberId" = EXCLUDED."memberId"
                            THEN push_subscriptions."createdAt" ELSE now() END,
         "lastSuccessAt" = CASE WHEN push_subscriptions."memberId" = EXCLUDED."memberId"
                                THEN push_subscriptions."lastSuccessAt" END,
         "memberId" = EXCLUDED."memberId"
       RETURNING ${DEVICE_COLUMNS}, (xmax = 0) AS created`,
      [memberId, input.endpoint, input.keys.p256dh, input.keys.auth, input.expirationTime, deviceLabel],
    );
    await this.tx.manager.query(`DELETE FROM push_outbox WHERE "subscriptionId" = $1 AND "memberId" <> $2`, [
      row.id,
      memberId,
    ]);
    await this.tx.manager.query(
      `DELETE FROM push_subscriptions WHERE id IN (
         SELECT id FROM push_subscriptions WHERE "memberId" = $1 ORDER BY "createdAt" DESC, id DESC OFFSET $2)`,
      [memberId, maxDevices],
    );
    const { created, ...device } = row;
    return { device, created };
  }

  async deleteByEndpoint(memberId: number, endpoint: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.tx.manager.query(
      `DELETE FROM push_subscriptions WHERE "memberId" = $1 AND endpoint = $2`,
      [memberId, endpoint],
    );
    return count > 0;
  }

  async deleteById(memberId: number, id: number): Promise<boolean> {
    const [, count]: [unknown, number] = await this.tx.manager.query(
      `DELETE FROM push_subscriptions WHERE "memberId" = $1 AND id = $2`,
      [memberId, id],
    );
    return count > 0;
  }

  findByMember(memberId: number): Promise<PushDevice[]> {
    return this.tx.manager.query(
      `SELECT ${DEVICE_COLUMNS} FROM push_subscriptions WHERE "memberId" = $1 ORDER BY "createdAt" DESC, id DESC`,
      [memberId],
    );
  }

  async eraseMember(memberId: number): Promise<void> {
    // The outbox rows go with their devices (ON DELETE CASCADE).
    await this.tx.manager.query(`DELETE FROM push_subscriptions WHERE "memberId" = $1`, [memberId]);
    await this.tx.manager.query(`DELETE FROM notification_preferences WHERE "memberId" = $1`, [memberId]);
  }

  async preferences(memberId: number): Promise<NotificationPreferences> {
    const [row]: NotificationPreferences[] = await this.tx.manager.query(
      `SELECT "newOrder", "paymentApproved", "expiryReminders", "newRecruit"
         FROM notification_preferences WHERE "memberId" = $1`,
      [memberId],
    );
    return row ?? { ...DEFAULT_PREFERENCES };
  }

  async savePreferences(memberId: number, p: NotificationPreferences): Promise<void> {
    await this.tx.manager.query(
      `INSERT INTO notification_preferences ("memberId", "newOrder", "paymentApproved", "expiryReminders", "newRecruit")
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("memberId") DO UPDATE SET "newOrder" = EXCLUDED."newOrder",
         "paymentApproved" = EXCLUDED."paymentApproved", "expiryReminders" = EXCLUDED."expiryReminders",
         "newRecruit" = EXCLUDED."newRecruit"`,
      [memberId, p.newOrder, p.paymentApproved, p.expiryReminders, p.newRecruit],
    );
  }

  /**
   * Inside the caller's transaction behind a savepoint: a failure here is logged and undone alone, never rolling
   * back the order or payment that caused it. The dispatcher is woken once the transaction has committed.
   */
  async queue(memberId: number, kind: SellerAlertKind | null, push: QueuedPush): Promise<number> {
    const inTransaction = !!this.tx.manager.queryRunner?.isTransactionActive;
    try {
      if (inTransaction) await this.tx.manager.query(`SAVEPOINT push_queue`);
      const queued: { id: string }[] = await this.tx.manager.query(
        `INSERT INTO push_outbox ("subscriptionId", "memberId", payload, urgency)
         SELECT s.id, s."memberId", $2, $3 FROM push_subscriptions s
           LEFT JOIN notification_preferences p ON p."memberId" = s."memberId"
          WHERE s."memberId" = $1
            AND coalesce(CASE $4::text WHEN 'newOrder' THEN p."newOrder" WHEN 'paymentApproved' THEN p."paymentApproved"
                                       WHEN 'expiryReminders' THEN p."expiryReminders"
                                       WHEN 'newRecruit' THEN p."newRecruit" END, true)
         RETURNING id`,
        [memberId, push.payload, push.urgency, kind],
      );
      if (inTransaction) await this.tx.manager.query(`RELEASE SAVEPOINT push_queue`);
      if (queued.length) await this.tx.afterCommit(async () => this.dispatcher.soon());
      return queued.length;
    } catch (error) {
      if (inTransaction) await this.tx.manager.query(`ROLLBACK TO SAVEPOINT push_queue`);
      this.logger.warn(`Notificación para el miembro ${memberId} no encolada: ${(error as Error).message}`);
      return 0;
    }
  }
}
