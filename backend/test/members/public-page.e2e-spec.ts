import { PageAnalytics } from '../../src/modules/members/domain/page-analytics.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending, type TestSeller } from '../support/members.js';

describe('public distributor page', () => {
  let t: TestApp;
  let seller: TestSeller;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t, { code: 'Paola-Gil', name: 'Paola Gil', whatsapp: '+57 300 555 1234' });
  });
  afterAll(() => t.close());

  it('returns exactly the public fields, with any letter case in the address', async () => {
    const res = await t.http().get('/api/user/PAOLA-GIL').expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['galleryImages', 'testimonials', 'user', 'userProductPrices']);
    expect(Object.keys(res.body.user).sort()).toEqual(
      [
        'city',
        'code',
        'country',
        'distributorTitle',
        'name',
        'personalMessage',
        'photo',
        'sellerProfileVideoUrl',
        'showFAQ',
        'showPrices',
        'socialLinks',
        'whatsapp',
        'whatsappMessage',
      ].sort(),
    );
    expect(res.body.user).toMatchObject({ name: 'Paola Gil', code: 'Paola-Gil', whatsapp: '+573005551234' });
    expect(JSON.stringify(res.body)).not.toContain(seller.email);
  });

  it('answers 404 "Usuario no encontrado" for unknown, pending and expired members', async () => {
    const pending = await registerPending(t);
    const expired = await createSeller(t);
    await t.sql(`UPDATE users SET "paymentExpiresAt" = now() - interval '1 day' WHERE id = $1`, [expired.id]);
    for (const slug of ['no-existe', String(pending.body.code).toLowerCase(), expired.slug, 'admin', 'x'.repeat(300)]) {
      const res = await t.http().get(`/api/user/${slug}`).expect(404);
      expect(res.body.message).toBe('Usuario no encontrado');
    }
  });

  it('counts visits from visitors but not from the owner or an admin', async () => {
    const visits = async () => {
      await t.app.get(PageAnalytics).flush();
      const [row] = await t.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM analytics WHERE "userId" = $1 AND type = 'visit'`,
        [seller.id],
      );
      return row.n;
    };
    const before = await visits();
    await t.http().get(`/api/user/${seller.slug}`).set('User-Agent', 'Visitante/1.0').expect(200);
    await t.http().get(`/api/user/${seller.slug}`).set(bearer(seller.token)).expect(200);
    await t
      .http()
      .get(`/api/user/${seller.slug}`)
      .set(bearer(await t.adminToken()))
      .expect(200);
    await t.app.get(PageAnalytics).flush();
    expect(await visits()).toBe(before + 1);
    const [row] = await t.sql(`SELECT "userAgent", ip FROM analytics WHERE "userId" = $1 ORDER BY id DESC LIMIT 1`, [
      seller.id,
    ]);
    expect(row).toMatchObject({ userAgent: 'Visitante/1.0', ip: expect.any(String) });
  });

  it('records WhatsApp clicks and shows both counters on the dashboard and in the daily series', async () => {
    await t
      .http()
      .post(`/api/user/${seller.slug}/whatsapp-click`)
      .set('User-Agent', 'Uno/1')
      .expect(200, { success: true });
    await t.http().post(`/api/user/${seller.slug}/whatsapp-click`).set('User-Agent', 'Dos/1').expect(200);
    await t.http().post('/api/user/no-existe/whatsapp-click').expect(404);
    const dashboard = (await t.http().get('/api/protected/dashboard').set(bearer(seller.token))).body;
    expect(dashboard.whatsappClicks).toBe(2);
    expect(dashboard.visitCount).toBeGreaterThanOrEqual(1);
    const series = (await t.http().get('/api/protected/analytics?days=30').set(bearer(seller.token)).expect(200)).body;
    expect(series).toHaveLength(30);
    const today = series.at(-1);
    expect(today.whatsappClicks).toBe(2);
    expect(today.visits).toBe(dashboard.visitCount);
    expect(today.uniqueVisitors).toBeLessThanOrEqual(today.visits);
    for (const days of ['0', '0x10', '1e1', '366'])
      await t.http().get(`/api/protected/analytics?days=${days}`).set(bearer(seller.token)).expect(400);
  });

  it('counts unique visitors per day by browser and address', async () => {
    const other = await createSeller(t);
    for (const [agent, cookie] of [
      ['A/1', 'mh_v=visitante-uno-0000000001'],
      ['A/1', 'mh_v=visitante-dos-0000000002'],
      ['B/1', 'mh_v=visitante-tres-000000003'],
    ])
      await t.http().get(`/api/user/${other.slug}`).set('User-Agent', agent).set('Cookie', cookie).expect(200);
    const series = (await t.http().get('/api/protected/analytics?days=7').set(bearer(other.token)).expect(200)).body;
    expect(series.at(-1)).toMatchObject({ visits: 3, uniqueVisitors: 2 });
  });

  it('names the inviting distributor for the registration page without counting a visit or exposing contact data', async () => {
    const before = await t.sql(`SELECT count(*)::int AS n FROM analytics`);
    const res = await t.http().get(`/api/user/${seller.slug.toUpperCase()}/referrer`).expect(200);
    expect(res.body).toEqual({ name: 'Paola Gil', code: 'Paola-Gil' });
    expect(await t.sql(`SELECT count(*)::int AS n FROM analytics`)).toEqual(before);
    const { body } = await registerPending(t);
    await t
      .http()
      .get(`/api/user/${String(body.code).toLowerCase()}/referrer`)
      .expect(404);
    await t.http().get('/api/user/no-existe/referrer').expect(404);
  });

  it("names the seller as they chose: neutral until they choose, then 'distribuidora' from the profile", async () => {
    const other = await createSeller(t, { name: 'Marta Ruiz' });
    expect((await t.http().get(`/api/user/${other.slug}`).expect(200)).body.user.distributorTitle).toBe('neutro');
    expect((await t.http().get(`/api/user/${other.slug}/vcard`).expect(200)).text).toContain(
      '\r\nTITLE:Persona distribuidora Multyhealth\r\n',
    );
    const refused = await t
      .http()
      .put('/api/protected/profile')
      .set(bearer(other.token))
      .send({ distributorTitle: 'jefa' })
      .expect(400);
    expect(refused.body.errors).toEqual({
      distributorTitle: 'Elige cómo te presenta tu página: Distribuidor, Distribuidora o Persona distribuidora',
    });
    const saved = await t
      .http()
      .put('/api/protected/profile')
      .set(bearer(other.token))
      .send({ distributorTitle: 'distribuidora' })
      .expect(200);
    expect(saved.body.distributorTitle).toBe('distribuidora');
    expect((await t.http().get(`/api/user/${other.slug}`).expect(200)).body.user.distributorTitle).toBe(
      'distribuidora',
    );
    expect((await t.http().get(`/api/user/${other.slug}/vcard`).expect(200)).text).toContain(
      '\r\nTITLE:Distribuidora Multyhealth\r\n',
    );
  });

  it('serves a contact card without counting a visit', async () => {
    const res = await t.http().get(`/api/user/${seller.slug}/vcard`).expect(200);
    expect(res.headers['content-type']).toContain('text/vcard');
    expect(res.text).toContain('FN:Paola Gil');
    expect(res.text).toContain('TEL;TYPE=CELL:+573005551234');
    expect(res.text).toContain(`URL:http://localhost:3000/u/${seller.slug}`);
    expect(res.text).toContain('\r\nN:Gil;Paola;;;\r\n');
  });

  it.each([
    ['Laura Gómez Ruiz', 'Gómez Ruiz', 'Laura'],
    ['Ana María Pérez López', 'Pérez López', 'Ana María'],
    ['Juan de la Cruz', 'de la Cruz', 'Juan'],
    ['Cher', '', 'Cher'],
  ])(
    'writes %s in the contact card as family name %s and given name %s, with the photo and the page',
    async (name, family, given) => {
      const other = await createSeller(t, { name });
      await t
        .http()
        .put('/api/protected/profile')
        .set(bearer(other.token))
        .send({ photo: '/uploads/images/foto.webp' })
        .expect(200);
      const res = await t.http().get(`/api/user/${other.slug}/vcard`).expect(200);
      expect(res.text).toContain(`\r\nN:${family};${given};;;\r\n`);
      expect(res.text).toContain('\r\nPHOTO;VALUE=URI:http://localhost:3000/uploads/images/foto.webp\r\n');
      expect(res.text).toContain(`\r\nURL:http://localhost:3000/u/${other.slug}\r\n`);
    },
  );

  it('shows the seller content that exists in the database', async () => {
    await t.sql(
      `INSERT INTO testimonials (name, city, message, rating, "userId") VALUES ('Ana', 'Cali', 'Excelente', 4, $1)`,
      [seller.id],
    );
    await t.sql(
      `INSERT INTO gallery_images ("userId", "imageUrl", title, "isActive") VALUES ($1, '/uploads/a.webp', 'Visible', true), ($1, '/uploads/b.webp', 'Oculta', false)`,
      [seller.id],
    );
    const [product] = await t.sql<{ id: number }>(
      `INSERT INTO products (name, description, price, "minPrice") VALUES ('P', 'D', 100, 50) RETURNING id`,
    );
    await t.sql(`INSERT INTO user_product_prices ("userId", "productId", "customPrice") VALUES ($1, $2, 90)`, [
      seller.id,
      product.id,
    ]);
    const res = await t.http().get(`/api/user/${seller.slug}`).expect(200);
    expect(res.body.testimonials).toEqual([
      expect.objectContaining({ name: 'Ana', city: 'Cali', message: 'Excelente', rating: 4 }),
    ]);
    expect(res.body.galleryImages).toEqual([
      expect.objectContaining({ imageUrl: '/uploads/a.webp', title: 'Visible' }),
    ]);
    expect(res.body.userProductPrices).toEqual([{ productId: product.id, customPrice: 90 }]);
  });
});
