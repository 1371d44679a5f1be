import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { PageAnalytics } from '../../src/modules/members/domain/page-analytics.js';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const COMPUTER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36';
let visitors = 0;
/** A new visitor address for each event, so no dedupe window merges events these tests count one by one. */
const newVisitor = () => ({ 'X-Forwarded-For': `10.7.${Math.floor(++visitors / 250)}.${visitors % 250}` });

describe('orders by WhatsApp and the seller analytics summary', () => {
  let t: TestApp;
  let seller: TestSeller;
  let drink: number;
  let kit: number;
  const events = async (memberId: number) => {
    await t.app.get(PageAnalytics).flush();
    return t.sql<{
      type: string;
      source: string | null;
      device: string | null;
      productId: number | null;
      quantity: number | null;
    }>(`SELECT type, source, device, "productId", quantity FROM analytics WHERE "userId" = $1 ORDER BY id`, [memberId]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t);
    const insert = async (name: string) =>
      (
        await t.sql<{ id: number }>(
          `INSERT INTO products (name, description, price) VALUES ($1, 'Producto', 250000) RETURNING id`,
          [name],
        )
      )[0].id;
    drink = await insert('Multydrink');
    kit = await insert('Multytest');
  });
  afterAll(() => t.close());

  it('does not count orders, clicks or visits by the owner or an admin', async () => {
    const other = await createSeller(t);
    for (const token of [other.token, await t.adminToken()]) {
      await t.http().post(`/api/user/${other.slug}/whatsapp-click`).set(bearer(token)).send({ productId: drink });
      await t.http().get(`/api/user/${other.slug}?src=qr`).set(bearer(token)).expect(200);
    }
    expect(await events(other.id)).toEqual([]);
  });

  it('records the product of a product button click and refuses an unknown one', async () => {
    const other = await createSeller(t);
    await t
      .http()
      .post(`/api/user/${other.slug}/whatsapp-click`)
      .set(newVisitor())
      .send({ productId: kit })
      .expect(200);
    await t.http().post(`/api/user/${other.slug}/whatsapp-click`).set(newVisitor()).expect(200);
    const refused = await t.http().post(`/api/user/${other.slug}/whatsapp-click`).send({ productId: 999_999 });
    expect([refused.status, refused.body.message]).toEqual([400, 'El producto no existe']);
    const wrong = await t.http().post(`/api/user/${other.slug}/whatsapp-click`).send({ productId: 'x' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Debes indicar un producto válido']);
    expect((await events(other.id)).map((e) => e.productId)).toEqual([kit, null]);
  });

  it('attributes each visit to its source (src, else the referrer host, else directo) and device', async () => {
    const other = await createSeller(t);
    const visit = (query: string, agent = PHONE) =>
      t.http().get(`/api/user/${other.slug}${query}`).set('User-Agent', agent).set(newVisitor()).expect(200);
    await visit('?src=qr');
    await visit('?src=WhatsApp&referrer=https%3A%2F%2Fwww.facebook.com%2F');
    await visit('?src=boletin');
    await visit('?referrer=https%3A%2F%2Fl.instagram.com%2F%3Fu%3Dx', COMPUTER);
    await visit('?referrer=https%3A%2F%2Fwww.tiktok.com%2F');
    await visit('?referrer=https%3A%2F%2Fwww.google.com%2F', COMPUTER);
    await visit(`?referrer=${encodeURIComponent(`${t.config.publicUrl}/`)}`);
    await visit('', COMPUTER);
    expect((await events(other.id)).map((e) => [e.source, e.device])).toEqual([
      ['qr', 'teléfono'],
      ['whatsapp', 'teléfono'],
      ['otro', 'teléfono'],
      ['instagram', 'computador'],
      ['tiktok', 'teléfono'],
      ['otro', 'computador'],
      ['directo', 'teléfono'],
      ['directo', 'computador'],
    ]);
  });

  it('does not count visits or clicks of headless browsers, test drivers, Lighthouse or crawlers', async () => {
    const other = await createSeller(t);
    for (const agent of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Playwright/1.49',
    ]) {
      await t.http().get(`/api/user/${other.slug}?src=qr`).set('User-Agent', agent).set(newVisitor()).expect(200);
      await t
        .http()
        .post(`/api/user/${other.slug}/whatsapp-click`)
        .set('User-Agent', agent)
        .set(newVisitor())
        .expect(200);
    }
    expect(await events(other.id)).toEqual([]);
    await t.http().get(`/api/user/${other.slug}`).set('User-Agent', COMPUTER).set(newVisitor()).expect(200);
    expect((await events(other.id)).map((e) => [e.type, e.device])).toEqual([['visit', 'computador']]);
  });

  it('sums a known period: visits, unique visitors, clicks, orders, sources, devices and products', async () => {
    const phone = newVisitor();
    const visit = (query: string, agent: string, from = newVisitor()) =>
      t.http().get(`/api/user/${seller.slug}${query}`).set('User-Agent', agent).set(from).expect(200);
    const click = (body: object) =>
      t
        .http()
        .post(`/api/user/${seller.slug}/whatsapp-click`)
        .set('User-Agent', PHONE)
        .set(newVisitor())
        .send(body)
        .expect(200);
    // Three visitors: a phone that also came two days ago from another link, another phone, and a computer.
    await visit('?src=whatsapp', PHONE, phone);
    await t.sql(
      `INSERT INTO analytics ("userId", type, "userAgent", ip, source, device, timestamp)
       VALUES ($1, 'visit', $2, $3, 'facebook', 'teléfono', now() - interval '2 days')`,
      [seller.id, PHONE, phone['X-Forwarded-For']],
    );
    await visit('?src=whatsapp', PHONE);
    await visit('', COMPUTER);
    await click({ productId: drink });
    await click({ productId: drink });
    await click({});
    // An order sent by WhatsApp before orders replaced intents (docs/decisions/1720-orders.md).
    await t.sql(
      `INSERT INTO analytics ("userId", type, "userAgent", ip, device, "productId", quantity)
       VALUES ($1, 'order_intent', $2, '10.9.9.8', 'teléfono', NULL, 3),
              ($1, 'order_intent', $2, '10.9.9.8', 'teléfono', $3, 2),
              ($1, 'order_intent', $2, '10.9.9.8', 'teléfono', $4, 1)`,
      [seller.id, PHONE, drink, kit],
    );
    // Twenty days ago: inside 30 and 90 days, outside 7; an event stored before devices were recorded.
    await t.sql(
      `INSERT INTO analytics ("userId", type, "userAgent", ip, source, "productId", quantity, timestamp)
       VALUES ($1, 'visit', $2, '10.9.9.9', 'instagram', NULL, NULL, now() - interval '20 days'),
              ($1, 'order_intent', $2, '10.9.9.9', NULL, NULL, 4, now() - interval '20 days'),
              ($1, 'order_intent', $2, '10.9.9.9', NULL, $3, 4, now() - interval '20 days'),
              ($1, 'visit', $2, '10.9.9.9', NULL, NULL, NULL, now() - interval '120 days')`,
      [seller.id, PHONE, kit],
    );
    const summary = async (days: number) =>
      (await t.http().get(`/api/protected/analytics/summary?days=${days}`).set(bearer(seller.token)).expect(200)).body;

    expect(await summary(7)).toEqual({
      visits: 4,
      uniqueVisitors: 3,
      whatsappClicks: 3,
      contacts: 3,
      orderIntents: 1,
      sources: [
        { source: 'whatsapp', visits: 2 },
        { source: 'directo', visits: 1 },
        { source: 'facebook', visits: 1 },
      ],
      devices: [
        { device: 'teléfono', visits: 3 },
        { device: 'computador', visits: 1 },
      ],
      products: [
        { productId: drink, name: 'Multydrink', clicks: 2, orderIntents: 1 },
        { productId: kit, name: 'Multytest', clicks: 0, orderIntents: 1 },
      ],
      orders: { created: 0, confirmed: 0, delivered: 0, cancelled: 0 },
      sales: { delivered: 0, byProduct: [] },
    });
    expect(await summary(30)).toMatchObject({
      visits: 5,
      uniqueVisitors: 4,
      orderIntents: 2,
      sources: [
        { source: 'whatsapp', visits: 2 },
        { source: 'directo', visits: 1 },
        { source: 'facebook', visits: 1 },
        { source: 'instagram', visits: 1 },
      ],
      devices: [
        { device: 'teléfono', visits: 4 },
        { device: 'computador', visits: 1 },
      ],
      products: [
        { productId: kit, name: 'Multytest', clicks: 0, orderIntents: 2 },
        { productId: drink, name: 'Multydrink', clicks: 2, orderIntents: 1 },
      ],
    });
    expect(await summary(90)).toMatchObject({ visits: 5, orderIntents: 2 });
  });

  it('shows each seller only their own figures', async () => {
    const other = await createSeller(t);
    const res = await t.http().get('/api/protected/analytics/summary?days=90').set(bearer(other.token)).expect(200);
    expect(res.body).toMatchObject({ visits: 0, uniqueVisitors: 0, whatsappClicks: 0, orderIntents: 0 });
    expect(res.body.sources).toEqual([]);
    expect(res.body.devices).toEqual([]);
    expect(res.body.products.every((p: { clicks: number; orderIntents: number }) => !p.clicks && !p.orderIntents)).toBe(
      true,
    );
  });

  it('accepts only periods of 7, 30 or 90 days, and only for a signed-in seller', async () => {
    for (const days of ['', '0', '14', '365', '7.0', 'abc', '30&days=7']) {
      const res = await t.http().get(`/api/protected/analytics/summary?days=${days}`).set(bearer(seller.token));
      expect([days, res.status, res.body.message]).toEqual([days, 400, 'El periodo debe ser de 7, 30 o 90 días']);
    }
    await t.http().get('/api/protected/analytics/summary').set(bearer(seller.token)).expect(400);
    await t.http().get('/api/protected/analytics/summary?days=7').expect(401);
    await t
      .http()
      .get('/api/protected/analytics/summary?days=7')
      .set(bearer(await t.adminToken()))
      .expect(403);
  });
});
