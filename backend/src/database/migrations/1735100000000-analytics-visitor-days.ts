import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The seller's daily series needs unique visitors per Colombian day, which `analytics_daily` cannot hold (a count of
 * events does not say who they were). `analytics_visitor_days` keeps one row per seller, day and visitor (a hash of
 * IP and user agent, the same pair the raw query counted), so a day's unique visitors are a count of a short index
 * range instead of a DISTINCT over the seller's raw events. A trigger of its own keeps it exact on every INSERT.
 */
export class AnalyticsVisitorDays1735100000000 implements MigrationInterface {
  name = 'AnalyticsVisitorDays1735100000000';

  async up(q: QueryRunner): Promise<void> {
    // No event may be written between the backfill and the trigger: writers wait until this migration commits.
    await q.query(`LOCK TABLE analytics IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(`
      CREATE TABLE analytics_visitor_days (
        "userId" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        day date NOT NULL,
        visitor uuid NOT NULL,
        PRIMARY KEY ("userId", day, visitor)
      )`);
    // ROW(ip, "userAgent")::text tells a missing value from an empty one, as the DISTINCT over the pair did.
    await q.query(`
      CREATE FUNCTION analytics_visitor_days() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO analytics_visitor_days ("userId", day, visitor)
        SELECT DISTINCT "userId", (timestamp AT TIME ZONE 'America/Bogota')::date, md5(ROW(ip, "userAgent")::text)::uuid
          FROM added WHERE type = 'visit' ORDER BY 1, 2, 3
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER analytics_visitor_days AFTER INSERT ON analytics
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION analytics_visitor_days()`);
    await q.query(`
      INSERT INTO analytics_visitor_days ("userId", day, visitor)
      SELECT DISTINCT "userId", (timestamp AT TIME ZONE 'America/Bogota')::date, md5(ROW(ip, "userAgent")::text)::uuid
        FROM analytics WHERE type = 'visit'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS analytics_visitor_days ON analytics`);
    await q.query(`DROP FUNCTION IF EXISTS analytics_visitor_days()`);
    await q.query(`DROP TABLE IF EXISTS analytics_visitor_days`);
  }
}
