import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables an administrator edits with PUT that had no "updatedAt" yet. */
const WITHOUT_VERSION = ['announcements', 'faq', 'marketing_materials', 'products', 'testimonials'];
/** Every table behind an admin PUT: its "updatedAt" is the record's version. */
const VERSIONED = [
  'users',
  ...WITHOUT_VERSION,
  'product_features',
  'team_images',
  'legal_texts',
  'corporate_video',
  'account_pricing',
];

/**
 * "updatedAt" becomes each admin-edited record's version (docs/decisions/1750-admin-conflicts.md): every UPDATE moves
 * it (at least 1 ms, so two writes within a millisecond stay apart), and when the transaction carries the version the
 * administrator saw (`mh.expected_version`, set by RecordVersionInterceptor for an admin PUT) the first row updated
 * must still have it, or the UPDATE fails with SQLSTATE MH409 and nothing is written. The check runs on the locked,
 * current row, so of two concurrent saves of one version exactly one passes.
 */
export class AdminRecordVersions1736500000000 implements MigrationInterface {
  name = 'AdminRecordVersions1736500000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of WITHOUT_VERSION)
      await q.query(`ALTER TABLE "${table}" ADD COLUMN "updatedAt" timestamptz NOT NULL DEFAULT now()`);
    await q.query(`
      CREATE FUNCTION admin_record_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        expected text := current_setting('mh.expected_version', true);
      BEGIN
        IF expected IS NOT NULL AND expected <> '' THEN
          PERFORM set_config('mh.expected_version', '', true);
          IF date_trunc('milliseconds', OLD."updatedAt") IS DISTINCT FROM expected::timestamptz THEN
            RAISE EXCEPTION 'stale write on %', TG_TABLE_NAME USING ERRCODE = 'MH409';
          END IF;
        END IF;
        NEW."updatedAt" := greatest(clock_timestamp(), OLD."updatedAt" + interval '1 millisecond');
        RETURN NEW;
      END $$`);
    for (const table of VERSIONED)
      await q.query(
        `CREATE TRIGGER "${table}_record_version" BEFORE UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION admin_record_version()`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of VERSIONED) await q.query(`DROP TRIGGER "${table}_record_version" ON "${table}"`);
    await q.query(`DROP FUNCTION admin_record_version()`);
    for (const table of WITHOUT_VERSION) await q.query(`ALTER TABLE "${table}" DROP COLUMN "updatedAt"`);
  }
}
