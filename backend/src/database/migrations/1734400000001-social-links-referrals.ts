import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A seller's social profiles (Instagram, Facebook, TikTok, YouTube) as one JSON object of https links, and an index
 * that serves 'Mi Red' (a sponsor's referrals, newest first) and the admin's top sponsors. The sponsor itself was
 * already stored as a member id at registration, so nothing needs backfilling.
 */
export class SocialLinksReferrals1734400000001 implements MigrationInterface {
  name = 'SocialLinksReferrals1734400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN "socialLinks" jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(`CREATE INDEX users_sponsor_created ON users ("sponsorId", "createdAt")`);
    await q.query(`DROP INDEX users_sponsor`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_sponsor ON users ("sponsorId")`);
    await q.query(`DROP INDEX users_sponsor_created`);
    await q.query(`ALTER TABLE users DROP COLUMN "socialLinks"`);
  }
}
