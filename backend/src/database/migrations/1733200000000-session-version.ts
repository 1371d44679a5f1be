import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Bumped whenever a member's password is written: tokens carry it, so older sessions stop working (docs/decisions/0201). */
export class SessionVersion1733200000000 implements MigrationInterface {
  name = 'SessionVersion1733200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN "tokenVersion" integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS "tokenVersion"`);
  }
}
