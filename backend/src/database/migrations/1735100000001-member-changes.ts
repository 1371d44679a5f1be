import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sequence that moves whenever something the admin dashboard's business figures read changes: a distributor's
 * state, dates, city, fee or sponsor, or a renewal in the audit trail. The dashboard keeps its figures while the
 * sequence stands still instead of counting the whole network on every view. A sequence never blocks concurrent
 * writers (a counter row would); the triggers run at commit (deferred), so the figures recomputed after the move see
 * the change.
 */
export class MemberChanges1735100000001 implements MigrationInterface {
  name = 'MemberChanges1735100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE member_changes`);
    await q.query(`
      CREATE FUNCTION note_member_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM nextval('member_changes');
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER users_member_change
      AFTER INSERT OR DELETE OR UPDATE OF role, status, name, code, slug, city, "createdAt", "approvedAt",
        "paymentExpiresAt", "discountCode", "sponsorId" ON users
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_member_change()`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER audit_log_member_change AFTER INSERT ON audit_log
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.action = 'subscription.renew')
      EXECUTE FUNCTION note_member_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS audit_log_member_change ON audit_log`);
    await q.query(`DROP TRIGGER IF EXISTS users_member_change ON users`);
    await q.query(`DROP FUNCTION IF EXISTS note_member_change()`);
    await q.query(`DROP SEQUENCE IF EXISTS member_changes`);
  }
}
