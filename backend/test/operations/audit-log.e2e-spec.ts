import { adminCreate, announcementBody, productBody } from '../content/content-fixtures.js';
import * as fixture from '../media/fixtures.js';
import { createSeller, registerPending } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

interface Entry {
  id: number;
  at: string;
  adminId: number;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  ip: string | null;
}

const SECRETS = ['clave-segura-1', 'nueva-clave-123', 'admin-password', '$argon2'];

describe('audit trail of administrator actions', () => {
  let t: TestApp;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    adminId = (await t.sql<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [t.config.adminEmail]))[0].id;
  });
  afterAll(() => t.close());

  const admin = async () => bearer(await t.adminToken());
  const count = async () => (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log`))[0].n;
  const lastEntries = async (n: number) =>
    (await t.sql<Entry>(`SELECT * FROM audit_log ORDER BY id DESC LIMIT $1`, [n])).reverse();

  /** Runs `action` and returns the one entry it left (fails when it left none or several). */
  async function onlyEntry(action: () => Promise<unknown>): Promise<Entry> {
    const before = await count();
    await action();
    expect(await count()).toBe(before + 1);
    return (await lastEntries(1))[0];
  }

  async function noEntry(action: () => Promise<unknown>): Promise<void> {
    const before = await count();
    await action();
    expect(await count()).toBe(before);
  }

  const expectEntry = (entry: Entry, fields: Partial<Entry>) =>
    expect(entry).toMatchObject({
      adminId,
      adminEmail: t.config.adminEmail,
      ip: expect.stringMatching(/127\.0\.0\.1/),
      ...fields,
    });

  it('records approve, reject, renew and delete of members with who, what, target and IP', async () => {
    const pending = await registerPending(t);
    const approved = await onlyEntry(async () =>
      t
        .http()
        .put(`/api/admin/users/${pending.id}/approve`)
        .set(await admin())
        .send({ password: 'clave-segura-1' })
        .expect(200),
    );
    expectEntry(approved, { action: 'member.approve', targetType: 'member', targetId: String(pending.id) });
    expect(approved.summary).toContain(pending.body.email);
    expect(new Date(approved.at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    await noEntry(async () =>
      t
        .http()
        .put(`/api/admin/users/${pending.id}/approve`)
        .set(await admin())
        .send({ password: 'clave-segura-1' })
        .expect(409),
    );

    const renewed = await onlyEntry(async () =>
      t
        .http()
        .post(`/api/admin/renew-user/${pending.id}`)
        .set(await admin())
        .expect(200),
    );
    expectEntry(renewed, { action: 'subscription.renew', targetType: 'member', targetId: String(pending.id) });
    await noEntry(async () =>
      t
        .http()
        .post(`/api/admin/renew-user/999999`)
        .set(await admin())
        .expect(404),
    );

    const other = await registerPending(t);
    const rejected = await onlyEntry(async () =>
      t
        .http()
        .put(`/api/admin/users/${other.id}/reject`)
        .set(await admin())
        .expect(200),
    );
    expectEntry(rejected, { action: 'member.reject', targetType: 'member', targetId: String(other.id) });

    const deleted = await onlyEntry(async () =>
      t
        .http()
        .delete(`/api/admin/users/${pending.id}`)
        .set(await admin())
        .expect(200),
    );
    expectEntry(deleted, { action: 'member.delete', targetType: 'member', targetId: String(pending.id) });
    await noEntry(async () =>
      t
        .http()
        .delete(`/api/admin/users/${pending.id}`)
        .set(await admin())
        .expect(404),
    );
    // The deleted member's earlier entries stay: the trail holds plain ids, not foreign keys.
    expect(await t.sql(`SELECT 1 FROM audit_log WHERE "targetId" = $1`, [String(pending.id)])).toHaveLength(3);
  });

  it('records pricing changes and every content create, update and delete; invalid input leaves nothing', async () => {
    const pricing = await onlyEntry(async () =>
      t
        .http()
        .post('/api/account-pricing')
        .set(await admin())
        .send({ regularPrice: 350000, discountPrice: 250000, discountCodes: 'AMIGOS' })
        .expect(200),
    );
    expectEntry(pricing, { action: 'pricing.update', targetType: 'account_pricing', targetId: null });
    expect(pricing.summary).toContain('discountCodes');
    await noEntry(async () =>
      t
        .http()
        .post('/api/account-pricing')
        .set(await admin())
        .send({ regularPrice: -1 })
        .expect(400),
    );

    const resources: [string, string, Record<string, unknown>][] = [
      ['faq', 'faq', { question: 'Q', answer: 'A', order: 5 }],
      ['testimonials', 'testimonial', { name: 'Global', message: 'De la empresa' }],
      ['team-images', 'team_image', { imageUrl: '/uploads/images/t1.webp', title: 'Uno' }],
      ['product-features', 'product_feature', { productType: 'multydrink', title: 'T', description: 'D' }],
      ['products', 'product', productBody({ type: 'other' })],
      ['announcements', 'announcement', announcementBody()],
    ];
    for (const [resource, type, body] of resources) {
      const url = `/api/admin/${resource}`;
      let id = 0;
      const created = await onlyEntry(async () => (id = (await adminCreate(t, resource, body)).id));
      expectEntry(created, { action: `${type}.create`, targetType: type, targetId: String(id) });
      const updated = await onlyEntry(async () =>
        t
          .http()
          .put(`${url}/${id}`)
          .set(await admin())
          .send(body)
          .expect(200),
      );
      expectEntry(updated, { action: `${type}.update`, targetType: type, targetId: String(id) });
      await noEntry(async () =>
        t
          .http()
          .post(url)
          .set(await admin())
          .send({})
          .expect(400),
      );
      const deleted = await onlyEntry(async () =>
        t
          .http()
          .delete(`${url}/${id}`)
          .set(await admin())
          .expect(200),
      );
      expectEntry(deleted, { action: `${type}.delete`, targetType: type, targetId: String(id) });
      await noEntry(async () =>
        t
          .http()
          .delete(`${url}/${id}`)
          .set(await admin())
          .expect(404),
      );
    }

    const video = await onlyEntry(async () =>
      t
        .http()
        .put('/api/admin/corporate-video')
        .set(await admin())
        .send({ title: 'Conoce', description: 'Quiénes somos', videoUrl: '/uploads/videos/v1.mp4' })
        .expect(200),
    );
    expectEntry(video, { action: 'corporate_video.update', targetType: 'corporate_video' });
    await noEntry(async () =>
      t
        .http()
        .put('/api/admin/corporate-video')
        .set(await admin())
        .send({ title: 'Solo título' })
        .expect(400),
    );

    const terms = (await t.http().get('/api/legal/terminos').expect(200)).body;
    const legal = await onlyEntry(async () =>
      t
        .http()
        .put(`/api/admin/legal-texts/${terms.id}`)
        .set(await admin())
        .send({ title: 'Términos', body: 'Texto nuevo' })
        .expect(200),
    );
    expectEntry(legal, {
      action: 'legal_text.update',
      targetType: 'legal_text',
      targetId: String(terms.id),
      summary: 'Campos: title, body',
    });
    await noEntry(async () =>
      t
        .http()
        .put(`/api/admin/legal-texts/${terms.id}`)
        .set(await admin())
        .send({ title: ' ', body: '' })
        .expect(400),
    );
  });

  it('records an upload the admin deletes, cleanup runs and none for a refused migration or a seller', async () => {
    const seller = await createSeller(t);
    const upload = (
      await t
        .http()
        .post('/api/upload')
        .set(bearer(seller.token))
        .attach('image', await fixture.png(), 'a.png')
        .expect(201)
    ).body;
    const removed = await onlyEntry(async () =>
      t
        .http()
        .delete('/api/upload')
        .set(await admin())
        .send({ fileUrl: upload.url })
        .expect(200),
    );
    expectEntry(removed, { action: 'upload.delete', targetType: 'upload', targetId: upload.url });

    const own = (
      await t
        .http()
        .post('/api/upload')
        .set(bearer(seller.token))
        .attach('image', await fixture.png(), 'b.png')
        .expect(201)
    ).body;
    await noEntry(async () =>
      t.http().delete('/api/upload').set(bearer(seller.token)).send({ fileUrl: own.url }).expect(200),
    );

    const cleanup = await onlyEntry(async () =>
      t
        .http()
        .post('/api/admin/cleanup-files')
        .set(await admin())
        .expect(200),
    );
    expectEntry(cleanup, { action: 'media.cleanup', targetType: 'storage', targetId: null });
    expect(cleanup.summary).toMatch(/^(Se limpi(ó|aron)|No se encontraron)/);
    await noEntry(async () =>
      t
        .http()
        .post('/api/admin/migrate-all-images')
        .set(await admin())
        .expect(400),
    );
  });

  it("records the admin's own password change without the password or the new token", async () => {
    const body = {
      currentPassword: 'admin-password',
      newPassword: 'nueva-clave-123',
      confirmPassword: 'nueva-clave-123',
    };
    await noEntry(async () =>
      t
        .http()
        .post('/api/admin/change-password')
        .set(await admin())
        .send({ ...body, currentPassword: 'incorrecta-1' })
        .expect(400),
    );
    let token = '';
    const changed = await onlyEntry(
      async () =>
        (token = (
          await t
            .http()
            .post('/api/admin/change-password')
            .set(await admin())
            .send(body)
            .expect(200)
        ).body.token),
    );
    expectEntry(changed, {
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

  it("writes the entry in the action's transaction: when the entry cannot be written, the action is undone too", async () => {
    await t.sql(`ALTER TABLE audit_log ADD CONSTRAINT test_refuses_faq CHECK (action <> 'faq.create') NOT VALID`);
    try {
      const before = (await t.sql(`SELECT count(*)::int AS n FROM faq`))[0];
      const res = await t
        .http()
        .post('/api/admin/faq')
        .set(await admin())
        .send({ question: '¿Se guarda?', answer: 'No', order: 1 });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect((await t.sql(`SELECT count(*)::int AS n FROM faq`))[0]).toEqual(before);
    } finally {
      await t.sql(`ALTER TABLE audit_log DROP CONSTRAINT test_refuses_faq`);
    }
  });

  it('leaves no entry for a call the guards refuse', async () => {
    const seller = await createSeller(t);
    const pending = await registerPending(t);
    await noEntry(async () => {
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

  it('refuses to update or delete entries in the database itself', async () => {
    await expect(t.sql(`UPDATE audit_log SET summary = 'x'`)).rejects.toThrow(/solo admite inserciones/);
    await expect(t.sql(`DELETE FROM audit_log`)).rejects.toThrow(/solo admite inserciones/);
  });

  describe('GET /api/admin/audit-log', () => {
    it('lists newest first with Content-Range and filters by admin, action, target and dates', async () => {
      const headers = await admin();
      const all = await t.http().get('/api/admin/audit-log').query({ range: '[0,4]' }).set(headers).expect(200);
      const total = await count();
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
      const legal = await list({ targetType: 'legal_text', adminId });
      expect(legal.length).toBeGreaterThan(0);
      expect(await list({ targetType: 'legal_text', targetId: legal[0].targetId })).toHaveLength(legal.length);
      expect(await list({ adminId: adminId + 1000 })).toEqual([]);
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
        .set(await admin())
        .send({})
        .expect(404);
      await t
        .http()
        .delete('/api/admin/audit-log/1')
        .set(await admin())
        .expect(404);
    });
  });
});
