import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to what a distributor's public page shows (the member row, their testimonials, gallery and prices)
 * sends NOTIFY public_page_changed with the member's id, delivered at commit to every instance's listener, which
 * drops its cached copy of that page (docs/decisions/1101-precomputed-public-page.md). Triggers rather than calls in
 * each service, so no writer (job, cleanup, migration or future feature) can forget it.
 */
export class PublicPageChangeNotices1734100000001 implements MigrationInterface {
  name = 'PublicPageChangeNotices1734100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION public_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        member integer;
      BEGIN
        IF TG_TABLE_NAME = 'users' THEN
          member := COALESCE(NEW.id, OLD.id);
        ELSIF TG_OP = 'DELETE' THEN
          member := OLD."userId";
        ELSE
          member := COALESCE(NEW."userId", OLD."userId");
          IF TG_OP = 'UPDATE' AND OLD."userId" IS DISTINCT FROM NEW."userId" AND OLD."userId" IS NOT NULL THEN
            PERFORM pg_notify('public_page_changed', OLD."userId"::text);
          END IF;
        END IF;
        IF member IS NOT NULL THEN
          PERFORM pg_notify('public_page_changed', member::text);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_public_page_changed AFTER INSERT OR DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION public_page_changed()`);
    await q.query(`
      CREATE TRIGGER users_public_page_updated AFTER UPDATE ON users
      FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION public_page_changed()`);
    for (const table of ['testimonials', 'gallery_images', 'user_product_prices'])
      await q.query(`
        CREATE TRIGGER ${table}_public_page_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION public_page_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['testimonials', 'gallery_images', 'user_product_prices'])
      await q.query(`DROP TRIGGER ${table}_public_page_changed ON ${table}`);
    await q.query(`DROP TRIGGER users_public_page_updated ON users`);
    await q.query(`DROP TRIGGER users_public_page_changed ON users`);
    await q.query(`DROP FUNCTION public_page_changed()`);
  }
}
