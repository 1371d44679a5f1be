import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online payments of the sign-up and renewal fees (docs/decisions/1710-online-payments.md): one row per attempt,
 * kept for accounting when the member is deleted (userId SET NULL, personal fields erased). A transaction id decides
 * at most one payment. Account pricing gains the renewal fee (NULL: the regular price).
 */
export class OnlinePayments1736100000000 implements MigrationInterface {
  name = 'OnlinePayments1736100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments (
        id serial PRIMARY KEY,
        reference varchar(64) NOT NULL UNIQUE,
        purpose varchar(20) NOT NULL CHECK (purpose IN ('registration', 'renewal')),
        "memberId" integer REFERENCES users(id) ON DELETE SET NULL,
        "memberName" varchar(255),
        "memberEmail" varchar(255),
        "amountInCents" bigint NOT NULL CHECK ("amountInCents" > 0),
        currency char(3) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'PENDING'
          CHECK (status IN ('PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR')),
        "transactionId" varchar(64) UNIQUE,
        method varchar(40),
        "paidAmountInCents" bigint,
        "paidCurrency" varchar(3),
        "requiresReview" boolean NOT NULL DEFAULT false,
        duplicate boolean NOT NULL DEFAULT false,
        note varchar(200),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        "settledAt" timestamptz,
        "checkedAt" timestamptz
      )`);
    await q.query(`CREATE INDEX payments_member ON payments ("memberId", purpose, "createdAt")`);
    await q.query(`CREATE INDEX payments_created ON payments ("createdAt")`);
    await q.query(`CREATE INDEX payments_pending ON payments ("createdAt") WHERE status = 'PENDING'`);
    await q.query(`ALTER TABLE account_pricing ADD COLUMN "renewalPrice" integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE account_pricing DROP COLUMN "renewalPrice"`);
    await q.query(`DROP TABLE IF EXISTS payments`);
  }
}
