import { bearer, createTestApp, sentMail, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending } from '../support/members.js';
import { PageAnalytics } from '../../src/modules/members/domain/page-analytics.js';

describe('admin: members', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  it('counts pending, approved and total distributors on the dashboard', async () => {
    const before = (await t.http().get('/api/admin/dashboard').set(admin).expect(200)).body;
    const pending = await registerPending(t);
    await createSeller(t);
    const after = (await t.http().get('/api/admin/dashboard').set(admin).expect(200)).body;
    expect(after.pendingUsers).toBe(before.pendingUsers + 1);
    expect(after.approvedUsers).toBe(before.approvedUsers + 1);
    expect(after.totalUsers).toBe(before.totalUsers + 2);
    expect(after.pendingUsersList.map((u: { id: number }) => u.id)).toContain(pending.id);
    expect(after.registrationsPerWeek).toHaveLength(8);
    expect(after.registrationsPerWeek.at(-1).count).toBeGreaterThanOrEqual(2);
  });

  describe('GET /api/admin/users (ra-data-simple-rest)', () => {
    beforeAll(async () => {
      for (const name of ['Zoe Alba', 'Bruno Cano', 'Marta Díaz']) await registerPending(t, { name });
    });

    it('returns the whole array without parameters, distributors only, without password hashes', async () => {
      const res = await t.http().get('/api/admin/users').set(admin).expect(200);
      expect(res.body.length).toBeGreaterThanOrEqual(3);
      expect(res.body.every((u: { email: string }) => u.email !== 'admin@test.local')).toBe(true);
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|"password"/);
    });

    it('pages, sorts and reports the total in Content-Range', async () => {
      const [{ count }] = await t.sql<{ count: number }>(
        `SELECT count(*)::int AS count FROM users WHERE role = 'user'`,
      );
      const res = await t
        .http()
        .get('/api/admin/users')
        .query({ sort: '["name","ASC"]', range: '[0,1]' })
        .set(admin)
        .expect(200);
      expect(res.headers['content-range']).toBe(`users 0-1/${count}`);
      expect(res.body).toHaveLength(2);
      expect(res.body[0].name.localeCompare(res.body[1].name)).toBeLessThanOrEqual(0);
    });

    it('searches name, e-mail and code with q, and filters by status', async () => {
      const byName = await t.http().get('/api/admin/users').query({ filter: '{"q":"díaz"}' }).set(admin).expect(200);
      expect(byName.body.map((u: { name: string }) => u.name)).toEqual(['Marta Díaz']);
      const pending = await t
        .http()
        .get('/api/admin/users')
        .query({ filter: '{"status":"pending"}', range: '[0,99]' })
        .set(admin)
        .expect(200);
      expect(pending.body.every((u: { status: string }) => u.status === 'pending')).toBe(true);
    });

    it('answers getMany with filter id list', async () => {
      const all = (await t.http().get('/api/admin/users').set(admin)).body.slice(0, 2).map((u: { id: number }) => u.id);
      const res = await t
        .http()
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ id: all }) })
        .set(admin)
        .expect(200);
      expect(res.body.map((u: { id: number }) => u.id).sort()).toEqual([...all].sort());
    });

    it('refuses unknown sort fields and malformed parameters with 400', async () => {
      await t.http().get('/api/admin/users').query({ sort: '["password","ASC"]' }).set(admin).expect(400);
      await t.http().get('/api/admin/users').query({ range: 'abc' }).set(admin).expect(400);
      await t.http().get('/api/admin/users').query({ filter: '{"password":"x"}' }).set(admin).expect(400);
    });
  });

  it('shows one member with sponsor, visits and clicks', async () => {
    const sponsor = await createSeller(t);
    const { id } = await registerPending(t, { ref: sponsor.code });
    const res = await t.http().get(`/api/admin/users/${id}`).set(admin).expect(200);
    expect(res.body).toMatchObject({
      id,
      sponsor: { id: sponsor.id, code: sponsor.code },
      visitCount: 0,
      whatsappClicks: 0,
      remainingDays: null,
      hasVideo: false,
    });
    await t.http().get('/api/admin/users/999999').set(admin).expect(404);
    await t.http().get('/api/admin/users/abc').set(admin).expect(404);
  });

  it('approves with a password: one year of subscription and a welcome e-mail without the password', async () => {
    const { id, body } = await registerPending(t);
    const missing = await t.http().put(`/api/admin/users/${id}/approve`).set(admin).send({}).expect(400);
    expect(missing.body.message).toBe('Debes ingresar una contraseña para el usuario');
    const res = await t
      .http()
      .put(`/api/admin/users/${id}/approve`)
      .set(admin)
      .send({ password: 'bienvenida-1' })
      .expect(200);
    expect(res.body.status).toBe('approved');
    expect(res.body.remainingDays).toBeGreaterThanOrEqual(365);
    const [row] = await t.sql<{ approvedAt: Date; paymentExpiresAt: Date }>(
      `SELECT "approvedAt", "paymentExpiresAt" FROM users WHERE id = $1`,
      [id],
    );
    const expected = new Date(row.approvedAt);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(new Date(row.paymentExpiresAt).getTime()).toBe(expected.getTime());
    const mail = await sentMail(t.config, (m) => m.to.includes(body.email) && m.subject.includes('activa'));
    expect(mail.text).not.toContain('bienvenida-1');
    await t.http().post('/api/login').send({ email: body.email, password: 'bienvenida-1' }).expect(200);
    await t.http().put(`/api/admin/users/${id}/approve`).set(admin).send({ password: 'otra-clave' }).expect(409);
  });

  it('rejects a pending registration: removed, applicant told, e-mail free again', async () => {
    const { id, body } = await registerPending(t);
    await t.http().put(`/api/admin/users/${id}/reject`).set(admin).expect(200);
    expect(await t.sql(`SELECT id FROM users WHERE id = $1`, [id])).toEqual([]);
    await sentMail(t.config, (m) => m.to.includes(body.email) && m.subject === 'Sobre tu registro en Multyhealth');
    await t.http().post('/api/register').send(body).expect(201);
    const seller = await createSeller(t);
    await t.http().put(`/api/admin/users/${seller.id}/reject`).set(admin).expect(409);
  });

  it('deletes a member with everything of theirs in one go', async () => {
    const seller = await createSeller(t);
    await t.sql(`INSERT INTO testimonials (name, message, "userId") VALUES ('T', 'M', $1)`, [seller.id]);
    await t.sql(`INSERT INTO gallery_images ("userId", "imageUrl") VALUES ($1, '/uploads/x.webp')`, [seller.id]);
    await t.http().get(`/api/user/${seller.slug}`).expect(200);
    await t.app.get(PageAnalytics).flush();
    expect(await t.sql(`SELECT id FROM analytics WHERE "userId" = $1`, [seller.id])).toHaveLength(1);
    const res = await t.http().delete(`/api/admin/users/${seller.id}`).set(admin).expect(200);
    expect(res.body.id).toBe(seller.id);
    for (const table of ['testimonials', 'gallery_images', 'analytics', 'user_product_prices']) {
      expect(await t.sql(`SELECT id FROM ${table} WHERE "userId" = $1`, [seller.id])).toEqual([]);
    }
    await t.http().get(`/api/user/${seller.slug}`).expect(404);
    await t.http().delete(`/api/admin/users/${seller.id}`).set(admin).expect(404);
  });

  it('changes the admin password with the Spanish messages', async () => {
    const url = '/api/admin/change-password';
    expect(
      (await t.http().post(url).set(admin).send({ currentPassword: 'admin-password' }).expect(400)).body.message,
    ).toBe('Todos los campos son obligatorios');
    expect(
      (
        await t
          .http()
          .post(url)
          .set(admin)
          .send({ currentPassword: 'admin-password', newPassword: 'nueva-123', confirmPassword: 'otra-123' })
          .expect(400)
      ).body.message,
    ).toBe('Las contraseñas no coinciden');
    expect(
      (
        await t
          .http()
          .post(url)
          .set(admin)
          .send({ currentPassword: 'admin-password', newPassword: '123', confirmPassword: '123' })
          .expect(400)
      ).body.message,
    ).toBe('La nueva contraseña debe tener al menos 6 caracteres');
    expect(
      (
        await t
          .http()
          .post(url)
          .set(admin)
          .send({ currentPassword: 'mala-clave', newPassword: 'nueva-123' })
          .expect(400)
      ).body.message,
    ).toBe('La contraseña actual es incorrecta');
    const changed = await t
      .http()
      .post(url)
      .set(admin)
      .send({ currentPassword: 'admin-password', newPassword: 'nueva-123', confirmPassword: 'nueva-123' })
      .expect(200);
    await t.http().post('/api/login').send({ email: 'admin@test.local', password: 'nueva-123' }).expect(200);
    // The change ended the earlier admin sessions; continue with the fresh token the answer carries.
    const restored = await t
      .http()
      .post(url)
      .set(bearer(changed.body.token))
      .send({ currentPassword: 'nueva-123', newPassword: 'admin-password' })
      .expect(200);
    admin = bearer(restored.body.token);
  });

  it('keeps the dashboard counters equal to the users table after approvals, rejections and deletions', async () => {
    const [real] = await t.sql<{ pending: number; approved: number }>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'approved')::int AS approved FROM users WHERE role = 'user'`,
    );
    const dashboard = (await t.http().get('/api/admin/dashboard').set(admin).expect(200)).body;
    expect(dashboard).toMatchObject({
      pendingUsers: real.pending,
      approvedUsers: real.approved,
      totalUsers: real.pending + real.approved,
    });
    const list = await t
      .http()
      .get('/api/admin/users')
      .query({ range: '[0,0]', filter: '{"status":"pending"}' })
      .set(admin)
      .expect(200);
    expect(list.headers['content-range']).toMatch(new RegExp(`/${real.pending}$`));
  });

  it('keeps every admin route away from anonymous callers (401) and sellers (403)', async () => {
    const seller = await createSeller(t);
    const routes: [string, string][] = [
      ['get', '/api/admin/dashboard'],
      ['get', '/api/admin/users'],
      ['get', '/api/admin/users/1'],
      ['put', '/api/admin/users/1/approve'],
      ['put', '/api/admin/users/1/reject'],
      ['delete', '/api/admin/users/1'],
      ['post', '/api/admin/change-password'],
      ['get', '/api/admin/users-near-expiration'],
      ['post', '/api/admin/renew-user/1'],
      ['post', '/api/account-pricing'],
    ];
    for (const [method, url] of routes) {
      const call = () => t.http()[method as 'get'](url);
      expect([url, (await call()).status]).toEqual([url, 401]);
      expect([url, (await call().set(bearer(seller.token))).status]).toEqual([url, 403]);
    }
  });
});
