import { createSeller, registerPending } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { auditTrail, SECRETS } from './audit-trail.js';

describe('audit trail: members and the admin account', () => {
  let t: TestApp;
  let audit: Awaited<ReturnType<typeof auditTrail>>;
  beforeAll(async () => {
    t = await createTestApp();
    audit = await auditTrail(t);
  });
  afterAll(() => t.close());

  it('records approve, reject, renew and delete of members with who, what, target and IP', async () => {
    const pending = await registerPending(t);
    const approved = await audit.onlyEntry(async () =>
      t
        .http()
        .put(`/api/admin/users/${pending.id}/approve`)
        .set(await audit.admin())
        .send({ password: 'clave-segura-1' })
        .expect(200),
    );
    audit.expectEntry(approved, { action: 'member.approve', targetType: 'member', targetId: String(pending.id) });
    expect(approved.summary).toContain(pending.body.email);
    expect(new Date(approved.at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    await audit.noEntry(async () =>
      t
        .http()
        .put(`/api/admin/users/${pending.id}/approve`)
        .set(await audit.admin())
        .send({ password: 'clave-segura-1' })
        .expect(409),
    );

    const renewed = await audit.onlyEntry(async () =>
      t
        .http()
        .post(`/api/admin/renew-user/${pending.id}`)
        .set(await audit.admin())
        .expect(200),
    );
    audit.expectEntry(renewed, { action: 'subscription.renew', targetType: 'member', targetId: String(pending.id) });
    await audit.noEntry(async () =>
      t
        .http()
        .post(`/api/admin/renew-user/999999`)
        .set(await audit.admin())
        .expect(404),
    );

    const other = await registerPending(t);
    const rejected = await audit.onlyEntry(async () =>
      t
        .http()
        .put(`/api/admin/users/${other.id}/reject`)
        .set(await audit.admin())
        .expect(200),
    );
    audit.expectEntry(rejected, { action: 'member.reject', targetType: 'member', targetId: String(other.id) });

    const deleted = await audit.onlyEntry(async () =>
      t
        .http()
        .delete(`/api/admin/users/${pending.id}`)
        .set(await audit.admin())
        .expect(200),
    );
    audit.expectEntry(deleted, { action: 'member.delete', targetType: 'member', targetId: String(pending.id) });
    await audit.noEntry(async () =>
      t
        .http()
        .delete(`/api/admin/users/${pending.id}`)
        .set(await audit.admin())
        .expect(404),
    );
    // The deleted member's earlier entries stay: the trail holds plain ids, not foreign keys.
    expect(await t.sql(`SELECT 1 FROM audit_log WHERE "targetId" = $1`, [String(pending.id)])).toHaveLength(3);
  });

  it("records the admin's own password change without the password or the new token", async () => {
    const body = {
      currentPassword: 'admin-password',
      newPassword: 'nueva-clave-123',
      confirmPassword: 'nueva-clave-123',
    };
    await audit.noEntry(async () =>
      t
        .http()
        .post('/api/admin/change-password')
        .set(await audit.admin())
        .send({ ...body, currentPassword: 'incorrecta-1' })
        .expect(400),
    );
    let token = '';
    const changed = await audit.onlyEntry(
      async () =>
        (token = (
          await t
            .http()
            .post('/api/admin/change-password')
            .set(await audit.admin())
            .send(body)
            .expect(200)
        ).body.token),
    );
    audit.expectEntry(changed, {
      action: 'admin.change-password',
      targetType: 'admin',
      summary: 'Contraseña propia cambiada',
    });
    await t
      .http()
      .post('/api/admin/change-password')
      .set(bearer(token))
      .send({ currentPassword: 'nueva-clave-123', newPassword: 'admin-password', confirmPassword: 'admin-password' })
      .expect(200);

    const everything = JSON.stringify(await t.sql(`SELECT * FROM audit_log`));
    for (const secret of [...SECRETS, token]) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/eyJ[\w-]+\./);
  });

  it('leaves no entry for a call the guards refuse', async () => {
    const seller = await createSeller(t);
    const pending = await registerPending(t);
    await audit.noEntry(async () => {
      await t.http().put(`/api/admin/users/${pending.id}/approve`).send({ password: 'clave-segura-1' }).expect(401);
      await t
        .http()
        .put(`/api/admin/users/${pending.id}/approve`)
        .set(bearer(seller.token))
        .send({ password: 'clave-segura-1' })
        .expect(403);
      await t.http().post('/api/admin/faq').set(bearer(seller.token)).send({ question: 'Q', answer: 'A' }).expect(403);
    });
  });
});
