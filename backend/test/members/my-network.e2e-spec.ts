import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending, type TestSeller } from '../support/members.js';

/** 'Mi Red' (GET /api/protected/referrals): a seller's own referrals only, newest first, never contact data. */
describe('my network: referrals', () => {
  let t: TestApp;
  let laura: TestSeller;
  let marta: TestSeller;
  const contacts: string[] = [];
  const ids: Record<string, number> = {};

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
      ids[name] = id;
      return id;
    };
    await through(laura, 'Ana Pérez', 'Cali', 10);
    const approvedId = await through(laura, 'Beatriz Díaz', 'Pasto', 5);
    await through(laura, 'Carla Ríos', 'Bogotá', 1);
    await through(laura, 'Fabiola Gil', 'Pasto', 20);
    await through(laura, 'Gloria Paz', 'Cali', 30);
    await through(marta, 'Diana Mora', 'Tunja', 2);
    await through(null, 'Elena Sol', 'Neiva', 3);
    await t
      .http()
      .put(`/api/admin/users/${approvedId}/approve`)
      .set(bearer(await t.adminToken()))
      .send({ password: 'clave-segura-2' })
      .expect(200);
    // Fabiola sent her proof of payment; Gloria was approved and her subscription ran out yesterday.
    await t.sql(`UPDATE users SET "paymentProofAt" = now() WHERE id = $1`, [ids['Fabiola Gil']]);
    await t.sql(
      `UPDATE users SET status = 'approved', "approvedAt" = now() - interval '400 days',
              "paymentExpiresAt" = now() - interval '1 day' WHERE id = $1`,
      [ids['Gloria Paz']],
    );
    await t.sql(`UPDATE users SET "paymentExpiresAt" = now() + interval '12 days' - interval '1 hour' WHERE id = $1`, [
      approvedId,
    ]);
  });
  afterAll(() => t.close());

  it("lists only the caller's own referrals, newest first, with name, city, status and date", async () => {
    const res = await referrals(laura);
    expect(res.body.map((r: { name: string }) => r.name)).toEqual([
      'Carla Ríos',
      'Beatriz Díaz',
      'Ana Pérez',
      'Fabiola Gil',
      'Gloria Paz',
    ]);
    expect(res.body.map((r: { status: string }) => r.status)).toEqual([
      'pending',
      'approved',
      'pending',
      'pending',
      'approved',
    ]);
    expect(res.body[0]).toMatchObject({ name: 'Carla Ríos', city: 'Bogotá' });
    expect(new Date(res.body[0].createdAt).getTime()).toBeGreaterThan(new Date(res.body[1].createdAt).getTime());
    expect(res.headers['x-total-count']).toBe('5');

    const other = await referrals(marta);
    expect(other.body.map((r: { name: string }) => r.name)).toEqual(['Diana Mora']);
  });

  it("tells each referral's real state: pending, proof received, active with the days left, expired", async () => {
    const res = await referrals(laura);
    const states = Object.fromEntries(
      res.body.map((r: { name: string; state: string; remainingDays: number | null }) => [
        r.name,
        [r.state, r.remainingDays],
      ]),
    );
    expect(states).toEqual({
      'Carla Ríos': ['pendiente', null],
      'Beatriz Díaz': ['activo', 12],
      'Ana Pérez': ['pendiente', null],
      'Fabiola Gil': ['comprobante_recibido', null],
      'Gloria Paz': ['vencido', 0],
    });
  });

  it("opens the WhatsApp chat with the seller's own referral only; anyone else's is 404", async () => {
    const chat = await t
      .http()
      .get(`/api/protected/referrals/${ids['Ana Pérez']}/whatsapp`)
      .set(bearer(laura.token))
      .expect(200);
    expect(chat.headers['cache-control']).toBe('no-store');
    const url = new URL(chat.body.url);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${contacts[1]}`);
    expect(url.searchParams.get('text')).toContain('¡Hola Ana!');
    // Marta's referral, someone with no sponsor, the seller herself, an admin and nonsense: all 404 to Laura.
    for (const id of [ids['Diana Mora'], ids['Elena Sol'], laura.id, 1, 999999]) {
      const other = await t.http().get(`/api/protected/referrals/${id}/whatsapp`).set(bearer(laura.token)).expect(404);
      expect(other.body.message).toBe('Esta persona no está en tu red');
    }
    await t.http().get('/api/protected/referrals/abc/whatsapp').set(bearer(laura.token)).expect(404);
    await t.http().get(`/api/protected/referrals/${ids['Diana Mora']}/whatsapp`).set(bearer(marta.token)).expect(200);
    await t.http().get(`/api/protected/referrals/${ids['Ana Pérez']}/whatsapp`).expect(401);
    await t
      .http()
      .get(`/api/protected/referrals/${ids['Ana Pérez']}/whatsapp`)
      .set(bearer(await t.adminToken()))
      .expect(403);
  });

  it('never returns an e-mail or a phone number of a referral', async () => {
    for (const seller of [laura, marta]) {
      const res = await referrals(seller);
      for (const row of res.body) {
        expect(Object.keys(row).sort()).toEqual([
          'city',
          'createdAt',
          'id',
          'name',
          'remainingDays',
          'state',
          'status',
        ]);
      }
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
