import { existsSync } from 'node:fs';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { insertProduct, placeOrder } from '../orders/order-fixtures.js';
import { renderedRoot as root, RENDERER } from './rendered-html.js';

// The customer's order page (/pedido/{reference}?t=…), rendered with the order by the server (private-site-pages.ts).
describe("the customer's order page, server-rendered", () => {
  let t: TestApp;
  let seller: TestSeller;
  let drink: number;

  beforeAll(async () => {
    if (!existsSync(RENDERER))
      throw new Error(`Build the public site first (npm run build -w public-web): ${RENDERER}`);
    t = await createTestApp();
    seller = await createSeller(t, { whatsapp: '+573001112233' });
    drink = await insertProduct(t, 'Multydrink', 250000);
  });
  afterAll(() => t.close());

  const open = (path: string) => t.http().get(path).set('Accept', 'text/html');
  const pathOf = (trackingUrl: string) => {
    const url = new URL(trackingUrl);
    return `${url.pathname}${url.search}`;
  };

  it('shows the status, the lines and the chat; kept nowhere, sent with no referrer, not indexed', async () => {
    const order = await placeOrder(t, seller, { items: [{ productId: drink, quantity: 2 }], customerName: 'Rosa' });
    const res = await open(pathOf(order.trackingUrl)).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    const html = root(res.text);
    expect(html).toContain(`Pedido ${order.reference}</h1>`);
    expect(html).toContain('Recibido');
    expect(html).toContain('Multydrink');
    expect(html).toContain('https://wa.me/573001112233');
    expect(html).not.toContain('Rosa');

    await t
      .http()
      .put(`/api/protected/orders/${order.id}`)
      .set(bearer(seller.token))
      .send({ status: 'cancelado', reason: 'Sin existencias' })
      .expect(200);
    const cancelled = root((await open(pathOf(order.trackingUrl)).expect(200)).text);
    expect(cancelled).toContain('Cancelado');
    expect(cancelled).toContain('Motivo: Sin existencias');
  });

  it('answers 404, not indexed, to a wrong token and an unknown reference', async () => {
    const order = await placeOrder(t, seller, { items: [{ productId: drink, quantity: 1 }] });
    const other = await placeOrder(t, seller, { items: [{ productId: drink, quantity: 1 }] });
    const wrong = `/pedido/${order.reference}?t=${new URL(other.trackingUrl).searchParams.get('t')}`;
    for (const path of [wrong, `/pedido/${order.reference}`, `/pedido/MH-ZZZZZ?t=${'a'.repeat(32)}`]) {
      const res = await open(path).expect(404);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('mh-state');
    }
  });
});
