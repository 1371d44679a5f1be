import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer's order page (/pedido/{reference}?t=…): the SHA-256 of the order's random tracking token, never the
 * token itself. Orders placed before have none, so their page answers 404.
 */
export class OrderTrackingTokens1737100000000 implements MigrationInterface {
  name = 'OrderTrackingTokens1737100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN "trackingTokenHash" bytea`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN IF EXISTS "trackingTokenHash"`);
  }
}
