import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending } from '../support/members.js';

const WELCOME = '¡Tu cuenta Multyhealth está activa!';
const REJECTED = 'Sobre tu registro en Multyhealth';

/** The same admin action fired in parallel: exactly one takes effect, the others are told why. */
describe('member transitions under concurrency', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort();
  const mailsTo = async (email: string, subject: string) =>
    (
      await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = $1 AND subject = $2`, [
        email,
        subject,
      ])
    )[0].n;

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  it('approves a pending member once out of five concurrent approvals: one welcome e-mail, the winning password works', async () => {
    const { id, body } = await registerPending(t);
    const passwords = [1, 2, 3, 4, 5].map((n) => `clave-paralela-${n}`);
    const responses = await Promise.all(
      passwords.map((password) => t.http().put(`/api/admin/users/${id}/approve`).set(admin).send({ password })),
    );
    expect(statuses(responses)).toEqual([200, 409, 409, 409, 409]);
    for (const loser of responses.filter((r) => r.status === 409))
      expect(loser.body.message).toBe('Este usuario ya está aprobado');
    expect(await mailsTo(body.email, WELCOME)).toBe(1);
    const winner = passwords[responses.findIndex((r) => r.status === 200)];
    const logins = await Promise.all(
      passwords.map((password) => t.http().post('/api/login').send({ email: body.email, password })),
    );
    expect(logins.map((r, i) => [passwords[i], r.status])).toEqual(passwords.map((p) => [p, p === winner ? 200 : 401]));
    const [row] = await t.sql<{ status: string; approvedAt: Date; paymentExpiresAt: Date }>(
      `SELECT status, "approvedAt", "paymentExpiresAt" FROM users WHERE id = $1`,
      [id],
    );
    expect(row.status).toBe('approved');
    const expected = new Date(row.approvedAt);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(new Date(row.paymentExpiresAt).getTime()).toBe(expected.getTime());
  });

  it('rejects a pending member once out of five concurrent rejections: one e-mail, the others 404', async () => {
    const { id, body } = await registerPending(t);
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map(() => t.http().put(`/api/admin/users/${id}/reject`).set(admin)),
    );
    expect(statuses(responses)).toEqual([200, 404, 404, 404, 404]);
    for (const loser of responses.filter((r) => r.status === 404))
      expect(loser.body.message).toBe('Usuario no encontrado');
    expect(await mailsTo(body.email, REJECTED)).toBe(1);
    expect(await t.sql(`SELECT id FROM users WHERE id = $1`, [id])).toEqual([]);
  });

  it('settles an approval racing a rejection on exactly one outcome', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, body } = await registerPending(t);
      const [approval, rejection] = await Promise.all([
        t.http().put(`/api/admin/users/${id}/approve`).set(admin).send({ password: 'clave-carrera' }),
        t.http().put(`/api/admin/users/${id}/reject`).set(admin),
      ]);
      const rows = await t.sql<{ status: string }>(`SELECT status FROM users WHERE id = $1`, [id]);
      if (approval.status === 200) {
        expect(rejection.status).toBe(409);
        expect(rejection.body.message).toBe('Solo se pueden rechazar registros pendientes');
        expect(rows).toEqual([{ status: 'approved' }]);
        expect([await mailsTo(body.email, WELCOME), await mailsTo(body.email, REJECTED)]).toEqual([1, 0]);
      } else {
        expect([approval.status, rejection.status]).toEqual([404, 200]);
        expect(rows).toEqual([]);
        expect([await mailsTo(body.email, WELCOME), await mailsTo(body.email, REJECTED)]).toEqual([0, 1]);
      }
    }
  });

  it('deletes a member once out of five concurrent deletions, the others 404', async () => {
    const seller = await createSeller(t);
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map(() => t.http().delete(`/api/admin/users/${seller.id}`).set(admin)),
    );
    expect(statuses(responses)).toEqual([200, 404, 404, 404, 404]);
    expect(responses.find((r) => r.status === 200)!.body.id).toBe(seller.id);
    expect(await t.sql(`SELECT id FROM users WHERE id = $1`, [seller.id])).toEqual([]);
  });

  it('never deletes or rejects an administrator through the member routes', async () => {
    const [{ id }] = await t.sql<{ id: number }>(`SELECT id FROM users WHERE role = 'admin' LIMIT 1`);
    await t.http().delete(`/api/admin/users/${id}`).set(admin).expect(404);
    await t.http().put(`/api/admin/users/${id}/reject`).set(admin).expect(404);
    await t.http().put(`/api/admin/users/${id}/approve`).set(admin).send({ password: 'clave-admin-x' }).expect(404);
    expect(await t.sql(`SELECT role FROM users WHERE id = $1`, [id])).toEqual([{ role: 'admin' }]);
  });
});
