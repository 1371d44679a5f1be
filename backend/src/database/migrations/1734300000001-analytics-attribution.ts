import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a visit came from, the visitor's device, the product a click or an order line is about and its quantity
 * (docs/decisions/1301-seller-analytics.md). Nullable columns without a default: adding them rewrites nothing.
 * The (userId, timestamp) index serves the period summary, which reads every type of one seller's recent events.
 */
export class AnalyticsAttribution1734300000001 implements MigrationInterface {
  name = 'AnalyticsAttribution1734300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE analytics
        ADD COLUMN source varchar(10),
        ADD COLUMN device varchar(12),
        ADD COLUMN "productId" integer,
        ADD COLUMN quantity smallint`);
    await q.query(
      `CREATE INDEX analytics_user_time ON analytics ("userId", timestamp) INCLUDE (type, source, device, "productId")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS analytics_user_time`);
    await q.query(
      `ALTER TABLE analytics DROP COLUMN source, DROP COLUMN device, DROP COLUMN "productId", DROP COLUMN quantity`,
    );
  }
}
