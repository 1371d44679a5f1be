import { bearer, type TestApp } from '../support/test-app.js';
import type { TestSeller } from '../support/members.js';

let visitors = 0;
/** A new visitor address for each order, so the per-visitor limit never mixes tests. */
export const newVisitor = () => ({ 'X-Forwarded-For': `10.24.${Math.floor(++visitors / 250)}.${visitors % 250}` });

export async function insertProduct(t: TestApp, name: string, price: number | null, minPrice = 1000): Promise<number> {
  const [{ id }] = await t.sql<{ id: number }>(
    `INSERT INTO products (name, description, price, "minPrice") VALUES ($1, 'Producto', $2, $3) RETURNING id`,
    [name, price, minPrice],
  );
  return id;
}

export async function showPrices(t: TestApp, seller: TestSeller, show: boolean): Promise<void> {
  await t.http().put('/api/protected/profile').set(bearer(seller.token)).send({ showPrices: show }).expect(200);
}

export async function setPrice(t: TestApp, seller: TestSeller, productId: number, price: number): Promise<void> {
  await t
    .http()
    .post('/api/protected/product-prices')
    .set(bearer(seller.token))
    .send({ productId, price })
    .expect((res) => expect(res.status).toBeLessThan(300));
}

export interface Placed {
  reference: string;
  total: number;
  whatsappUrl: string;
  trackingUrl: string;
}

/** Places an order as a new anonymous visitor and returns its id too. */
export async function placeOrder(
  t: TestApp,
  seller: TestSeller,
  body: Record<string, unknown>,
): Promise<Placed & { id: number }> {
  const res = await t.http().post(`/api/user/${seller.slug}/orders`).set(newVisitor()).send(body).expect(201);
  const [{ id }] = await t.sql<{ id: number }>(`SELECT id FROM orders WHERE reference = $1`, [res.body.reference]);
  return { ...res.body, id };
}

export const orderCount = async (t: TestApp) =>
  (
    await t.sql<{ n: number }>(
      `SELECT (SELECT count(*) FROM orders)::int + (SELECT count(*) FROM order_items)::int AS n`,
    )
  )[0].n;

/** The text of a wa.me link. */
export const messageOf = (url: string) => new URL(url).searchParams.get('text') ?? '';
