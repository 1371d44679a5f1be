import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The seller's period summary reads two tables kept by a trigger on `analytics` instead of the raw events
 * (docs/decisions/1311-analytics-rollup.md): `analytics_daily` counts events per seller, Colombian day, type,
 * source, device and product; `analytics_visitors` keeps each seller's visitors (IP, user agent) with their last
 * visit. The trigger aggregates every INSERT statement once, so whoever writes events (the write-behind buffer, a
 * seed, a script) keeps them exact; both tables are filled here from the rows already stored.
 */
export class AnalyticsRollup1734900000000 implements MigrationInterface {
  name = 'AnalyticsRollup1734900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE analytics_daily (
        "userId" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        day date NOT NULL,
        type varchar(20) NOT NULL,
        source varchar(10),
        device varchar(12),
        "productId" integer,
        n integer NOT NULL,
        CONSTRAINT analytics_daily_key UNIQUE NULLS NOT DISTINCT ("userId", day, type, source, device, "productId")
      )`);
    await q.query(`
      CREATE TABLE analytics_visitors (
        "userId" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        ip varchar(64),
        "userAgent" varchar(500),
        "lastVisit" timestamptz NOT NULL,
        CONSTRAINT analytics_visitors_key UNIQUE NULLS NOT DISTINCT ("userId", ip, "userAgent")
      )`);
    await q.query(`CREATE INDEX analytics_visitors_last_visit ON analytics_visitors ("userId", "lastVisit")`);
    // Visits stored before devices were recorded get the device their user agent says (same pattern as
    // domain/visit-attribution.ts, without a user agent: 'computador'). Rows are taken in key order so that two
    // concurrent batches lock the rows they share in the same order.
    await q.query(`
      CREATE FUNCTION analytics_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO analytics_daily ("userId", day, type, source, device, "productId", n)
        SELECT "userId", (timestamp AT TIME ZONE 'America/Bogota')::date, type, source,
               CASE WHEN type <> 'visit' OR device IS NOT NULL THEN device
                    WHEN "userAgent" ~* 'Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile' THEN 'teléfono'
                    ELSE 'computador' END,
               "productId", count(*)
          FROM added GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
        ON CONFLICT ("userId", day, type, source, device, "productId") DO UPDATE SET n = analytics_daily.n + EXCLUDED.n;
        INSERT INTO analytics_visitors ("userId", ip, "userAgent", "lastVisit")
        SELECT "userId", ip, "userAgent", max(timestamp) FROM added WHERE type = 'visit'
         GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        ON CONFLICT ("userId", ip, "userAgent")
          DO UPDATE SET "lastVisit" = GREATEST(analytics_visitors."lastVisit", EXCLUDED."lastVisit");
        RETURN NULL;
      END $$`);
    // Created before the backfill: it locks out concurrent writers until this transaction commits, so no event is
    // counted twice or missed.
    await q.query(`
      CREATE TRIGGER analytics_rollup AFTER INSERT ON analytics
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollup()`);
    await q.query(`
      INSERT INTO analytics_daily ("userId", day, type, source, device, "productId", n)
      SELECT "userId", (timestamp AT TIME ZONE 'America/Bogota')::date, type, source,
             CASE WHEN type <> 'visit' OR device IS NOT NULL THEN device
                  WHEN "userAgent" ~* 'Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile' THEN 'teléfono'
                  ELSE 'computador' END,
             "productId", count(*)
        FROM analytics GROUP BY 1, 2, 3, 4, 5, 6`);
    await q.query(`
      INSERT INTO analytics_visitors ("userId", ip, "userAgent", "lastVisit")
      SELECT "userId", ip, "userAgent", max(timestamp) FROM analytics WHERE type = 'visit' GROUP BY 1, 2, 3`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS analytics_rollup ON analytics`);
    await q.query(`DROP FUNCTION IF EXISTS analytics_rollup()`);
    await q.query(`DROP TABLE IF EXISTS analytics_visitors`);
    await q.query(`DROP TABLE IF EXISTS analytics_daily`);
  }
}
