import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending, type TestSeller } from '../support/members.js';
import {
  insertProduct,
  messageOf,
  newVisitor,
  orderCount,
  placeOrder,
  setPrice,
  showPrices,
} from './order-fixtures.js';

describe('POST /api/user/{slug}/orders', () => {
  let t: TestApp;
  let seller: TestSeller;
  let drink: number;
  let kit: number;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t, { whatsapp: '+573001112233' });
    drink = await insertProduct(t, 'Multydrink', 250000);
    kit = await insertProduct(t, 'Multytest', 400000);
  });
  afterAll(() => t.close());

  it('creates an order with a dictable reference, the total and a chat link with the lines and the reference', async () => {
    await showPrices(t, seller, true);
    await setPrice(t, seller, drink, 165000);
    const order = await placeOrder(t, seller, {
      items: [
        { productId: drink, quantity: 2 },
        { productId: kit, quantity: 1 },
      ],
      customerName: 'Laura Gómez',
      customerPhone: '300 555 1234',
      city: 'Cali',
      note: 'En la tarde',
    });
    expect(order.reference).toMatch(/^MH-[A-HJ-NP-Z2-9]{5}$/);
    expect(order.total).toBe(2 * 165000 + 400000);
    expect(order.whatsappUrl.startsWith('https://wa.me/573001112233?text=')).toBe(true);
    expect(messageOf(order.whatsappUrl)).toBe(
      [
        'Hola, quiero hacer este pedido:',
        '2 × Multydrink — $ 330.000 COP',
        '1 × Multytest — $ 400.000 COP',
        'Total: $ 730.000 COP',
        'Nombre: Laura Gómez',
        'Ciudad: Cali',
        'Nota: En la tarde',
        `Pedido ${order.reference}`,
        '¿Me confirmas la disponibilidad y el envío?',
      ].join('\n'),
    );
    const [row] = await t.sql(`SELECT * FROM orders WHERE id = $1`, [order.id]);
    expect(row).toMatchObject({
      sellerId: seller.id,
      status: 'nuevo',
      total: '730000',
      isTest: false,
      customerName: 'Laura Gómez',
      customerPhone: '+573005551234',
      city: 'Cali',
    });
    const items = await t.sql(
      `SELECT "productId", name, quantity, "unitPrice" FROM order_items WHERE "orderId" = $1 ORDER BY position`,
      [order.id],
    );
    expect(items).toEqual([
      { productId: drink, name: 'Multydrink', quantity: 2, unitPrice: 165000 },
      { productId: kit, name: 'Multytest', quantity: 1, unitPrice: 400000 },
    ]);
  });

  it('freezes the unit prices: a later price change leaves the order as it was', async () => {
    await setPrice(t, seller, kit, 380000);
    const order = await placeOrder(t, seller, { items: [{ productId: kit, quantity: 3 }] });
    await setPrice(t, seller, kit, 500000);
    await t.sql(`UPDATE products SET price = 999999, name = 'Multytest nuevo' WHERE id = $1`, [kit]);
    const res = await t.http().get(`/api/protected/orders/${order.id}`).set(bearer(seller.token)).expect(200);
    expect(res.body).toMatchObject({
      total: 1140000,
      items: [{ productId: kit, name: 'Multytest', quantity: 3, unitPrice: 380000 }],
    });
    await t.sql(`UPDATE products SET price = 400000, name = 'Multytest' WHERE id = $1`, [kit]);
  });

  it('prices a page that hides prices too, but the message shows no amount', async () => {
    const hidden = await createSeller(t);
    const order = await placeOrder(t, hidden, { items: [{ productId: drink, quantity: 2 }] });
    expect(order.total).toBe(500000);
    const text = messageOf(order.whatsappUrl);
    expect(text).toContain('2 × Multydrink\n');
    expect(text).toContain(`Pedido ${order.reference}`);
    expect(text).not.toMatch(/\$|COP|Total/);
  });

  it.each([
    [{ items: null }, 'El pedido debe tener al menos un producto'],
    [{ items: [] }, 'El pedido debe tener al menos un producto'],
    [{ items: 'todo' }, 'El pedido debe tener al menos un producto'],
    [{ items: [{ productId: 999999, quantity: 1 }] }, 'El producto no existe'],
    [{ items: [{ productId: 'x', quantity: 1 }] }, 'Debes indicar un producto válido'],
    [{ items: [{ productId: 1, quantity: 0 }] }, 'La cantidad de cada producto debe ser un número entero entre 1 y 20'],
    [
      { items: [{ productId: 1, quantity: 21 }] },
      'La cantidad de cada producto debe ser un número entero entre 1 y 20',
    ],
    [
      { items: [{ productId: 1, quantity: 1.5 }] },
      'La cantidad de cada producto debe ser un número entero entre 1 y 20',
    ],
    [
      { items: [{ productId: 1, quantity: '2' }] },
      'La cantidad de cada producto debe ser un número entero entre 1 y 20',
    ],
    [
      { items: Array.from({ length: 21 }, (_, i) => ({ productId: i + 1, quantity: 1 })) },
      'El pedido no puede tener más de 20 productos',
    ],
    [{ customerName: 'x'.repeat(101) }, 'El nombre no puede tener más de 100 caracteres'],
    [{ note: 'x'.repeat(501) }, 'La nota no puede tener más de 500 caracteres'],
    [{ city: 'x'.repeat(101) }, 'La ciudad no puede tener más de 100 caracteres'],
    [{ customerPhone: 'llámame' }, 'El teléfono no es válido'],
    [{ customerPhone: '123' }, 'El teléfono no es válido'],
    [{ customerName: { a: 1 } }, 'El nombre debe ser texto'],
  ])('refuses %j with a Spanish 400 and stores nothing', async (body, message) => {
    const before = await orderCount(t);
    const full = { items: [{ productId: drink, quantity: 1 }], ...body };
    const res = await t.http().post(`/api/user/${seller.slug}/orders`).set(newVisitor()).send(full).expect(400);
    expect(res.body.message).toContain(message);
    expect(await orderCount(t)).toBe(before);
  });

  it('refuses the same product twice', async () => {
    const before = await orderCount(t);
    const items = [
      { productId: drink, quantity: 1 },
      { productId: drink, quantity: 2 },
    ];
    await t.http().post(`/api/user/${seller.slug}/orders`).set(newVisitor()).send({ items }).expect(400);
    expect(await orderCount(t)).toBe(before);
  });

  it('answers 404 for an unknown, pending or expired seller', async () => {
    const items = [{ productId: drink, quantity: 1 }];
    const before = await orderCount(t);
    await t.http().post('/api/user/no-existe/orders').set(newVisitor()).send({ items }).expect(404);
    const pending = await registerPending(t);
    const pendingSlug = String(pending.body.code).toLowerCase();
    await t.http().post(`/api/user/${pendingSlug}/orders`).set(newVisitor()).send({ items }).expect(404);
    const expired = await createSeller(t);
    await t.sql(`UPDATE users SET "paymentExpiresAt" = now() - interval '1 day' WHERE id = $1`, [expired.id]);
    const res = await t.http().post(`/api/user/${expired.slug}/orders`).set(newVisitor()).send({ items }).expect(404);
    expect(res.body.message).toBe('Usuario no encontrado');
    expect(await orderCount(t)).toBe(before);
  });

  it("keeps the owner's and an admin's orders as tests", async () => {
    const items = [{ productId: drink, quantity: 1 }];
    const own = await t
      .http()
      .post(`/api/user/${seller.slug}/orders`)
      .set({ ...newVisitor(), ...bearer(seller.token) })
      .send({ items })
      .expect(201);
    const admin = await t
      .http()
      .post(`/api/user/${seller.slug}/orders`)
      .set({ ...newVisitor(), ...bearer(await t.adminToken()) })
      .send({ items })
      .expect(201);
    const rows = await t.sql<{ isTest: boolean }>(`SELECT "isTest" FROM orders WHERE reference = ANY($1)`, [
      [own.body.reference, admin.body.reference],
    ]);
    expect(rows).toEqual([{ isTest: true }, { isTest: true }]);
  });

  it('answers 429 to the eleventh order of one visitor within ten minutes; refused orders do not count', async () => {
    const visitor = { 'X-Forwarded-For': '10.99.99.99' };
    const send = (items: unknown) => t.http().post(`/api/user/${seller.slug}/orders`).set(visitor).send({ items });
    for (let i = 0; i < 3; i++) await send([]).expect(400);
    for (let i = 0; i < 10; i++) await send([{ productId: drink, quantity: 1 }]).expect(201);
    const res = await send([{ productId: drink, quantity: 1 }]).expect(429);
    expect(res.body.message).toBe('Enviaste demasiados pedidos seguidos. Espera unos minutos e inténtalo de nuevo.');
    await t
      .http()
      .post(`/api/user/${seller.slug}/orders`)
      .set(newVisitor())
      .send({ items: [{ productId: drink, quantity: 1 }] })
      .expect(201);
  });

  it('answers 410 on the old order-intent endpoint', async () => {
    const res = await t
      .http()
      .post(`/api/user/${seller.slug}/order-intent`)
      .send({ items: [{ productId: drink, quantity: 1 }] })
      .expect(410);
    expect(res.body.message).toMatch(/Recarga la página/);
  });

  it('takes the page form without JavaScript: a step returns to the page, sending answers a page with the reference', async () => {
    const step = await t
      .http()
      .post(`/api/user/${seller.slug}/order-form`)
      .set(newVisitor())
      .type('form')
      .send({ [`qty-${drink}`]: '2', [`qty-${kit}`]: '0', step: `${kit}:+1` })
      .expect(303);
    expect(step.headers.location).toBe(`/u/${seller.slug}?pedido=${drink}x2.${kit}x1#productos`);
    const before = await orderCount(t);
    const sent = await t
      .http()
      .post(`/api/user/${seller.slug}/order-form`)
      .set(newVisitor())
      .type('form')
      .send({ [`qty-${drink}`]: '2', city: 'Pasto', customerName: 'Ana' })
      .expect(200);
    expect(sent.headers['content-type']).toMatch(/^text\/html/);
    expect(sent.headers['referrer-policy']).toBe('no-referrer');
    const chat = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(sent.text)![1].replace(/&amp;/g, '&');
    expect(messageOf(chat)).toMatch(/2 × Multydrink[\s\S]*Nombre: Ana[\s\S]*Ciudad: Pasto[\s\S]*Pedido MH-/);
    expect(sent.text).toMatch(/Tu pedido MH-[A-Z2-9]{5} está listo/);
    expect(sent.text).toMatch(/href="http:\/\/localhost:3000\/pedido\/MH-[A-Z2-9]{5}\?t=[\w-]+"[^>]*>Sigue tu pedido/);
    expect(await orderCount(t)).toBe(before + 2);
  });
});
