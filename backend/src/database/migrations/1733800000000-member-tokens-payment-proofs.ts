import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single-use links (password reset, welcome set-password, the applicant's status page), stored only as SHA-256
 * hashes, and the private payment proof of a registration. A rejected registration's link outlives its member
 * (userId NULL, rejectedAt set) so the status page can still say so (docs/decisions/0801-one-time-links-and-payment-proofs.md).
 */
export class MemberTokensPaymentProofs1733800000000 implements MigrationInterface {
  name = 'MemberTokensPaymentProofs1733800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE member_tokens (
        id serial PRIMARY KEY,
        "tokenHash" char(64) NOT NULL UNIQUE,
        purpose varchar(20) NOT NULL CHECK (purpose IN ('password-reset', 'welcome', 'registration')),
        "userId" integer REFERENCES users(id) ON DELETE CASCADE,
        "expiresAt" timestamptz,
        "usedAt" timestamptz,
        "rejectedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX member_tokens_user ON member_tokens ("userId", purpose)`);
    await q.query(`CREATE INDEX member_tokens_expiry ON member_tokens ("expiresAt")`);
    await q.query(
      `ALTER TABLE users ADD COLUMN "paymentProofUrl" varchar(1000), ADD COLUMN "paymentProofType" varchar(100), ADD COLUMN "paymentProofAt" timestamptz`,
    );
    await q.query(`ALTER TABLE media_files DROP CONSTRAINT media_files_kind_check`);
    await q.query(
      `ALTER TABLE media_files ADD CONSTRAINT media_files_kind_check CHECK (kind IN ('image', 'video', 'document'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE media_files DROP CONSTRAINT media_files_kind_check`);
    await q.query(`ALTER TABLE media_files ADD CONSTRAINT media_files_kind_check CHECK (kind IN ('image', 'video'))`);
    await q.query(
      `ALTER TABLE users DROP COLUMN "paymentProofUrl", DROP COLUMN "paymentProofType", DROP COLUMN "paymentProofAt"`,
    );
    await q.query(`DROP TABLE IF EXISTS member_tokens`);
  }
}
