import { createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { insertProduct, newVisitor, orderCount } from './order-fixtures.js';

const TOO_MANY = 'Enviaste demasiados pedidos seguidos. Espera unos minutos e inténtalo de nuevo.';

describe('order limits and the order form without JavaScript', () => {
  let t: TestApp;
  let seller: TestSeller;
  let drink: number;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t, { whatsapp: '+573001112233' });
    drink = await insertProduct(t, 'Multydrink', 250000);
  });
  afterAll(() => t.close());

  const visitorCookie = (n: number) => `mh_v=visitor${String(n).padStart(12, '0')}`;
  const order = (headers: Record<string, string>) =>
    t
      .http()
      .post(`/api/user/${seller.slug}/orders`)
      .set(headers)
      .send({ items: [{ productId: drink, quantity: 1 }] });
  const form = (headers: Record<string, string>, fields: Record<string, string>) =>
    t.http().post(`/api/user/${seller.slug}/order-form`).set(headers).type('form').send(fields);

  it('keys the limit on the visitor cookie: behind one IP, twenty customers order in parallel', async () => {
    const ip = { 'X-Forwarded-For': '10.77.0.1' };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => order({ ...ip, Cookie: visitorCookie(i) })));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
  });

  it('refuses the eleventh order of one visitor, even from another IP, in parallel', async () => {
    const cookie = visitorCookie(999);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => order({ 'X-Forwarded-For': `10.78.0.${i + 1}`, Cookie: cookie })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(answers.find((res) => res.status === 429)!.body.message).toBe(TOO_MANY);
    // Another visitor behind any of those IPs still orders.
    await order({ 'X-Forwarded-For': '10.78.0.1', Cookie: visitorCookie(1000) }).expect(201);
  });

  it('never counts quantity steps: thirty taps without JavaScript, then ten orders still go through', async () => {
    const visitor = { ...newVisitor(), Cookie: visitorCookie(2000) };
    const before = await orderCount(t);
    for (let i = 0; i < 30; i++) {
      await form(visitor, { [`qty-${drink}`]: String(i % 19), step: `${drink}:+1` }).expect(303);
    }
    expect(await orderCount(t)).toBe(before);
    for (let i = 0; i < 10; i++) await form(visitor, { [`qty-${drink}`]: '1' }).expect(200);
  });

  it('answers every refusal without JavaScript as a Spanish page that keeps the cart', async () => {
    const visitor = { ...newVisitor(), Cookie: visitorCookie(3000) };
    const over = await form(visitor, { [`qty-${drink}`]: '25' }).expect(400);
    expect(over.headers['content-type']).toMatch(/^text\/html/);
    expect(over.text).toContain('Puedes pedir hasta 20 unidades de cada producto');
    expect(over.text).toContain(`href="/u/${seller.slug}?pedido=${drink}x20#productos"`);

    const phone = await form(visitor, { [`qty-${drink}`]: '2', customerPhone: '12' }).expect(400);
    expect(phone.headers['content-type']).toMatch(/^text\/html/);
    expect(phone.text).toMatch(/El teléfono no es válido/);
    expect(phone.text).toContain(`?pedido=${drink}x2#productos`);

    for (let i = 0; i < 10; i++) await form(visitor, { [`qty-${drink}`]: '1' }).expect(200);
    const limited = await form(visitor, { [`qty-${drink}`]: '3' }).expect(429);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    expect(limited.text).toContain(TOO_MANY);
    expect(limited.text).toContain(`?pedido=${drink}x3#productos`);
    // A step is still answered while the visitor is over the limit.
    await form(visitor, { [`qty-${drink}`]: '3', step: `${drink}:+1` }).expect(303);
  });

  it('orders one product from its card button without JavaScript, with the customer fields', async () => {
    const res = await form(newVisitor(), {
      [`qty-${drink}`]: '0',
      product: String(drink),
      customerName: 'Ana Ruiz',
      customerPhone: '300 555 1234',
      note: 'Tarde',
    }).expect(200);
    const reference = /MH-[A-HJ-NP-Z2-9]{5}/.exec(res.text)![0];
    const [row] = await t.sql(
      `SELECT o."customerName", o."customerPhone", o.note, i.quantity FROM orders o
         JOIN order_items i ON i."orderId" = o.id WHERE o.reference = $1`,
      [reference],
    );
    expect(row).toEqual({ customerName: 'Ana Ruiz', customerPhone: '+573005551234', note: 'Tarde', quantity: 1 });
  });

  it('refuses an invalid customer phone in Spanish through the API and a quantity over 20', async () => {
    const bad = await t
      .http()
      .post(`/api/user/${seller.slug}/orders`)
      .set(newVisitor())
      .send({ items: [{ productId: drink, quantity: 1 }], customerPhone: 'abc' })
      .expect(400);
    expect(bad.body.errors.customerPhone).toMatch(/^El teléfono no es válido/);
    const many = await t
      .http()
      .post(`/api/user/${seller.slug}/orders`)
      .set(newVisitor())
      .send({ items: [{ productId: drink, quantity: 21 }] })
      .expect(400);
    expect(many.body.message).toMatch(/entre 1 y 20/);
  });
});
