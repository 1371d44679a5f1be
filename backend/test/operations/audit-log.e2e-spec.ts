import { createSeller, registerPending } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { auditTrail, type Entry } from './audit-trail.js';

describe('audit log', () => {
  let t: TestApp;
  let audit: Awaited<ReturnType<typeof auditTrail>>;
  beforeAll(async () => {
    t = await createTestApp();
    audit = await auditTrail(t);
  });
  afterAll(() => t.close());

  it("writes the entry in the action's transaction: when the entry cannot be written, the action is undone too", async () => {
    await t.sql(`ALTER TABLE audit_log ADD CONSTRAINT test_refuses_faq CHECK (action <> 'faq.create') NOT VALID`);
    try {
      const before = (await t.sql(`SELECT count(*)::int AS n FROM faq`))[0];
      const res = await t
        .http()
        .post('/api/admin/faq')
        .set(await audit.admin())
        .send({ question: '¿Se guarda?', answer: 'No', order: 1 });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect((await t.sql(`SELECT count(*)::int AS n FROM faq`))[0]).toEqual(before);
    } finally {
      await t.sql(`ALTER TABLE audit_log DROP CONSTRAINT test_refuses_faq`);
    }
  });

  it('refuses to update or delete entries in the database itself', async () => {
    // The trigger fires per row: there has to be an entry to refuse.
    const terms = (await t.http().get('/api/legal/terminos').expect(200)).body;
    await t
      .http()
      .put(`/api/admin/legal-texts/${terms.id}`)
      .set(await audit.admin())
      .send({ title: 'Términos', body: 'Texto nuevo' })
      .expect(200);
    await expect(t.sql(`UPDATE audit_log SET summary = 'x'`)).rejects.toThrow(/solo admite inserciones/);
    await expect(t.sql(`DELETE FROM audit_log`)).rejects.toThrow(/solo admite inserciones/);
  });

  describe('GET /api/admin/audit-log', () => {
    it('lists newest first with Content-Range and filters by admin, action, target and dates', async () => {
      const headers = await audit.admin();
      // Entries to list: three approvals and two updates of a legal text.
      for (let i = 0; i < 3; i++) {
        const pending = await registerPending(t);
        await t
          .http()
          .put(`/api/admin/users/${pending.id}/approve`)
          .set(headers)
          .send({ password: 'clave-segura-1' })
          .expect(200);
      }
      const terms = (await t.http().get('/api/legal/terminos').expect(200)).body;
      for (const body of ['Texto nuevo', 'Texto otra vez'])
        await t
          .http()
          .put(`/api/admin/legal-texts/${terms.id}`)
          .set(headers)
          .send({ title: 'Términos', body })
          .expect(200);
      const all = await t.http().get('/api/admin/audit-log').query({ range: '[0,4]' }).set(headers).expect(200);
      const total = await audit.count();
      expect(all.headers['content-range']).toBe(`audit-log 0-4/${total}`);
      const times = (all.body as Entry[]).map((e) => e.at);
      expect([...times].sort().reverse()).toEqual(times);

      const list = (filter: Record<string, unknown>) =>
        t
          .http()
          .get('/api/admin/audit-log')
          .query({ filter: JSON.stringify(filter), range: '[0,999]' })
          .set(headers)
          .expect(200)
          .then((r) => r.body as Entry[]);
      const approvals = await list({ action: 'member.approve' });
      expect(approvals.length).toBeGreaterThan(0);
      expect(approvals.every((e) => e.action === 'member.approve')).toBe(true);
      const legal = await list({ targetType: 'legal_text', adminId: audit.adminId });
      expect(legal.length).toBeGreaterThan(0);
      expect(await list({ targetType: 'legal_text', targetId: legal[0].targetId })).toHaveLength(legal.length);
      expect(await list({ adminId: audit.adminId + 1000 })).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      expect(await list({ from: today, to: today })).toHaveLength(total);
      expect(await list({ to: '2000-01-01' })).toEqual([]);
      expect(await list({ from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);

      const bad = await t
        .http()
        .get('/api/admin/audit-log')
        .query({ filter: JSON.stringify({ from: 'ayer' }) })
        .set(headers)
        .expect(400);
      expect(bad.body.message).toBe('El filtro from debe ser una fecha');
      await t
        .http()
        .get('/api/admin/audit-log')
        .query({ filter: JSON.stringify({ summary: 'x' }) })
        .set(headers)
        .expect(400);
    });

    it('is for administrators only', async () => {
      const seller = await createSeller(t);
      await t.http().get('/api/admin/audit-log').expect(401);
      await t.http().get('/api/admin/audit-log').set(bearer(seller.token)).expect(403);
      await t
        .http()
        .put('/api/admin/audit-log/1')
        .set(await audit.admin())
        .send({})
        .expect(404);
      await t
        .http()
        .delete('/api/admin/audit-log/1')
        .set(await audit.admin())
        .expect(404);
    });
  });
});
