import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSeller } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { memberWithEverything } from './privacy-fixtures.js';

describe('DELETE /api/protected/account and the admin delete: the account and its personal data go now', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const onDisk = (url: string) => join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

  /** Every text-like column of every table, searched for each value: where would the personal data still be? */
  async function traces(values: string[]): Promise<string[]> {
    const columns = await t.sql<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('character varying', 'text', 'character', 'jsonb', 'json')`,
    );
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      for (const value of values) {
        const [{ n }] = await t.sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${table_name}" WHERE strpos(lower("${column_name}"::text), lower($1)) > 0`,
          [value],
        );
        if (n) found.push(`${table_name}.${column_name} ∋ ${value}`);
      }
    }
    return found;
  }

  it('refuses a wrong password with 403, counting it in the password budget', async () => {
    const seller = await createSeller(t);
    const wrong = await t
      .http()
      .delete('/api/protected/account')
      .set(bearer(seller.token))
      .send({ password: 'no-es-la-clave' })
      .expect(403);
    expect(wrong.body).toEqual({
      statusCode: 403,
      message: 'La contraseña no es correcta',
      errors: { password: 'La contraseña no es correcta' },
    });
    await t.http().delete('/api/protected/account').set(bearer(seller.token)).send({}).expect(400);
    for (let i = 0; i < 9; i++)
      await t
        .http()
        .delete('/api/protected/account')
        .set(bearer(seller.token))
        .send({ password: `mala-${i}` });
    // Ten wrong passwords lock the account: even the right one (and the login) waits now.
    const locked = await t
      .http()
      .delete('/api/protected/account')
      .set(bearer(seller.token))
      .send({ password: seller.password })
      .expect(429);
    expect(locked.headers['retry-after']).toBeDefined();
    await t.http().post('/api/login').send({ email: seller.email, password: seller.password }).expect(429);
    expect(await t.sql(`SELECT id FROM users WHERE id = $1`, [seller.id])).toHaveLength(1);
  });

  it('deletes everything personal, keeps the recruits and the rest of the network working', async () => {
    const n = await memberWithEverything(t, 'borra');
    const personal = [n.ana.email, n.ana.name, n.ana.whatsapp];
    expect((await traces(personal)).length).toBeGreaterThan(0);
    const admin = bearer(await t.adminToken());
    const before = (await t.http().get('/api/admin/dashboard').set(admin).expect(200)).body;
    // 'Mi Red' names the sponsor while the account exists (name only).
    const sponsorOfAna = await t.http().get('/api/protected/sponsor').set(bearer(n.ana.token)).expect(200);
    expect(sponsorOfAna.body).toEqual({ sponsor: { name: 'Sofia Patrocinadora borra' }, sponsorDeleted: false });
    const own = await t.http().get('/api/protected/sponsor').set(bearer(n.sponsor.token)).expect(200);
    expect(own.body).toEqual({ sponsor: null, sponsorDeleted: false });

    const res = await t
      .http()
      .delete('/api/protected/account')
      .set(bearer(n.ana.token))
      .send({ password: n.ana.password })
      .expect(200);
    expect(res.body.message).toMatch(/eliminados/);

    await t.http().get(`/api/user/${n.ana.slug}`).expect(404);
    await t.http().post('/api/login').send({ email: n.ana.email, password: n.ana.password }).expect(401);
    await t.http().get('/api/protected/dashboard').set(bearer(n.ana.token)).expect(401);
    expect(await traces(personal)).toEqual([]);
    expect(await traces([n.ana.slug])).toEqual([]);
    for (const url of [n.photoUrl, n.galleryUrl]) {
      expect(existsSync(onDisk(url))).toBe(false);
      await t.http().get(url).expect(404);
    }
    expect(await t.sql(`SELECT 1 FROM media_files WHERE "ownerId" = $1`, [n.ana.id])).toEqual([]);
    // Neither the admin lists (all members, a search, the recruit's sponsor column) nor the CSV name her.
    const digits = n.ana.whatsapp.slice(1);
    for (const path of ['/api/admin/users?range=[0,99]', `/api/admin/users?filter={"q":"Zuleima"}`]) {
      const list = JSON.stringify((await t.http().get(path).set(admin).expect(200)).body);
      for (const value of [n.ana.email, n.ana.name, 'Zuleima', digits]) expect(list).not.toContain(value);
    }
    const csv = await t.http().get('/api/admin/users/export').set(admin).expect(200);
    expect(csv.text).toContain(n.recruit.email);
    for (const value of [n.ana.email, n.ana.name, 'Zuleima', digits]) expect(csv.text).not.toContain(value);
    expect(csv.text.split('\n').find((line) => line.includes(n.recruit.email))).toContain('cuenta eliminada');

    // One audit entry for the deletion, without the personal data.
    const entries = await t.sql<{ summary: string; adminEmail: string }>(
      `SELECT summary, "adminEmail" FROM audit_log WHERE action = 'member.delete' AND "targetId" = $1`,
      [String(n.ana.id)],
    );
    expect(entries).toHaveLength(1);
    expect(entries[0].summary).toBe('Cuenta eliminada por el propio distribuidor, con sus datos personales');

    // The recruit keeps the account; their sponsor shows as 'cuenta eliminada'.
    await t.http().post('/api/login').send({ email: n.recruit.email, password: n.recruit.password }).expect(200);
    await t.http().get(`/api/user/${n.recruit.slug}`).expect(200);
    const recruit = (await t.http().get(`/api/admin/users/${n.recruit.id}`).set(admin).expect(200)).body;
    expect(recruit).toMatchObject({ sponsor: null, sponsorDeleted: true });
    const sponsorSeen = await t.http().get('/api/protected/sponsor').set(bearer(n.recruit.token)).expect(200);
    expect(sponsorSeen.body).toEqual({ sponsor: null, sponsorDeleted: true });
    // The sponsor's page and network, and the admin dashboard still work.
    await t.http().get(`/api/user/${n.sponsor.slug}`).expect(200);
    const referrals = await t.http().get('/api/protected/referrals').set(bearer(n.sponsor.token)).expect(200);
    expect(referrals.body).toEqual([]);
    const after = (await t.http().get('/api/admin/dashboard').set(admin).expect(200)).body;
    expect(JSON.stringify(after)).not.toContain(n.ana.email);
    expect(JSON.stringify(after)).not.toContain(n.ana.name);
    expect(after.approvedUsers).toBe(before.approvedUsers - 1);
    expect(after.totalUsers).toBe(before.totalUsers - 1);
  });

  it('the admin’s delete takes the same path, audited once without the personal data', async () => {
    const n = await memberWithEverything(t, 'admin');
    const admin = bearer(await t.adminToken());
    await t.http().delete(`/api/admin/users/${n.ana.id}`).set(admin).expect(200);
    await t.http().delete(`/api/admin/users/${n.ana.id}`).set(admin).expect(404);
    expect(await traces([n.ana.email, n.ana.name, n.ana.whatsapp])).toEqual([]);
    for (const url of [n.photoUrl, n.galleryUrl]) expect(existsSync(onDisk(url))).toBe(false);
    const entries = await t.sql<{ summary: string }>(
      `SELECT summary FROM audit_log WHERE action = 'member.delete' AND "targetId" = $1`,
      [String(n.ana.id)],
    );
    expect(entries).toEqual([{ summary: 'Cuenta eliminada con sus datos personales' }]);
    const recruit = (await t.http().get(`/api/admin/users/${n.recruit.id}`).set(admin).expect(200)).body;
    expect(recruit.sponsorDeleted).toBe(true);
  });

  it('two deletions at once: one succeeds, the other finds no account', async () => {
    const seller = await createSeller(t);
    const results = await Promise.all(
      [0, 1].map(() =>
        t.http().delete('/api/protected/account').set(bearer(seller.token)).send({ password: seller.password }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
    expect([401, 404]).toContain(results.map((r) => r.status).sort()[1]);
    expect(await t.sql(`SELECT id FROM users WHERE id = $1`, [seller.id])).toEqual([]);
    expect(
      await t.sql(`SELECT 1 FROM audit_log WHERE action = 'member.delete' AND "targetId" = $1`, [String(seller.id)]),
    ).toHaveLength(1);
  });
});
