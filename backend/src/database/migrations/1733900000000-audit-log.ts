import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Append-only trail of administrator actions. Ids are plain columns (no foreign keys) so deleting a member or an
 * administrator never touches it; a trigger refuses UPDATE and DELETE (docs/decisions/0901-audit-trail.md).
 */
export class AuditLog1733900000000 implements MigrationInterface {
  name = 'AuditLog1733900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id serial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        "adminId" integer NOT NULL,
        "adminEmail" varchar(255) NOT NULL,
        action varchar(60) NOT NULL,
        "targetType" varchar(40) NOT NULL,
        "targetId" varchar(255),
        summary varchar(500) NOT NULL DEFAULT '',
        ip varchar(64)
      )`);
    await q.query(`CREATE INDEX audit_log_at ON audit_log (at)`);
    await q.query(`CREATE INDEX audit_log_admin ON audit_log ("adminId", at)`);
    await q.query(`CREATE INDEX audit_log_target ON audit_log ("targetType", "targetId")`);
    await q.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log solo admite inserciones';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
    await q.query(`
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP FUNCTION audit_log_append_only()`);
  }
}
