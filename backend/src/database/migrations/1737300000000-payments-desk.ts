import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The administrator's payments desk (docs/decisions/1710-online-payments.md): a decision per payment in doubt, where a
 * refund stands, whether a payment's fulfilment stands to its credit, every report received about a payment, and an
 * accent- and case-blind search text (mh_fold, from the member search migration) with a trigram index.
 */
export class PaymentsDesk1737300000000 implements MigrationInterface {
  name = 'PaymentsDesk1737300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payments
        ADD COLUMN fulfilled boolean NOT NULL DEFAULT false,
        ADD COLUMN decision varchar(10) CHECK (decision IN ('accept', 'refund', 'revert', 'dismiss')),
        ADD COLUMN "decisionNote" varchar(500),
        ADD COLUMN "decidedBy" varchar(255),
        ADD COLUMN "decidedAt" timestamptz,
        ADD COLUMN "refundStatus" varchar(10) CHECK ("refundStatus" IN ('pending', 'voided', 'done')),
        ADD COLUMN "refundAnswer" varchar(500),
        ALTER COLUMN note TYPE varchar(500),
        ADD COLUMN "searchText" text GENERATED ALWAYS AS (
          mh_fold(reference) || ' ' || coalesce(lower("transactionId"), '') || ' ' ||
          coalesce(mh_fold("memberName"), '') || ' ' || coalesce(mh_fold("memberEmail"), '')
        ) STORED`);
    // What settled before this migration: an approved payment without a flag fulfilled its purpose; one voided after
    // approval had too. Paid amounts were kept only when they differed.
    await q.query(`UPDATE payments SET fulfilled = true
                    WHERE NOT duplicate AND ((status = 'APPROVED' AND NOT "requiresReview")
                       OR (status = 'VOIDED' AND note = 'Pago anulado después de aprobado'))`);
    await q.query(`UPDATE payments SET "paidAmountInCents" = "amountInCents", "paidCurrency" = currency
                    WHERE status IN ('APPROVED', 'VOIDED') AND "paidAmountInCents" IS NULL`);
    await q.query(`CREATE INDEX payments_search_trgm ON payments USING gin ("searchText" gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX payments_awaiting ON payments (id) WHERE ("requiresReview" OR duplicate) AND decision IS NULL`,
    );
    await q.query(`
      CREATE TABLE payment_reports (
        id bigserial PRIMARY KEY,
        "paymentId" integer NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
        "receivedAt" timestamptz NOT NULL DEFAULT clock_timestamp(),
        source varchar(20) NOT NULL CHECK (source IN ('event', 'return', 'reconciliation')),
        "transactionId" varchar(64) NOT NULL,
        status varchar(10) NOT NULL,
        "amountInCents" bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX payment_reports_payment ON payment_reports ("paymentId", id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_reports`);
    await q.query(`
      ALTER TABLE payments DROP COLUMN "searchText", DROP COLUMN fulfilled, DROP COLUMN decision,
        DROP COLUMN "decisionNote", DROP COLUMN "decidedBy", DROP COLUMN "decidedAt", DROP COLUMN "refundStatus",
        DROP COLUMN "refundAnswer"`);
  }
}
