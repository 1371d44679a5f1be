import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending, type TestSeller } from '../support/members.js';

/** 'Mi Red' (GET /api/protected/referrals): a seller's own referrals only, newest first, never contact data. */
describe('my network: referrals', () => {
  let t: TestApp;
  let laura: TestSeller;
  let marta: TestSeller;
  const contacts: string[] = [];

  const referrals = (seller: TestSeller) =>
    t.http().get('/api/protected/referrals').set(bearer(seller.token)).expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    laura = await createSeller(t, { name: 'Laura Gómez' });
    marta = await createSeller(t, { name: 'Marta Ruiz' });
    // Three through Laura (one approved since), one through Marta, one on their own.
    const through = async (sponsor: TestSeller | null, name: string, city: string, daysAgo: number) => {
      const whatsapp = `+5730012${String(contacts.length).padStart(5, '0')}`;
      const { id, body } = await registerPending(t, {
        name,
        city,
        whatsapp,
        ...(sponsor && { ref: sponsor.code.toUpperCase() }),
      });
      contacts.push(body.email, whatsapp.replace('+', ''));
      await t.sql(`UPDATE users SET "createdAt" = now() - ($2::int * interval '1 day') WHERE id = $1`, [id, daysAgo]);
      return id;
    };
    await through(laura, 'Ana Pérez', 'Cali', 10);
    const approvedId = await through(laura, 'Beatriz Díaz', 'Pasto', 5);
    await through(laura, 'Carla Ríos', 'Bogotá', 1);
    await through(marta, 'Diana Mora', 'Tunja', 2);
    await through(null, 'Elena Sol', 'Neiva', 3);
    await t
      .http()
      .put(`/api/admin/users/${approvedId}/approve`)
      .set(bearer(await t.adminToken()))
      .send({ password: 'clave-segura-2' })
      .expect(200);
  });
  afterAll(() => t.close());

  it("lists only the caller's own referrals, newest first, with name, city, status and date", async () => {
    const res = await referrals(laura);
    expect(res.body.map((r: { name: string }) => r.name)).toEqual(['Carla Ríos', 'Beatriz Díaz', 'Ana Pérez']);
    expect(res.body.map((r: { status: string }) => r.status)).toEqual(['pending', 'approved', 'pending']);
    expect(res.body[0]).toMatchObject({ name: 'Carla Ríos', city: 'Bogotá' });
    expect(new Date(res.body[0].createdAt).getTime()).toBeGreaterThan(new Date(res.body[1].createdAt).getTime());
    expect(res.headers['x-total-count']).toBe('3');

    const other = await referrals(marta);
    expect(other.body.map((r: { name: string }) => r.name)).toEqual(['Diana Mora']);
  });

  it('never returns an e-mail, a phone number or an id of a referral', async () => {
    for (const seller of [laura, marta]) {
      const res = await referrals(seller);
      for (const row of res.body) expect(Object.keys(row).sort()).toEqual(['city', 'createdAt', 'name', 'status']);
      const text = JSON.stringify(res.body);
      for (const secret of contacts) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/@|\d{10}/);
    }
  });

  it('answers 401 without a session and 403 to an admin; an empty network is an empty list', async () => {
    await t.http().get('/api/protected/referrals').expect(401);
    await t
      .http()
      .get('/api/protected/referrals')
      .set(bearer(await t.adminToken()))
      .expect(403);
    const loner = await createSeller(t);
    expect((await referrals(loner)).body).toEqual([]);
  });

  it('lists at most the newest 200 and tells the total in X-Total-Count', async () => {
    const big = await createSeller(t);
    await t.sql(
      `INSERT INTO users (username, email, name, code, slug, whatsapp, city, country, status, role, "sponsorId", "createdAt")
       SELECT 'red' || g, 'red' || g || '@example.com', 'Persona ' || g, 'red-' || g, 'red-' || g, '+573000000000',
              'Cali', 'Colombia', 'pending', 'user', $1, now() - (g * interval '1 minute')
         FROM generate_series(1, 205) g`,
      [big.id],
    );
    const res = await referrals(big);
    expect(res.body).toHaveLength(200);
    expect(res.headers['x-total-count']).toBe('205');
    expect(res.body[0].name).toBe('Persona 1');
    expect(res.body[199].name).toBe('Persona 200');
  });
});
