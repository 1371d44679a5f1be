import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';

describe('seller product prices (/api/protected/product-prices)', () => {
  let t: TestApp;
  let ana: TestSeller;
  let beto: TestSeller;
  let drink: Record<string, any>;
  let kit: Record<string, any>;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = bearer(await t.adminToken());
    const product = async (body: Record<string, unknown>) =>
      (await t.http().post('/api/admin/products').set(admin).send(body).expect(201)).body;
    drink = await product({
      name: 'Multydrink',
      description: 'Bebida',
      image: '/images/products/multydrink.webp',
      benefits: 'Energía',
      price: 180000,
      minPrice: 150000,
      type: 'multydrink',
    });
    kit = await product({
      name: 'Kit libre',
      description: 'Sin mínimo',
      image: '/images/products/kit.webp',
      price: null,
      minPrice: null,
    });
    [ana, beto] = [await createSeller(t), await createSeller(t)];
  });
  afterAll(() => t.close());

  const as = (s: TestSeller) => bearer(s.token);
  const setPrice = (s: TestSeller, body: Record<string, unknown>) =>
    t.http().post('/api/protected/product-prices').set(as(s)).send(body);

  it('lists every product with no custom price yet', async () => {
    const res = await t.http().get('/api/protected/product-prices').set(as(ana)).expect(200);
    expect(res.body).toEqual([
      {
        productId: drink.id,
        name: 'Multydrink',
        description: 'Bebida',
        image: '/images/products/multydrink.webp',
        benefits: 'Energía',
        type: 'multydrink',
        price: 180000,
        minPrice: 150000,
        customPrice: null,
      },
      {
        productId: kit.id,
        name: 'Kit libre',
        description: 'Sin mínimo',
        image: '/images/products/kit.webp',
        benefits: null,
        type: 'other',
        price: null,
        minPrice: null,
        customPrice: null,
      },
    ]);
  });

  it('refuses a price below the product minimum, naming it in pesos', async () => {
    const res = await setPrice(ana, { productId: drink.id, price: 149999 }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'El precio mínimo para Multydrink es $ 150.000 COP',
      errors: { price: 'El precio mínimo para Multydrink es $ 150.000 COP' },
    });
    expect(await t.sql(`SELECT * FROM user_product_prices`)).toEqual([]);
  });

  it('sets a price at the minimum and shows it on the seller’s list and public page', async () => {
    const res = await setPrice(ana, { productId: drink.id, price: 150000 }).expect(200);
    expect(res.body).toMatchObject({
      productId: drink.id,
      name: 'Multydrink',
      price: 180000,
      minPrice: 150000,
      customPrice: 150000,
    });
    expect(await t.sql(`SELECT "userId", "productId", "customPrice" FROM user_product_prices`)).toEqual([
      { userId: ana.id, productId: drink.id, customPrice: 150000 },
    ]);
    const list = await t.http().get('/api/protected/product-prices').set(as(ana)).expect(200);
    expect(list.body.map((p: { customPrice: number | null }) => p.customPrice)).toEqual([150000, null]);
    const page = await t.http().get(`/api/user/${ana.slug}`).expect(200);
    expect(page.body.userProductPrices).toEqual([{ productId: drink.id, customPrice: 150000 }]);
  });

  it('replaces the price on a second save (one row per seller and product), accepting digit strings', async () => {
    const res = await setPrice(ana, { productId: String(drink.id), price: '165000' }).expect(200);
    expect(res.body.customPrice).toBe(165000);
    expect(await t.sql(`SELECT "customPrice" FROM user_product_prices WHERE "userId" = $1`, [ana.id])).toEqual([
      { customPrice: 165000 },
    ]);
    expect((await t.http().get(`/api/user/${ana.slug}`).expect(200)).body.userProductPrices).toEqual([
      { productId: drink.id, customPrice: 165000 },
    ]);
  });

  it('accepts any positive price for a product without minimum', async () => {
    expect((await setPrice(ana, { productId: kit.id, price: 1000 }).expect(200)).body.customPrice).toBe(1000);
    expect((await t.http().get(`/api/user/${ana.slug}`).expect(200)).body.userProductPrices).toEqual(
      [
        { productId: drink.id, customPrice: 165000 },
        { productId: kit.id, customPrice: 1000 },
      ].sort((a, b) => a.productId - b.productId),
    );
  });

  it('keeps each seller’s prices to themselves', async () => {
    const list = await t.http().get('/api/protected/product-prices').set(as(beto)).expect(200);
    expect(list.body.map((p: { customPrice: number | null }) => p.customPrice)).toEqual([null, null]);
    await setPrice(beto, { productId: drink.id, price: 200000 }).expect(200);
    expect((await t.http().get(`/api/user/${beto.slug}`).expect(200)).body.userProductPrices).toEqual([
      { productId: drink.id, customPrice: 200000 },
    ]);
    expect(
      await t.sql(`SELECT "customPrice" FROM user_product_prices WHERE "userId" = $1 AND "productId" = $2`, [
        ana.id,
        drink.id,
      ]),
    ).toEqual([{ customPrice: 165000 }]);
  });

  it.each([
    ['words', 'mucho'],
    ['a decimal', 160000.5],
    ['a formatted amount', '160.000'],
    ['zero', 0],
    ['a negative number', -160000],
    ['nothing', undefined],
    ['an amount over a billion', 2_000_000_000],
  ])('refuses %s as a price', async (_label, price) => {
    const res = await setPrice(ana, { productId: drink.id, price }).expect(400);
    expect(res.body.errors).toEqual({
      price: 'El precio debe ser un número entero positivo de pesos (máximo 1.000.000.000)',
    });
  });

  it('refuses a missing or malformed product and answers 404 for an unknown one', async () => {
    for (const productId of [undefined, 'abc', 0, 1.5]) {
      const res = await setPrice(ana, { productId, price: 200000 }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Debes indicar un producto válido',
        errors: { productId: 'Debes indicar un producto válido' },
      });
    }
    const res = await setPrice(ana, { productId: 999999, price: 200000 }).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Producto no encontrado' });
  });
});
