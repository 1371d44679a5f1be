import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { insertProduct, placeOrder } from './order-fixtures.js';

describe("the seller's funnel and month figures follow every status change and undo, matching SQL", () => {
  let t: TestApp;
  let ana: TestSeller;
  let drink: number;
  const put = (id: number, body: Record<string, unknown>) =>
    t.http().put(`/api/protected/orders/${id}`).set(bearer(ana.token)).send(body).expect(200);
  const summary = async () =>
    (await t.http().get('/api/protected/analytics/summary?days=30').set(bearer(ana.token)).expect(200)).body;
  const overview = async () =>
    (await t.http().get('/api/protected/orders/overview').set(bearer(ana.token)).expect(200)).body;
  const since = `(((now() AT TIME ZONE 'America/Bogota')::date - 29)::timestamp AT TIME ZONE 'America/Bogota')`;
  const month = `(date_trunc('month', now() AT TIME ZONE 'America/Bogota') AT TIME ZONE 'America/Bogota')`;
  const fromSql = async () =>
    (
      await t.sql(
        `SELECT (SELECT count(DISTINCT v) FROM (
                   SELECT encode(sha256(convert_to(coalesce(ip, '') || '|' || coalesce("userAgent", ''), 'UTF8')), 'hex')
                     FROM analytics WHERE "userId" = $1 AND type = 'whatsapp_click' AND timestamp >= ${since}
                   UNION ALL
                   SELECT coalesce("visitorKey", id::text) FROM orders
                    WHERE "sellerId" = $1 AND NOT "isTest" AND "createdAt" >= ${since}) AS c(v))::int
                AS contacts,
                (SELECT count(*) FROM orders WHERE "sellerId" = $1 AND NOT "isTest" AND "deliveredAt" >= ${since})::int
                AS delivered,
                (SELECT coalesce(sum(total), 0) FROM orders
                  WHERE "sellerId" = $1 AND NOT "isTest" AND "deliveredAt" >= ${month})::int AS "monthSales",
                (SELECT count(*) FROM orders WHERE "sellerId" = $1 AND NOT "isTest" AND status = 'nuevo')::int
                AS "newOrders"`,
        [ana.id],
      )
    )[0];

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    ana = await createSeller(t);
    drink = await insertProduct(t, 'Multydrink', 100000);
  });
  afterAll(() => t.close());

  it('counts contacts by visitor: three clicks of one visitor are one contact; each order is one', async () => {
    await t.sql(
      `INSERT INTO analytics ("userId", type, ip, "userAgent", timestamp)
       VALUES ($1, 'whatsapp_click', '10.0.0.1', 'Phone', now()), ($1, 'whatsapp_click', '10.0.0.1', 'Phone', now()),
              ($1, 'whatsapp_click', '10.0.0.1', 'Phone', now()), ($1, 'whatsapp_click', '10.0.0.2', 'Phone', now()),
              ($1, 'whatsapp_click', '10.0.0.3', 'Phone', now() - interval '40 days')`,
      [ana.id],
    );
    await placeOrder(t, ana, { items: [{ productId: drink, quantity: 1 }] });
    await placeOrder(t, ana, { items: [{ productId: drink, quantity: 2 }] });
    const figures = await summary();
    expect(figures.contacts).toBe(4);
    expect(figures.contacts).toBe((await fromSql()).contacts);
    expect(figures.orders.created).toBe(2);
  });

  it('counts a visitor who tapped WhatsApp and then ordered once, by their IP and browser', async () => {
    const before = (await summary()).contacts;
    await t.sql(
      `INSERT INTO analytics ("userId", type, ip, "userAgent", timestamp)
       VALUES ($1, 'whatsapp_click', '10.9.9.9', 'Funnel-Phone', now())`,
      [ana.id],
    );
    const res = await t
      .http()
      .post(`/api/user/${ana.slug}/orders`)
      .set({ 'X-Forwarded-For': '10.9.9.9', 'User-Agent': 'Funnel-Phone' })
      .send({ items: [{ productId: drink, quantity: 1 }] })
      .expect(201);
    const [{ visitorKey }] = await t.sql<{ visitorKey: string }>(
      `SELECT "visitorKey" FROM orders WHERE reference = $1`,
      [res.body.reference],
    );
    expect(visitorKey).toMatch(/^[0-9a-f]{64}$/);
    const after = await summary();
    expect(after.contacts).toBe(before + 1);
    expect(after.contacts).toBe((await fromSql()).contacts);
  });

  it("keeps 'Ventas del mes', the badge and the delivered count equal to SQL through changes and undos", async () => {
    const o = await placeOrder(t, ana, { items: [{ productId: drink, quantity: 3 }] });
    const check = async () => {
      const [now, sums, sql] = await Promise.all([overview(), summary(), fromSql()]);
      expect(now.monthSales).toBe(sql.monthSales);
      expect(now.newOrders).toBe(sql.newOrders);
      expect(sums.orders.delivered).toBe(sql.delivered);
      expect(sums.contacts).toBe(sql.contacts);
      return { monthSales: now.monthSales, delivered: sums.orders.delivered };
    };
    expect(await check()).toEqual({ monthSales: 0, delivered: 0 });
    await put(o.id, { status: 'confirmado' });
    await put(o.id, { status: 'entregado' });
    expect(await check()).toEqual({ monthSales: 300000, delivered: 1 });
    await put(o.id, { status: 'confirmado' });
    expect(await check()).toEqual({ monthSales: 0, delivered: 0 });
    await put(o.id, { status: 'cancelado', reason: 'Sin existencias' });
    await put(o.id, { status: 'confirmado' });
    expect((await summary()).orders.cancelled).toBe(0);
    expect(await check()).toEqual({ monthSales: 0, delivered: 0 });
  });
});
