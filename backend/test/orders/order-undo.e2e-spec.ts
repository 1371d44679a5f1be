import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { insertProduct, placeOrder } from './order-fixtures.js';

describe("a seller undoes an order's last status change (PUT /api/protected/orders/{id})", () => {
  let t: TestApp;
  let ana: TestSeller;
  let beto: TestSeller;
  let drink: number;
  const order = (s: TestSeller) => placeOrder(t, s, { items: [{ productId: drink, quantity: 1 }] });
  const put = (s: TestSeller, id: number, body: Record<string, unknown>) =>
    t.http().put(`/api/protected/orders/${id}`).set(bearer(s.token)).send(body);
  const row = async (id: number) =>
    (
      await t.sql(
        `SELECT status, "confirmedAt", "deliveredAt", "cancelledAt", "cancelReason" FROM orders WHERE id = $1`,
        [id],
      )
    )[0];
  const history = async (id: number) =>
    t.sql(
      `SELECT "fromStatus" AS from, "toStatus" AS to, reason, "changedBy", "isUndo" FROM order_status_history
        WHERE "orderId" = $1 ORDER BY id`,
      [id],
    );

  beforeAll(async () => {
    t = await createTestApp();
    [ana, beto] = [await createSeller(t), await createSeller(t)];
    drink = await insertProduct(t, 'Multydrink', 100000);
  });
  afterAll(() => t.close());

  it('undoes a confirmation once, clears its time stamp, and keeps both changes in the history', async () => {
    const o = await order(ana);
    await put(ana, o.id, { status: 'confirmado' }).expect(200);
    const undone = await put(ana, o.id, { status: 'nuevo' }).expect(200);
    expect(undone.body).toMatchObject({ status: 'nuevo', confirmedAt: null });
    expect(await row(o.id)).toMatchObject({ status: 'nuevo', confirmedAt: null });
    expect(await history(o.id)).toEqual([
      { from: 'nuevo', to: 'confirmado', reason: null, changedBy: ana.id, isUndo: false },
      { from: 'confirmado', to: 'nuevo', reason: null, changedBy: ana.id, isUndo: true },
    ]);
    const listed = await t.http().get(`/api/protected/orders/${o.id}/history`).set(bearer(ana.token)).expect(200);
    expect(listed.body.map((c: { to: string; isUndo: boolean }) => [c.to, c.isUndo])).toEqual([
      ['confirmado', false],
      ['nuevo', true],
    ]);
    expect((await put(ana, o.id, { status: 'nuevo' }).expect(409)).body.message).toBe('El pedido ya está nuevo');
  });

  it('undoes a delivery back to confirmed, keeping the confirmation time', async () => {
    const o = await order(ana);
    await put(ana, o.id, { status: 'confirmado' }).expect(200);
    const { confirmedAt } = await row(o.id);
    await put(ana, o.id, { status: 'entregado' }).expect(200);
    await put(ana, o.id, { status: 'confirmado' }).expect(200);
    expect(await row(o.id)).toMatchObject({ status: 'confirmado', confirmedAt, deliveredAt: null });
    // The undo is not undone: going forward again is a new change.
    await put(ana, o.id, { status: 'entregado' }).expect(200);
    expect((await row(o.id)).deliveredAt).not.toBeNull();
  });

  it('undoes a cancellation: the reason stays in the history, not on the order', async () => {
    const o = await order(ana);
    const cancelled = await put(ana, o.id, { status: 'cancelado', reason: 'Sin existencias' }).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelado', cancelReason: 'Sin existencias' });
    await put(ana, o.id, { status: 'nuevo' }).expect(200);
    expect(await row(o.id)).toMatchObject({ status: 'nuevo', cancelledAt: null, cancelReason: null });
    expect((await history(o.id))[0]).toMatchObject({ to: 'cancelado', reason: 'Sin existencias' });
  });

  it('refuses an undo after 10 minutes', async () => {
    const o = await order(ana);
    await put(ana, o.id, { status: 'confirmado' }).expect(200);
    await t.sql(`UPDATE order_status_history SET at = at - interval '10 minutes 1 second' WHERE "orderId" = $1`, [
      o.id,
    ]);
    const res = await put(ana, o.id, { status: 'nuevo' }).expect(409);
    expect(res.body.message).toBe('Un pedido confirmado no puede pasar a nuevo');
    expect((await row(o.id)).status).toBe('confirmado');
  });

  it('refuses to undo anything but the last change', async () => {
    const o = await order(ana);
    await put(ana, o.id, { status: 'confirmado' }).expect(200);
    await put(ana, o.id, { status: 'entregado' }).expect(200);
    await put(ana, o.id, { status: 'nuevo' }).expect(409);
    await put(ana, o.id, { status: 'confirmado' }).expect(200);
    // The last change is now an undo, which is not undone, and the confirmation before it is not the last.
    await put(ana, o.id, { status: 'nuevo' }).expect(409);
    expect((await row(o.id)).status).toBe('confirmado');
  });

  it("refuses another seller's undo and an undo of a change its seller did not make", async () => {
    const o = await order(ana);
    await put(ana, o.id, { status: 'confirmado' }).expect(200);
    await put(beto, o.id, { status: 'nuevo' }).expect(404);
    await t.sql(`UPDATE order_status_history SET "changedBy" = $2 WHERE "orderId" = $1`, [o.id, beto.id]);
    await put(ana, o.id, { status: 'nuevo' }).expect(409);
    expect((await row(o.id)).status).toBe('confirmado');
  });

  it('lets exactly one of two concurrent undos win, with one history row', async () => {
    const o = await order(ana);
    await put(ana, o.id, { status: 'confirmado' }).expect(200);
    const results = await Promise.all([put(ana, o.id, { status: 'nuevo' }), put(ana, o.id, { status: 'nuevo' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await history(o.id)).filter((c) => c.isUndo)).toHaveLength(1);
    expect(await row(o.id)).toMatchObject({ status: 'nuevo', confirmedAt: null });
  });

  it('lets exactly one of an undo and a change made at the same time win', async () => {
    for (let i = 0; i < 3; i++) {
      const o = await order(ana);
      await put(ana, o.id, { status: 'confirmado' }).expect(200);
      const results = await Promise.all([
        put(ana, o.id, { status: 'nuevo' }),
        put(ana, o.id, { status: 'entregado' }),
        put(ana, o.id, { status: 'entregado' }),
      ]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(2);
      const winner = results.find((r) => r.status === 200)!.body.status;
      const changes = await history(o.id);
      expect(changes).toHaveLength(2);
      expect(changes[1].to).toBe(winner);
      const now = await row(o.id);
      expect(now.status).toBe(winner);
      expect(now.confirmedAt === null).toBe(winner === 'nuevo');
    }
  });

  it('ignores the second of two quick identical taps: one change, one history row', async () => {
    const o = await order(ana);
    const taps = await Promise.all([
      put(ana, o.id, { status: 'confirmado' }),
      put(ana, o.id, { status: 'confirmado' }),
    ]);
    expect(taps.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await history(o.id)).toHaveLength(1);
  });
});
