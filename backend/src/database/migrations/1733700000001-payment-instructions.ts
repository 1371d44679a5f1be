import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The bank/transfer details of the payment e-mail, edited by the admin beside the prices (null: PAYMENT_INSTRUCTIONS). */
export class PaymentInstructions1733700000001 implements MigrationInterface {
  name = 'PaymentInstructions1733700000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE account_pricing ADD COLUMN "paymentInstructions" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE account_pricing DROP COLUMN "paymentInstructions"`);
  }
}
