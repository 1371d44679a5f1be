import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push (modules/notifications): the members' devices (one row per push-service endpoint, whoever posted it
 * last), their four switches (no row: all on) and the outbox of notifications still to deliver.
 */
export class PushNotifications1737500000000 implements MigrationInterface {
  name = 'PushNotifications1737500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscriptions (
        id serial PRIMARY KEY,
        "memberId" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        endpoint varchar(1000) NOT NULL CONSTRAINT push_subscriptions_endpoint_unique UNIQUE,
        p256dh varchar(100) NOT NULL,
        auth varchar(40) NOT NULL,
        "expirationTime" timestamptz,
        "deviceLabel" varchar(60) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "lastSuccessAt" timestamptz
      )`);
    await q.query(`CREATE INDEX push_subscriptions_member ON push_subscriptions ("memberId", "createdAt")`);
    await q.query(`
      CREATE TABLE notification_preferences (
        "memberId" integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        "newOrder" boolean NOT NULL DEFAULT true,
        "paymentApproved" boolean NOT NULL DEFAULT true,
        "expiryReminders" boolean NOT NULL DEFAULT true,
        "newRecruit" boolean NOT NULL DEFAULT true
      )`);
    await q.query(`
      CREATE TABLE push_outbox (
        id bigserial PRIMARY KEY,
        "subscriptionId" integer NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
        "memberId" integer NOT NULL,
        payload text NOT NULL,
        urgency varchar(10) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        "nextAttemptAt" timestamptz NOT NULL DEFAULT now(),
        "lastError" text,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX push_outbox_due ON push_outbox ("nextAttemptAt") WHERE status = 'pending'`);
    await q.query(`CREATE INDEX push_outbox_subscription ON push_outbox ("subscriptionId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE push_outbox`);
    await q.query(`DROP TABLE notification_preferences`);
    await q.query(`DROP TABLE push_subscriptions`);
  }
}
