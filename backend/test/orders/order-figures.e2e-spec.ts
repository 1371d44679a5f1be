import { OrderMailService } from '../../src/modules/orders/application/order-mail.service.js';
import { OrdersMemberData } from '../../src/modules/orders/application/orders-member-data.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { insertProduct, newVisitor, placeOrder } from './order-fixtures.js';

describe('order figures, the admin list and CSV, e-mails and member data', () => {
  let t: TestApp;
  let ana: TestSeller;
  let beto: TestSeller;
  let drink: number;
  let kit: number;
  const put = (s: TestSeller, id: number, status: string) =>
    t.http().put(`/api/protected/orders/${id}`).set(bearer(s.token)).send({ status }).expect(200);
  const order = (s: TestSeller, items: [number, number][], extra: Record<string, unknown> = {}) =>
    placeOrder(t, s, { items: items.map(([productId, quantity]) => ({ productId, quantity })), ...extra });

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    [ana, beto] = [await createSeller(t), await createSeller(t)];
    drink = await insertProduct(t, 'Multydrink', 100000);
    kit = await insertProduct(t, 'Multytest', 300000);
    const delivered = await order(ana, [
      [drink, 2],
      [kit, 1],
    ]);
    await put(ana, delivered.id, 'confirmado');
    await put(ana, delivered.id, 'entregado');
    const confirmed = await order(ana, [[drink, 1]], { customerName: 'Laura' });
    await put(ana, confirmed.id, 'confirmado');
    const cancelled = await order(ana, [[kit, 3]]);
    await put(ana, cancelled.id, 'cancelado');
    await order(ana, [[drink, 5]]);
    // Delivered 40 days ago: in the 90-day figures, not in the 30-day ones.
    const old = await order(ana, [[kit, 2]]);
    await put(ana, old.id, 'confirmado');
    await put(ana, old.id, 'entregado');
    await t.sql(
      `UPDATE orders SET "createdAt" = now() - interval '41 days', "confirmedAt" = now() - interval '41 days',
              "deliveredAt" = now() - interval '40 days' WHERE id = $1`,
      [old.id],
    );
    // The owner's own test order, delivered: never counted.
    const own = await t
      .http()
      .post(`/api/user/${ana.slug}/orders`)
      .set({ ...newVisitor(), ...bearer(ana.token) })
      .send({ items: [{ productId: kit, quantity: 20 }] })
      .expect(201);
    const [{ id: ownId }] = await t.sql<{ id: number }>(`SELECT id FROM orders WHERE reference = $1`, [
      own.body.reference,
    ]);
    await put(ana, ownId, 'confirmado');
    await put(ana, ownId, 'entregado');
    const other = await order(beto, [[drink, 1]]);
    await put(beto, other.id, 'confirmado');
    await put(beto, other.id, 'entregado');
  });
  afterAll(() => t.close());

  const summary = async (s: TestSeller, days: number) =>
    (await t.http().get(`/api/protected/analytics/summary?days=${days}`).set(bearer(s.token)).expect(200)).body;

  /** The same figures computed independently in SQL. */
  const fromSql = async (sellerId: number, days: number) => {
    const since = `(((now() AT TIME ZONE 'America/Bogota')::date - ${days - 1})::timestamp AT TIME ZONE 'America/Bogota')`;
    const [counts] = await t.sql(
      `SELECT count(*) FILTER (WHERE "createdAt" >= ${since})::int AS created,
              count(*) FILTER (WHERE "confirmedAt" >= ${since})::int AS confirmed,
              count(*) FILTER (WHERE "deliveredAt" >= ${since})::int AS delivered,
              count(*) FILTER (WHERE "cancelledAt" >= ${since})::int AS cancelled,
              coalesce(sum(total) FILTER (WHERE "deliveredAt" >= ${since}), 0)::int AS sales
         FROM orders WHERE "sellerId" = $1 AND NOT "isTest"`,
      [sellerId],
    );
    const byProduct = await t.sql(
      `SELECT i."productId", i.name, sum(i.quantity)::int AS quantity, sum(i.quantity * i."unitPrice")::int AS sales
         FROM order_items i JOIN orders o ON o.id = i."orderId"
        WHERE o."sellerId" = $1 AND NOT o."isTest" AND o."deliveredAt" >= ${since}
        GROUP BY i."productId", i.name ORDER BY sales DESC`,
      [sellerId],
    );
    const { sales, ...orders } = counts as Record<string, number>;
    return { orders, sales: { delivered: sales, byProduct } };
  };

  it('adds orders and delivered sales to the analytics summary, matching SQL and leaving test orders out', async () => {
    const week = await summary(ana, 7);
    expect({ orders: week.orders, sales: week.sales }).toEqual(await fromSql(ana.id, 7));
    expect(week.orders).toEqual({ created: 4, confirmed: 2, delivered: 1, cancelled: 1 });
    expect(week.sales).toEqual({
      delivered: 500000,
      byProduct: [
        { productId: kit, name: 'Multytest', quantity: 1, sales: 300000 },
        { productId: drink, name: 'Multydrink', quantity: 2, sales: 200000 },
      ],
    });
    const quarter = await summary(ana, 90);
    expect({ orders: quarter.orders, sales: quarter.sales }).toEqual(await fromSql(ana.id, 90));
    expect(quarter.sales.delivered).toBe(1100000);
    expect((await summary(beto, 30)).sales.delivered).toBe(100000);
  });

  it('counts the orders created each day and per product on the analytics chart and table, not the test orders', async () => {
    const today = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
    const days = (await t.http().get('/api/protected/analytics?days=7').set(bearer(ana.token)).expect(200)).body as {
      date: string;
      orderIntents: number;
    }[];
    const [{ n: createdToday }] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE "sellerId" = $1 AND NOT "isTest"
          AND ("createdAt" AT TIME ZONE 'America/Bogota')::date = $2::date`,
      [ana.id, today],
    );
    expect(createdToday).toBe(4);
    expect(days.find((d) => d.date === today)?.orderIntents).toBe(createdToday);
    expect(days.reduce((n, d) => n + d.orderIntents, 0)).toBe(createdToday);

    const week = await summary(ana, 7);
    expect(week.orderIntents).toBe(4);
    const byProduct = new Map(
      (week.products as { productId: number; orderIntents: number }[]).map((p) => [p.productId, p.orderIntents]),
    );
    expect([byProduct.get(drink), byProduct.get(kit)]).toEqual([3, 2]);
    expect(week.products[0].productId).toBe(drink);
  });

  it('lists every seller’s orders for the admin with filters, leaving test orders out', async () => {
    const admin = bearer(await t.adminToken());
    const list = async (filter: Record<string, unknown>) => {
      const res = await t
        .http()
        .get('/api/admin/orders')
        .set(admin)
        .query({ filter: JSON.stringify(filter), range: '[0,49]' })
        .expect(200);
      expect(res.headers['content-range']).toMatch(/^orders \d+-\d+\/\d+$/);
      return res.body as { sellerId: number; status: string; items: { productId: number }[] }[];
    };
    expect(await list({})).toHaveLength(6);
    expect((await list({ sellerId: beto.id })).every((o) => o.sellerId === beto.id)).toBe(true);
    expect((await list({ status: 'entregado' })).map((o) => o.status)).toEqual(['entregado', 'entregado', 'entregado']);
    expect(await list({ productId: kit })).toHaveLength(3);
    expect(await list({ includeTests: true })).toHaveLength(7);
    const today = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
    expect(await list({ from: today, to: today })).toHaveLength(5);
    await t.http().get('/api/admin/orders').set(admin).query({ filter: '{"from":"ayer"}' }).expect(400);
    await t.http().get('/api/admin/orders').set(bearer(ana.token)).expect(403);
  });

  it('exports the orders as a CSV, one row per line', async () => {
    const res = await t
      .http()
      .get('/api/admin/orders/export')
      .set(bearer(await t.adminToken()))
      .query({ filter: JSON.stringify({ sellerId: ana.id }) })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const rows = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Referencia;Fecha;Estado;Distribuidor;Distribuidor (id);Producto;Cantidad;Precio unitario;Subtotal;Total del pedido;Cliente;Teléfono;Ciudad',
    );
    expect(rows).toHaveLength(1 + 6);
    const [{ name }] = await t.sql<{ name: string }>(`SELECT name FROM users WHERE id = $1`, [ana.id]);
    expect(rows.some((r) => r.includes(`;Confirmado;${name};${ana.id};`) && r.includes(';Laura;'))).toBe(true);
  });

  it('gives the admin dashboard orders and delivered sales per month, top sellers and products', async () => {
    const res = await t
      .http()
      .get('/api/admin/orders/figures')
      .set(bearer(await t.adminToken()))
      .expect(200);
    expect(res.body.months).toHaveLength(12);
    const total = res.body.months.reduce((n: number, m: { deliveredSales: number }) => n + m.deliveredSales, 0);
    expect(total).toBe(1200000);
    expect(res.body.topSellers[0]).toMatchObject({ sellerId: ana.id, deliveredOrders: 2, deliveredSales: 1100000 });
    expect(res.body.topProducts[0]).toMatchObject({ productId: kit, quantity: 3, sales: 900000 });
  });

  it('e-mails the seller once for the orders of ten minutes, unless turned off', async () => {
    const mails = t.app.get(OrderMailService);
    const carla = await createSeller(t);
    const dani = await createSeller(t);
    await t
      .http()
      .put('/api/protected/orders/settings')
      .set(bearer(dani.token))
      .send({ emailOnNewOrder: false })
      .expect(200);
    expect((await t.http().get('/api/protected/orders/settings').set(bearer(dani.token)).expect(200)).body).toEqual({
      emailOnNewOrder: false,
    });
    const first = await order(carla, [[drink, 1]], { customerName: 'Laura' });
    await order(carla, [[kit, 2]]);
    await order(dani, [[kit, 2]]);
    await t.sql(`UPDATE orders SET "notifiedAt" = now() WHERE "sellerId" <> ALL($1::int[])`, [[carla.id, dani.id]]);
    expect(await mails.sendDue()).toBe(0);
    await t.sql(`UPDATE orders SET "createdAt" = now() - interval '10 minutes' WHERE id = $1`, [first.id]);
    expect(await mails.sendDue()).toBe(1);
    expect(await mails.sendDue()).toBe(0);
    const sent = await t.sql<{ to: string; subject: string; text: string }>(
      `SELECT "to", subject, text FROM mail_outbox WHERE "to" = $1 AND subject LIKE '%pedido%'`,
      [`${carla.email}`],
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('2 pedidos nuevos');
    expect(sent[0].text).toContain(first.reference);
    expect(sent[0].text).toContain('1 × Multydrink');
    expect(sent[0].text).toContain('/dashboard?tab=orders');
    // One order: the link opens it.
    const eva = await createSeller(t);
    const single = await order(eva, [[drink, 1]]);
    await t.sql(`UPDATE orders SET "createdAt" = now() - interval '10 minutes' WHERE id = $1`, [single.id]);
    expect(await mails.sendDue()).toBe(1);
    const [one] = await t.sql<{ subject: string; text: string; html: string }>(
      `SELECT subject, text, html FROM mail_outbox WHERE "to" = $1 AND subject LIKE 'Nuevo pedido%'`,
      [eva.email],
    );
    expect(one.subject).toBe(`Nuevo pedido ${single.reference}`);
    expect(one.text).toContain(`/dashboard?tab=orders&order=${single.id}`);
    expect(await t.sql(`SELECT 1 FROM mail_outbox WHERE "to" = $1 AND subject LIKE '%edido%'`, [dani.email])).toEqual(
      [],
    );
  });

  it('exports a seller’s orders with the customers and erases their personal fields, keeping the orders', async () => {
    const section = t.app.get(OrdersMemberData);
    expect(section.section).toBe('orders');
    const exported = (await section.exportFor(ana.id)) as { customerName: string | null; isTest: boolean }[];
    expect(exported).toHaveLength(6);
    expect(exported.some((o) => o.customerName === 'Laura')).toBe(true);
    await section.eraseFor(ana.id);
    const rows = await t.sql(`SELECT "customerName", total FROM orders WHERE "sellerId" = $1`, [ana.id]);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.customerName === null)).toBe(true);
    await t
      .http()
      .delete(`/api/admin/users/${ana.id}`)
      .set(bearer(await t.adminToken()))
      .expect(200);
    expect(await t.sql(`SELECT count(*)::int AS n FROM orders WHERE "sellerId" IS NULL`)).toEqual([{ n: 6 }]);
  });
});
