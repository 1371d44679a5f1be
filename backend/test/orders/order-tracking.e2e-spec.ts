import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { insertProduct, placeOrder, showPrices } from './order-fixtures.js';

describe("the customer's order page: trackingUrl and GET /api/orders/{reference}?t=", () => {
  let t: TestApp;
  let seller: TestSeller;
  let drink: number;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t, { whatsapp: '+573001112233' });
    drink = await insertProduct(t, 'Multydrink', 250000);
  });
  afterAll(() => t.close());

  const place = () =>
    placeOrder(t, seller, { items: [{ productId: drink, quantity: 2 }], customerName: 'Laura', city: 'Cali' });
  const linkOf = (trackingUrl: string) => {
    const url = new URL(trackingUrl);
    return { path: `/api/orders/${url.pathname.split('/').pop()}`, token: url.searchParams.get('t') ?? '' };
  };
  const setStatus = (id: number, body: Record<string, unknown>) =>
    t.http().put(`/api/protected/orders/${id}`).set(bearer(seller.token)).send(body).expect(200);

  it('answers a trackingUrl with a random token of at least 128 bits, stored only as its SHA-256', async () => {
    const order = await place();
    const other = await place();
    expect(order.trackingUrl).toMatch(/^http:\/\/localhost:3000\/pedido\/MH-[A-HJ-NP-Z2-9]{5}\?t=[A-Za-z0-9_-]{22,}$/);
    const { token } = linkOf(order.trackingUrl);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(token).not.toBe(linkOf(other.trackingUrl).token);
    const [row] = await t.sql<{ hash: string }>(
      `SELECT encode("trackingTokenHash", 'hex') AS hash FROM orders WHERE id = $1`,
      [order.id],
    );
    const { createHash } = await import('node:crypto');
    expect(row.hash).toBe(createHash('sha256').update(token).digest('hex'));
    const stored = JSON.stringify(await t.sql(`SELECT * FROM orders WHERE id = $1`, [order.id]));
    expect(stored).not.toContain(token);
  });

  it('shows the order with its lines, prices and seller, and its status after each change by the seller', async () => {
    await showPrices(t, seller, true);
    const order = await place();
    const { path, token } = linkOf(order.trackingUrl);
    const first = await t.http().get(path).query({ t: token }).expect(200);
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    expect(first.headers['x-robots-tag']).toBe('noindex');
    expect(first.headers['cache-control']).toMatch(/no-store/);
    expect(first.body).toMatchObject({
      reference: order.reference,
      status: 'nuevo',
      items: [{ name: 'Multydrink', quantity: 2, unitPrice: 250000 }],
      total: 500000,
      seller: { name: expect.any(String), slug: seller.slug },
      history: [{ status: 'nuevo' }],
    });
    expect(first.body.seller.whatsappUrl).toMatch(/^https:\/\/wa\.me\/573001112233\?text=.*MH-/);
    expect(Object.keys(first.body).sort()).toEqual(
      ['createdAt', 'history', 'items', 'reference', 'seller', 'status', 'total', 'updatedAt'].sort(),
    );
    const text = JSON.stringify(first.body);
    expect(text).not.toContain('Laura');
    expect(text).not.toContain('Cali');
    expect(text).not.toContain('@');

    await setStatus(order.id, { status: 'confirmado' });
    const confirmed = await t.http().get(path).query({ t: token }).expect(200);
    expect(confirmed.body.status).toBe('confirmado');
    expect(confirmed.body.history.map((h: { status: string }) => h.status)).toEqual(['nuevo', 'confirmado']);

    await setStatus(order.id, { status: 'entregado' });
    const delivered = await t.http().get(path).query({ t: token }).expect(200);
    expect(delivered.body.history.map((h: { status: string }) => h.status)).toEqual([
      'nuevo',
      'confirmado',
      'entregado',
    ]);
  });

  it('carries the cancel reason in the history', async () => {
    const order = await place();
    const { path, token } = linkOf(order.trackingUrl);
    await setStatus(order.id, { status: 'cancelado', reason: 'Sin existencias' });
    const res = await t.http().get(path).query({ t: token }).expect(200);
    expect(res.body.status).toBe('cancelado');
    expect(res.body.history[1]).toMatchObject({ status: 'cancelado', reason: 'Sin existencias' });
  });

  it('hides unit prices and the total when the seller hides prices', async () => {
    await showPrices(t, seller, false);
    const order = await place();
    const { path, token } = linkOf(order.trackingUrl);
    const res = await t.http().get(path).query({ t: token }).expect(200);
    expect(res.body.total).toBeNull();
    expect(res.body.items).toEqual([{ name: 'Multydrink', quantity: 2, unitPrice: null }]);
    await showPrices(t, seller, true);
  });

  it('answers the same 404 to a wrong or missing token, an unknown reference and a malformed one', async () => {
    const order = await place();
    const other = await place();
    const { path, token } = linkOf(order.trackingUrl);
    const answers = await Promise.all([
      t
        .http()
        .get(path)
        .query({ t: linkOf(other.trackingUrl).token }),
      t
        .http()
        .get(path)
        .query({ t: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') }),
      t.http().get(path),
      t.http().get(path).query({ t: '' }),
      t.http().get('/api/orders/MH-ZZZZZ').query({ t: token }),
      t.http().get('/api/orders/nada').query({ t: token }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(answers[0].body);
    }
    expect(answers[0].body.message).toBe('Pedido no encontrado');
  });
});
