import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';
import { adminCreate, productBody, watchReleasedFiles } from './content-fixtures.js';

describe('admin products', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  it('creates a product that the public catalogue then lists', async () => {
    const res = await t
      .http()
      .post('/api/admin/products')
      .set(admin)
      .send(productBody({ name: '  Multytest ', type: 'other' }))
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Multytest',
      description: 'Bebida funcional de energía y protección.',
      image: '/uploads/images/multydrink.webp',
      benefits: 'Más energía\nApoyo inmune',
      price: 180000,
      minPrice: 150000,
      type: 'other',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [row] = await t.sql(`SELECT name, price, "minPrice", type FROM products WHERE id = $1`, [res.body.id]);
    expect(row).toEqual({ name: 'Multytest', price: 180000, minPrice: 150000, type: 'other' });
    const list = await t.http().get('/api/products').expect(200);
    expect(list.body.map((p: { id: number }) => p.id)).toContain(res.body.id);
  });

  it('requires name and description', async () => {
    const res = await t
      .http()
      .post('/api/admin/products')
      .set(admin)
      .send({ name: '  ', image: '/uploads/a.webp' })
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'El nombre y la descripción son obligatorios',
      errors: {
        name: 'El nombre y la descripción son obligatorios',
        description: 'El nombre y la descripción son obligatorios',
      },
    });
  });

  it('requires an image when creating', async () => {
    const res = await t
      .http()
      .post('/api/admin/products')
      .set(admin)
      .send(productBody({ image: '' }))
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Debes seleccionar una imagen para el producto',
      errors: { image: 'Debes seleccionar una imagen para el producto' },
    });
  });

  it.each([
    ['a negative price', { price: -1 }, 'price'],
    ['a fractional price', { price: 10.5 }, 'price'],
    ['a price in words', { price: 'mucho' }, 'price'],
    ['a negative minimum', { minPrice: -5 }, 'minPrice'],
    ['an unknown type', { type: 'multytest' }, 'type'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'image'],
    ['benefits over 5000 characters', { benefits: 'b'.repeat(5001) }, 'benefits'],
  ])('refuses %s with a Spanish message on that field', async (_label, change, field) => {
    const res = await t.http().post('/api/admin/products').set(admin).send(productBody(change)).expect(400);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(res.body.message).toBe(res.body.errors[field]);
    expect(res.body.message).toMatch(/precio|tipo|nombre|imagen|beneficios/i);
  });

  it('refuses a minimum price above the price', async () => {
    const res = await t
      .http()
      .post('/api/admin/products')
      .set(admin)
      .send(productBody({ price: 100, minPrice: 200 }))
      .expect(400);
    expect(res.body.errors).toEqual({ minPrice: 'El precio mínimo no puede ser mayor que el precio' });
  });

  it('refuses to empty a price or minimum price once set, keeping the stored ones', async () => {
    const created = await adminCreate(t, 'products', productBody());
    const price = await t
      .http()
      .put(`/api/admin/products/${created.id}`)
      .set(admin)
      .send({ ...created, price: null })
      .expect(400);
    expect(price.body.errors).toEqual({ price: 'El precio no puede quedar vacío' });
    const minPrice = await t
      .http()
      .put(`/api/admin/products/${created.id}`)
      .set(admin)
      .send({ ...created, minPrice: '' })
      .expect(400);
    expect(minPrice.body.errors).toEqual({ minPrice: 'El precio mínimo no puede quedar vacío' });
    const [row] = await t.sql(`SELECT price, "minPrice" FROM products WHERE id = $1`, [created.id]);
    expect(row).toEqual({ price: 180000, minPrice: 150000 });
  });

  it('accepts prices typed as digit strings and stores whole pesos', async () => {
    const res = await t
      .http()
      .post('/api/admin/products')
      .set(admin)
      .send(productBody({ price: '200000', minPrice: '160000' }))
      .expect(201);
    expect(res.body).toMatchObject({ price: 200000, minPrice: 160000 });
  });

  it('replaces the whole record on PUT, strips unknown fields and keeps the image when none is sent', async () => {
    const created = await adminCreate(t, 'products', productBody());
    const res = await t
      .http()
      .put(`/api/admin/products/${created.id}`)
      .set(admin)
      .send({
        ...created,
        image: undefined,
        name: 'Multydrink Plus',
        benefits: null,
        id: 999,
        createdAt: 'ayer',
        hacker: true,
      })
      .expect(200);
    expect(res.body).toEqual({ ...created, name: 'Multydrink Plus', benefits: null, updatedAt: expect.any(String) });
    const [row] = await t.sql(`SELECT id, name, image FROM products WHERE id = $1`, [created.id]);
    expect(row).toEqual({ id: created.id, name: 'Multydrink Plus', image: created.image });
  });

  it('gets one product and answers 404 in Spanish for unknown ids', async () => {
    const created = await adminCreate(t, 'products', productBody());
    expect((await t.http().get(`/api/admin/products/${created.id}`).set(admin).expect(200)).body).toEqual(created);
    for (const req of [
      t.http().get('/api/admin/products/999999').set(admin),
      t.http().put('/api/admin/products/999999').set(admin).send(productBody()),
      t.http().delete('/api/admin/products/999999').set(admin),
    ]) {
      expect((await req.expect(404)).body).toEqual({ statusCode: 404, message: 'Producto no encontrado' });
    }
    await t.http().get('/api/admin/products/abc').set(admin).expect(404);
  });

  it('releases the replaced image only after the update committed', async () => {
    const created = await adminCreate(t, 'products', productBody({ image: '/uploads/images/vieja.webp' }));
    const files = watchReleasedFiles(
      t,
      async () => (await t.sql(`SELECT image FROM products WHERE id = $1`, [created.id]))[0],
    );
    try {
      await t
        .http()
        .put(`/api/admin/products/${created.id}`)
        .set(admin)
        .send(productBody({ image: '/uploads/images/vieja.webp' }))
        .expect(200);
      expect(files.calls).toEqual([]);
      await t
        .http()
        .put(`/api/admin/products/${created.id}`)
        .set(admin)
        .send(productBody({ image: '/uploads/images/nueva.webp' }))
        .expect(200);
      expect(files.calls).toEqual([
        { url: '/uploads/images/vieja.webp', seen: { image: '/uploads/images/nueva.webp' } },
      ]);
    } finally {
      files.restore();
    }
  });

  it('deletes a product with its sellers’ prices, returns it and then releases its image', async () => {
    const created = await adminCreate(t, 'products', productBody({ image: '/uploads/images/borrar.webp' }));
    const seller = await createSeller(t);
    await t
      .http()
      .post('/api/protected/product-prices')
      .set(bearer(seller.token))
      .send({ productId: created.id, price: 170000 })
      .expect(200);
    const files = watchReleasedFiles(
      t,
      async () => (await t.sql(`SELECT count(*)::int AS n FROM products WHERE id = $1`, [created.id]))[0],
    );
    try {
      const res = await t.http().delete(`/api/admin/products/${created.id}`).set(admin).expect(200);
      expect(res.body).toEqual(created);
      expect(files.calls).toEqual([{ url: '/uploads/images/borrar.webp', seen: { n: 0 } }]);
    } finally {
      files.restore();
    }
    expect(await t.sql(`SELECT * FROM user_product_prices WHERE "productId" = $1`, [created.id])).toEqual([]);
    await t.http().get(`/api/admin/products/${created.id}`).set(admin).expect(404);
  });
});
