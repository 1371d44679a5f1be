import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { insertProduct, newVisitor, placeOrder } from './order-fixtures.js';

describe('a seller runs their orders (/api/protected/orders)', () => {
  let t: TestApp;
  let ana: TestSeller;
  let beto: TestSeller;
  let drink: number;
  const as = (s: TestSeller) => bearer(s.token);
  const order = (s: TestSeller, quantity = 1, extra: Record<string, unknown> = {}) =>
    placeOrder(t, s, { items: [{ productId: drink, quantity }], ...extra });
  const put = (s: TestSeller, id: number, body: Record<string, unknown>) =>
    t.http().put(`/api/protected/orders/${id}`).set(as(s)).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    [ana, beto] = [await createSeller(t), await createSeller(t)];
    drink = await insertProduct(t, 'Multydrink', 100000);
  });
  afterAll(() => t.close());

  it('lists only my orders, newest first, with Content-Range, lines and customer fields', async () => {
    const first = await order(ana, 1, { customerName: 'Laura' });
    const second = await order(ana, 2, { customerName: 'Pedro', customerPhone: '3005551234' });
    await order(beto, 3);
    const res = await t.http().get('/api/protected/orders').set(as(ana)).query({ range: '[0,9]' }).expect(200);
    expect(res.headers['content-range']).toBe('orders 0-1/2');
    expect(res.body.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    expect(res.body[0]).toMatchObject({
      reference: second.reference,
      status: 'nuevo',
      total: 200000,
      customerName: 'Pedro',
      customerPhone: '+573005551234',
      items: [{ productId: drink, name: 'Multydrink', quantity: 2, unitPrice: 100000 }],
    });
    expect(res.body[0]).toHaveProperty('createdAt');
    expect(res.body[0]).toHaveProperty('updatedAt');
    expect(res.body[0]).not.toHaveProperty('sellerId');
  });

  it('filters by status, by reference or customer, and by period', async () => {
    const mine = await order(ana, 1, { customerName: 'Zoila Buscada' });
    await put(ana, mine.id, { status: 'confirmado' }).expect(200);
    const list = async (filter: Record<string, unknown>) =>
      (
        await t
          .http()
          .get('/api/protected/orders')
          .set(as(ana))
          .query({ filter: JSON.stringify(filter) })
          .expect(200)
      ).body.map((o: { id: number }) => o.id);
    expect(await list({ status: 'confirmado' })).toEqual([mine.id]);
    expect(await list({ q: 'zoila' })).toEqual([mine.id]);
    expect(await list({ q: mine.reference.slice(0, 6).toLowerCase() })).toContain(mine.id);
    expect(await list({ period: 7 })).toContain(mine.id);
    await t.sql(`UPDATE orders SET "createdAt" = now() - interval '40 days' WHERE id = $1`, [mine.id]);
    expect(await list({ period: 30 })).not.toContain(mine.id);
    expect(await list({ period: 'month', status: 'nuevo' })).not.toContain(mine.id);
    await t.http().get('/api/protected/orders').set(as(ana)).query({ filter: '{"sellerId":1}' }).expect(400);
    await t.http().get('/api/protected/orders').set(as(ana)).query({ filter: '{"status":"raro"}' }).expect(400);
    await t.http().get('/api/protected/orders').set(as(ana)).query({ sort: '["customerPhone","ASC"]' }).expect(400);
  });

  it("answers 404 for another seller's order, on read and on change, and changes nothing", async () => {
    const theirs = await order(beto);
    await t.http().get(`/api/protected/orders/${theirs.id}`).set(as(ana)).expect(404);
    await put(ana, theirs.id, { status: 'confirmado', note: 'robado' }).expect(404);
    await t.http().get('/api/protected/orders/99999999').set(as(ana)).expect(404);
    const [row] = await t.sql(`SELECT status, note FROM orders WHERE id = $1`, [theirs.id]);
    expect(row).toEqual({ status: 'nuevo', note: null });
    await t.http().get('/api/protected/orders').expect(401);
    await t
      .http()
      .get('/api/protected/orders')
      .set(bearer(await t.adminToken()))
      .expect(403);
  });

  it('moves nuevo → confirmado → entregado, with timestamps', async () => {
    const o = await order(ana);
    const confirmed = await put(ana, o.id, { status: 'confirmado' }).expect(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmado' });
    expect(confirmed.body.confirmedAt).toBeTruthy();
    const delivered = await put(ana, o.id, { status: 'entregado' }).expect(200);
    expect(delivered.body).toMatchObject({ status: 'entregado' });
    expect(delivered.body.deliveredAt).toBeTruthy();
  });

  it('cancels a new or a confirmed order, with an optional reason', async () => {
    const fresh = await order(ana);
    const res = await put(ana, fresh.id, { status: 'cancelado', reason: 'Sin stock' }).expect(200);
    expect(res.body).toMatchObject({ status: 'cancelado', cancelReason: 'Sin stock' });
    const confirmed = await order(ana);
    await put(ana, confirmed.id, { status: 'confirmado' }).expect(200);
    expect((await put(ana, confirmed.id, { status: 'cancelado' }).expect(200)).body.cancelReason).toBeNull();
  });

  it.each([
    ['nuevo', 'entregado', 'Un pedido nuevo no puede pasar a entregado'],
    ['nuevo', 'nuevo', 'El pedido ya está nuevo'],
    ['confirmado', 'nuevo', 'Un pedido confirmado no puede pasar a nuevo'],
    ['confirmado', 'confirmado', 'El pedido ya está confirmado'],
    ['entregado', 'nuevo', 'El pedido ya está entregado y no puede cambiar de estado'],
    ['entregado', 'confirmado', 'El pedido ya está entregado y no puede cambiar de estado'],
    ['entregado', 'cancelado', 'El pedido ya está entregado y no puede cambiar de estado'],
    ['entregado', 'entregado', 'El pedido ya está entregado'],
    ['cancelado', 'nuevo', 'El pedido ya está cancelado y no puede cambiar de estado'],
    ['cancelado', 'confirmado', 'El pedido ya está cancelado y no puede cambiar de estado'],
    ['cancelado', 'entregado', 'El pedido ya está cancelado y no puede cambiar de estado'],
    ['cancelado', 'cancelado', 'El pedido ya está cancelado'],
  ])('refuses %s → %s with 409 once the undo window is over', async (from, to, message) => {
    const o = await order(ana);
    const path = {
      nuevo: [],
      confirmado: ['confirmado'],
      entregado: ['confirmado', 'entregado'],
      cancelado: ['cancelado'],
    };
    for (const step of path[from as keyof typeof path]) await put(ana, o.id, { status: step }).expect(200);
    // Past the 10 minutes in which going back is an undo (order-undo.e2e-spec.ts).
    await t.sql(`UPDATE order_status_history SET at = at - interval '11 minutes' WHERE "orderId" = $1`, [o.id]);
    const res = await put(ana, o.id, { status: to }).expect(409);
    expect(res.body.message).toBe(message);
    expect((await t.sql(`SELECT status FROM orders WHERE id = $1`, [o.id]))[0].status).toBe(from);
  });

  it('refuses an unknown status with 400 and bad customer fields with 400', async () => {
    const o = await order(ana);
    expect((await put(ana, o.id, { status: 'enviado' }).expect(400)).body.message).toBe(
      'Estado desconocido: el estado debe ser nuevo, confirmado, entregado o cancelado',
    );
    await put(ana, o.id, { customerPhone: 'no' }).expect(400);
    await put(ana, o.id, { note: 'x'.repeat(501) }).expect(400);
    const edited = await put(ana, o.id, { customerName: ' Marta ', customerPhone: '+57 310 555 0000', note: 'Piso 2' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      status: 'nuevo',
      customerName: 'Marta',
      customerPhone: '+573105550000',
      note: 'Piso 2',
    });
  });

  it('lets exactly one of concurrent identical changes win; the others get 409', async () => {
    const o = await order(ana);
    const results = await Promise.all(Array.from({ length: 6 }, () => put(ana, o.id, { status: 'confirmado' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await t.sql(`SELECT status FROM orders WHERE id = $1`, [o.id]))[0].status).toBe('confirmado');
  });

  it('lets one of concurrent delivery and cancellation win, never both', async () => {
    const o = await order(ana);
    await put(ana, o.id, { status: 'confirmado' }).expect(200);
    const results = await Promise.all(
      ['entregado', 'cancelado', 'entregado', 'cancelado'].map((status) => put(ana, o.id, { status })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.body.status;
    const [row] = await t.sql(`SELECT status, "deliveredAt", "cancelledAt" FROM orders WHERE id = $1`, [o.id]);
    expect(row.status).toBe(winner);
    expect(row.deliveredAt === null || row.cancelledAt === null).toBe(true);
  });

  it('counts new orders and the month for the badge and the overview', async () => {
    const carla = await createSeller(t);
    const a = await order(carla, 2);
    await order(carla, 1);
    await put(carla, a.id, { status: 'confirmado' }).expect(200);
    await put(carla, a.id, { status: 'entregado' }).expect(200);
    const res = await t.http().get('/api/protected/orders/overview').set(as(carla)).expect(200);
    expect(res.body).toEqual({
      newOrders: 1,
      month: { created: 2, confirmed: 1, delivered: 1, cancelled: 0 },
      monthSales: 200000,
    });
  });

  it("keeps the list's total equal to its orders counted in SQL, through concurrent orders, changes and test orders", async () => {
    const dora = await createSeller(t);
    const placed = await Promise.all(Array.from({ length: 8 }, () => order(dora)));
    await Promise.all([
      put(dora, placed[0].id, { status: 'confirmado' }),
      put(dora, placed[0].id, { status: 'confirmado' }),
      put(dora, placed[1].id, { status: 'cancelado' }),
    ]);
    await put(dora, placed[2].id, { status: 'confirmado' }).expect(200);
    await put(dora, placed[2].id, { status: 'entregado' }).expect(200);
    // Her own order is a test, in her list like the others.
    await t
      .http()
      .post(`/api/user/${dora.slug}/orders`)
      .set({ ...newVisitor(), ...as(dora) })
      .send({ items: [{ productId: drink, quantity: 1 }] })
      .expect(201);
    const total = async (filter: Record<string, unknown>) => {
      const res = await t
        .http()
        .get('/api/protected/orders')
        .set(as(dora))
        .query({ filter: JSON.stringify(filter), range: '[0,0]' })
        .expect(200);
      return Number(res.headers['content-range'].split('/')[1]);
    };
    const counted = async (status: string | null) =>
      (
        await t.sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM orders WHERE "sellerId" = $1 AND ($2::text IS NULL OR status = $2)`,
          [dora.id, status],
        )
      )[0].n;
    expect(await total({})).toBe(9);
    expect(await counted(null)).toBe(9);
    for (const [status, n] of [
      ['nuevo', 6],
      ['confirmado', 1],
      ['entregado', 1],
      ['cancelado', 1],
    ] as const) {
      expect(await total({ status })).toBe(n);
      expect(await counted(status)).toBe(n);
    }
    // Filters the kept totals do not cover are counted: the same answers.
    expect(await total({ q: placed[3].reference })).toBe(1);
    expect(await total({ status: 'nuevo', period: 30 })).toBe(6);
  });
});
