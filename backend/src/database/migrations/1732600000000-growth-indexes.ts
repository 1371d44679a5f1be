import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes that keep the admin pages flat as members grow (measured by `make bench`, docs/performance.md):
 * trigram indexes for the free-text search (ILIKE '%…%') and the distributors-by-date order.
 */
export class GrowthIndexes1732600000000 implements MigrationInterface {
  name = 'GrowthIndexes1732600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const column of ['name', 'email', 'code']) {
      await q.query(
        `CREATE INDEX users_${column}_trgm ON users USING gin (${column} gin_trgm_ops) WHERE role = 'user'`,
      );
    }
    await q.query(`CREATE INDEX users_distributors_created ON users ("createdAt" DESC, id DESC) WHERE role = 'user'`);
    await q.query(`CREATE INDEX users_distributors_name ON users (name, id) WHERE role = 'user'`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'users_name_trgm',
      'users_email_trgm',
      'users_code_trgm',
      'users_distributors_created',
      'users_distributors_name',
    ]) {
      await q.query(`DROP INDEX IF EXISTS ${index}`);
    }
  }
}
