import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who placed an order, as the funnel counts a visitor: the SHA-256 (hex) of the page visitor's IP and browser, the
 * same pair the WhatsApp taps are counted by. Never the IP itself. Orders placed before have none.
 */
export class OrderVisitors1737900000000 implements MigrationInterface {
  name = 'OrderVisitors1737900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN "visitorKey" char(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN IF EXISTS "visitorKey"`);
  }
}
