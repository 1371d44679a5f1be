import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { insertProduct, placeOrder } from './order-fixtures.js';

describe('finding orders: search, paging, the customer edited, and the CSV with every order once', () => {
  let t: TestApp;
  let ana: TestSeller;
  let beto: TestSeller;
  let drink: number;
  const order = (s: TestSeller, extra: Record<string, unknown> = {}) =>
    placeOrder(t, s, { items: [{ productId: drink, quantity: 1 }], ...extra });
  const list = async (token: string, path: string, filter: Record<string, unknown>, range = '[0,49]') => {
    const res = await t
      .http()
      .get(path)
      .set(bearer(token))
      .query({ filter: JSON.stringify(filter), range })
      .expect(200);
    return { ids: res.body.map((o: { id: number }) => o.id) as number[], range: res.headers['content-range'] };
  };

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    [ana, beto] = [await createSeller(t), await createSeller(t)];
    drink = await insertProduct(t, 'Multydrink', 100000);
  });
  afterAll(() => t.close());

  it("finds a seller's order by reference or customer, without regard to accents or case", async () => {
    const laura = await order(ana, { customerName: 'Laura Gómez', customerPhone: '3005551234' });
    const other = await order(ana, { customerName: 'Pedro Ruiz' });
    await order(beto, { customerName: 'Laura Gómez' });
    const mine = (q: string) => list(ana.token, '/api/protected/orders', { q });
    expect((await mine(laura.reference)).ids).toEqual([laura.id]);
    expect((await mine(laura.reference.toLowerCase())).ids).toEqual([laura.id]);
    expect((await mine('laura gomez')).ids).toEqual([laura.id]);
    expect((await mine('GÓMEZ')).ids).toEqual([laura.id]);
    expect((await mine('5551234')).ids).toEqual([laura.id]);
    expect((await mine('%')).ids).toEqual([]);
    expect((await mine('ruiz')).ids).toEqual([other.id]);
    const res = await t
      .http()
      .get('/api/protected/orders')
      .set(bearer(ana.token))
      .query({ filter: JSON.stringify({ q: 'x'.repeat(101) }) })
      .expect(400);
    expect(res.body.message).toBe('La búsqueda debe ser un texto de hasta 100 caracteres');
  });

  it('pages past the first 50 orders, each once, with the total in Content-Range', async () => {
    const carla = await createSeller(t);
    const placed = [];
    for (let i = 0; i < 57; i++) placed.push(await order(carla));
    const first = await list(carla.token, '/api/protected/orders', {}, '[0,49]');
    const second = await list(carla.token, '/api/protected/orders', {}, '[50,99]');
    expect(first.range).toBe('orders 0-49/57');
    expect(second.range).toBe('orders 50-56/57');
    expect(first.ids).toHaveLength(50);
    expect(new Set([...first.ids, ...second.ids])).toEqual(new Set(placed.map((o) => o.id)));
    expect([...first.ids, ...second.ids]).toEqual(placed.map((o) => o.id).reverse());
  });

  it("edits the customer's name, phone and note, with Spanish messages for bad values", async () => {
    const o = await order(ana);
    const put = (body: Record<string, unknown>) =>
      t.http().put(`/api/protected/orders/${o.id}`).set(bearer(ana.token)).send(body);
    const edited = await put({ customerName: ' Marta Díaz ', customerPhone: '310 555 0000', note: 'Torre 2' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ customerName: 'Marta Díaz', customerPhone: '+573105550000', note: 'Torre 2' });
    expect((await put({ customerPhone: '12' }).expect(400)).body.message).toMatch(/^El teléfono no es válido/);
    expect((await put({ customerName: 'x'.repeat(101) }).expect(400)).body.message).toBe(
      'El nombre no puede tener más de 100 caracteres',
    );
    expect((await put({ customerName: 'Marta\nDíaz' }).expect(400)).body.message).toBe(
      'El nombre debe ser de una sola línea',
    );
    expect((await put({ note: 42 }).expect(400)).body.message).toBe('La nota debe ser texto');
    await put({ customerPhone: '', note: null }).expect(200);
    const [row] = await t.sql(`SELECT "customerName", "customerPhone", note, status FROM orders WHERE id = $1`, [o.id]);
    expect(row).toEqual({ customerName: 'Marta Díaz', customerPhone: null, note: null, status: 'nuevo' });
    await t.http().put(`/api/protected/orders/${o.id}`).set(bearer(beto.token)).send({ note: 'x' }).expect(404);
  });

  it("finds every seller's orders for the admins by reference, customer or seller name, accent-blind", async () => {
    const admin = await t.adminToken();
    const [seller] = await t.sql<{ name: string }>(`SELECT name FROM users WHERE id = $1`, [beto.id]);
    await t.sql(`UPDATE users SET name = 'Sofía Peña' WHERE id = $1`, [beto.id]);
    const theirs = await order(beto, { customerName: 'Óscar Núñez' });
    const find = async (q: string) => (await list(admin, '/api/admin/orders', { q })).ids;
    expect(await find('sofia pena')).toContain(theirs.id);
    expect((await find('SOFÍA')).every(Boolean)).toBe(true);
    const bySeller = await t.sql<{ id: number }>(`SELECT id FROM orders WHERE "sellerId" = $1 AND NOT "isTest"`, [
      beto.id,
    ]);
    expect((await find('sofia')).sort()).toEqual(bySeller.map((r) => r.id).sort());
    expect(await find('oscar nunez')).toEqual([theirs.id]);
    expect(await find(theirs.reference.toLowerCase())).toEqual([theirs.id]);
    await t.sql(`UPDATE users SET name = $2 WHERE id = $1`, [beto.id, seller.name]);
  });

  it('exports every order exactly once when many share the millisecond of a batch boundary', async () => {
    const dora = await createSeller(t);
    // 2,300 orders in the same millisecond, a microsecond apart: the export reads them in batches of 1,000.
    await t.sql(
      `WITH o AS (
         INSERT INTO orders (reference, "sellerId", total, "pricesShown", status, "createdAt")
         SELECT 'T-' || g, $1, 1000, true, 'entregado', timestamptz '2026-11-20 10:00:00.123' + g * interval '0.1 microsecond'
           FROM generate_series(1, 2300) AS g
         RETURNING id)
       INSERT INTO order_items ("orderId", position, "productId", name, quantity, "unitPrice")
       SELECT id, 1, $2, 'Multydrink', 1, 1000 FROM o`,
      [dora.id, drink],
    );
    // Spread within the one millisecond, in an order unlike the ids'.
    await t.sql(
      `UPDATE orders SET "createdAt" = timestamptz '2026-11-20 10:00:00.123' + ((id * 7919) % 1000) * interval '1 microsecond'
        WHERE "sellerId" = $1`,
      [dora.id],
    );
    const res = await t
      .http()
      .get('/api/admin/orders/export')
      .set(bearer(await t.adminToken()))
      .query({ filter: JSON.stringify({ sellerId: dora.id }) })
      .expect(200);
    const rows = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    const references = rows.map((r) => r.split(';')[0]);
    expect(references).toHaveLength(2300);
    expect(new Set(references).size).toBe(2300);
    const [{ n }] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE "sellerId" = $1`, [
      dora.id,
    ]);
    expect(n).toBe(2300);
    expect(rows.every((r) => r.split(';')[2] === 'Entregado')).toBe(true);
  });
});
