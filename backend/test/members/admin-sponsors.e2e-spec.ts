import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending, type TestSeller } from '../support/members.js';

/** The admin's view of sponsorship: the sponsor column and filter of the users list, and the top sponsors. */
describe('admin: sponsors', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let laura: TestSeller;
  let marta: TestSeller;
  let nora: TestSeller;
  const list = (filter: Record<string, unknown>) =>
    t
      .http()
      .get('/api/admin/users')
      .query({ filter: JSON.stringify(filter), sort: JSON.stringify(['createdAt', 'DESC']) })
      .set(admin);

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
    laura = await createSeller(t, { name: 'Laura Gómez', code: 'Laura-G' });
    marta = await createSeller(t, { name: 'Marta Ruiz' });
    nora = await createSeller(t, { name: 'Nora Vélez' });
    for (let i = 0; i < 3; i++) await registerPending(t, { ref: laura.code });
    for (let i = 0; i < 2; i++) await registerPending(t, { ref: marta.code });
    // Nora's two referrals are older than 30 days: on the list, not in the ranking.
    for (let i = 0; i < 2; i++) {
      const { id } = await registerPending(t, { ref: nora.code });
      await t.sql(`UPDATE users SET "createdAt" = now() - interval '31 days' WHERE id = $1`, [id]);
    }
    await registerPending(t, { ref: nora.code });
    await registerPending(t);
  });
  afterAll(() => t.close());

  it("shows each member's sponsor (id, name, code) in the list, null for those who came on their own", async () => {
    const res = await list({}).expect(200);
    const withSponsor = res.body.filter((u: { sponsor: unknown }) => u.sponsor);
    expect(withSponsor).toHaveLength(8);
    expect(withSponsor.filter((u: { sponsor: { id: number } }) => u.sponsor.id === laura.id)[0].sponsor).toEqual({
      id: laura.id,
      name: 'Laura Gómez',
      code: 'Laura-G',
    });
    expect(res.body.filter((u: { sponsor: unknown }) => u.sponsor === null)).toHaveLength(4);
  });

  it('filters by the sponsor code in any letter case, with the total in Content-Range', async () => {
    for (const code of ['Laura-G', 'laura-g', ' LAURA-G ']) {
      const res = await list({ sponsorCode: code }).expect(200);
      expect(res.body).toHaveLength(3);
      expect(res.body.every((u: { sponsor: { id: number } }) => u.sponsor.id === laura.id)).toBe(true);
      expect(res.headers['content-range']).toMatch(/\/3$/);
    }
    expect((await list({ sponsorCode: nora.code, status: 'pending' }).expect(200)).body).toHaveLength(3);
    expect((await list({ sponsorCode: 'nadie' }).expect(200)).body).toEqual([]);
    expect((await list({ sponsorCode: '' }).expect(200)).body.length).toBe(12);
  });

  it('refuses a sponsor filter that is not a short text', async () => {
    for (const value of ['x'.repeat(41), 5, ['laura-g']]) {
      const res = await list({ sponsorCode: value }).expect(400);
      expect(res.body.message).toBe('El código del patrocinador debe ser un texto de hasta 40 caracteres');
    }
  });

  it('ranks the top sponsors of the last 30 days as SQL counts them', async () => {
    const body = (await t.http().get('/api/admin/dashboard').set(admin).expect(200)).body;
    const expected = await t.sql<{ id: number; count: number }>(
      `SELECT s.id, count(*)::int AS count FROM users u JOIN users s ON s.id = u."sponsorId"
        WHERE u.role = 'user' AND u."createdAt" > now() - interval '30 days'
        GROUP BY s.id ORDER BY count DESC, s.id LIMIT 10`,
    );
    expect(body.topSponsors.map((s: { id: number; count: number }) => ({ id: s.id, count: s.count }))).toEqual(
      expected,
    );
    expect(body.topSponsors.map((s: { id: number; count: number }) => [s.id, s.count])).toEqual([
      [laura.id, 3],
      [marta.id, 2],
      [nora.id, 1],
    ]);
    expect(body.topSponsors[0]).toEqual({
      id: laura.id,
      name: 'Laura Gómez',
      code: 'Laura-G',
      slug: 'laura-g',
      count: 3,
    });
  });

  it('keeps the top sponsors to 10', async () => {
    const sponsors = await t.sql<{ id: number }>(
      `INSERT INTO users (username, email, name, code, slug, whatsapp, city, status, role)
       SELECT 'pat' || g, 'pat' || g || '@example.com', 'Patrocinador ' || g, 'pat-' || g, 'pat-' || g, '+573000000000',
              'Cali', 'approved', 'user' FROM generate_series(1, 12) g RETURNING id`,
    );
    await t.sql(
      `INSERT INTO users (username, email, name, code, slug, whatsapp, city, status, role, "sponsorId")
       SELECT 'ref' || g, 'ref' || g || '@example.com', 'Referido ' || g, 'ref-' || g, 'ref-' || g, '+573000000000',
              'Cali', 'pending', 'user', (SELECT id FROM users WHERE slug = 'pat-' || (g % 12 + 1))
         FROM generate_series(1, 48) g`,
    );
    const body = (await t.http().get('/api/admin/dashboard').set(admin).expect(200)).body;
    expect(body.topSponsors).toHaveLength(10);
    expect(sponsors).toHaveLength(12);
    expect(body.topSponsors.every((s: { count: number }) => s.count === 4)).toBe(true);
  });
});
