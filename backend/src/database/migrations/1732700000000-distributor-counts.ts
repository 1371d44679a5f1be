import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Distributors per status, kept exact by a trigger, so the admin dashboard and the unfiltered users list do not
 * count the whole users table on every request (their cost stays flat as members grow; see docs/performance.md).
 */
export class DistributorCounts1732700000000 implements MigrationInterface {
  name = 'DistributorCounts1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE distributor_counts (status varchar(20) PRIMARY KEY, n integer NOT NULL)`);
    await q.query(`
      INSERT INTO distributor_counts (status, n)
      SELECT s, (SELECT count(*) FROM users WHERE role = 'user' AND status = s) FROM unnest(ARRAY['pending', 'approved']) s`);
    await q.query(`
      CREATE FUNCTION count_distributors() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.role = 'user' THEN
          UPDATE distributor_counts SET n = n - 1 WHERE status = OLD.status;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.role = 'user' THEN
          UPDATE distributor_counts SET n = n + 1 WHERE status = NEW.status;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_count_distributors AFTER INSERT OR DELETE OR UPDATE OF role, status ON users
      FOR EACH ROW EXECUTE FUNCTION count_distributors()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS users_count_distributors ON users`);
    await q.query(`DROP FUNCTION IF EXISTS count_distributors()`);
    await q.query(`DROP TABLE IF EXISTS distributor_counts`);
  }
}
