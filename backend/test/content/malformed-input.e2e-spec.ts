import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';

/** Whatever arrives, the answer is a Spanish 4xx with the usual body, never a 500. */
describe('malformed input on content and pricing endpoints', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let seller: TestSeller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
    seller = await createSeller(t);
    await t.sql(`INSERT INTO products (id, name, description, "minPrice") VALUES (1, 'Producto', 'Con id 1', 100)`);
  });
  afterAll(() => t.close());

  /** Invalid for every route: not an object, or every field of the wrong type. */
  const everywhere: unknown[] = [
    [],
    [{ name: 'x' }],
    { name: { $ne: 1 }, description: ['a'], title: 5, question: true, answer: {}, message: [], imageUrl: 7 },
  ];
  const routes: [string, string, 'admin' | 'seller', unknown[]][] = [
    [
      'post',
      '/api/admin/products',
      'admin',
      [
        { name: 'N', description: 'D', image: '/uploads/a.webp', price: 1e300 },
        { name: 'N', description: 'D', image: '/uploads/a.webp', minPrice: '99999999999999999999' },
      ],
    ],
    [
      'post',
      '/api/admin/product-features',
      'admin',
      [
        { productType: 'multydrink', title: 'T', description: 'D', benefits: { 0: 'a' } },
        { productType: 'multydrink', title: 'T', description: 'D', ingredients: 'Zinc' },
      ],
    ],
    ['post', '/api/admin/testimonials', 'admin', [{ name: 'N', message: 'M', rating: '5 estrellas' }]],
    ['post', '/api/admin/faq', 'admin', [{ question: 'Q', answer: 'A', order: [1] }]],
    [
      'post',
      '/api/admin/announcements',
      'admin',
      [
        { title: 'T', description: 'D', image: '/uploads/a.webp', order: 'primero' },
        { title: 'T', description: 'D', image: '/uploads/a.webp', active: 'true' },
        { title: 'T', description: 'D', image: '/uploads/a.webp', targetType: 'city', targetCity: { a: 1 } },
      ],
    ],
    [
      'post',
      '/api/admin/team-images',
      'admin',
      [{ imageUrl: ['/uploads/a.webp'] }, { imageUrl: '/uploads/a.webp', active: 1 }],
    ],
    [
      'put',
      '/api/admin/corporate-video',
      'admin',
      [
        { title: 'T', description: 'D', active: 'no' },
        { title: 'T', description: 'D', videoUrl: { url: 'x' } },
      ],
    ],
    [
      'post',
      '/api/protected/testimonials',
      'seller',
      [{ name: 'N', message: 'M', videoUrl: ['https://youtu.be/dQw4w9WgXcQ'] }],
    ],
    [
      'post',
      '/api/protected/gallery',
      'seller',
      [
        { imageUrl: '/uploads/a.webp', isActive: 1 },
        { imageUrl: '/uploads/a.webp', title: {} },
      ],
    ],
    [
      'post',
      '/api/protected/product-prices',
      'seller',
      [
        { productId: [1], price: 1 },
        { productId: 1, price: { amount: 1 } },
      ],
    ],
  ];

  it('answers 400 with a Spanish message to wrong types, arrays and absurd numbers', async () => {
    for (const [method, path, who, specific] of routes) {
      for (const body of [...everywhere, ...specific]) {
        const auth = who === 'seller' ? bearer(seller.token) : admin;
        const res = await t
          .http()
          [method as 'post' | 'put'](path)
          .set(auth)
          .send(body as object);
        expect([path, JSON.stringify(body), res.status]).toEqual([path, JSON.stringify(body), 400]);
        expect(res.body).toMatchObject({ statusCode: 400, message: expect.stringMatching(/[a-záéíóúñ]/i) });
        expect(res.body.message).not.toMatch(/must be|should|Bad Request|Internal/);
      }
    }
  });

  it('answers 400 to list filters of the wrong type and 404 to impossible ids', async () => {
    for (const filter of ['{"active":"quizás"}', '{"rating":{"a":1}}', '{"id":[[1]]}', '{"order":"x"}']) {
      const resource = filter.includes('rating')
        ? 'testimonials'
        : filter.includes('order')
          ? 'faq'
          : 'product-features';
      const res = await t.http().get(`/api/admin/${resource}`).query({ filter }).set(admin);
      expect([filter, res.status]).toEqual([filter, 400]);
    }
    for (const id of ['0', '-1', '1.5', '99999999999', '1e3']) {
      await t.http().get(`/api/admin/faq/${id}`).set(admin).expect(404);
      await t
        .http()
        .put(`/api/protected/gallery/${id}`)
        .set(bearer(seller.token))
        .send({ imageUrl: '/uploads/a.webp' })
        .expect(404);
    }
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t
      .http()
      .post('/api/admin/faq')
      .set(admin)
      .set('Content-Type', 'application/json')
      .send('{"question":')
      .expect(400);
    expect(res.body.message).toBe('El cuerpo de la solicitud no es JSON válido');
  });

  it('documents every content and pricing endpoint in /api/docs', async () => {
    const { paths } = (await t.http().get('/api/docs-json').expect(200)).body;
    for (const path of [
      '/api/products',
      '/api/product-features',
      '/api/testimonials',
      '/api/team-images',
      '/api/faq',
      '/api/corporate-video',
      '/api/announcements',
      '/api/announcements/all',
      '/api/admin/products',
      '/api/admin/products/{id}',
      '/api/admin/product-features/{id}',
      '/api/admin/testimonials/{id}',
      '/api/admin/faq/{id}',
      '/api/admin/announcements/{id}',
      '/api/admin/team-images/{id}',
      '/api/admin/corporate-video',
      '/api/protected/testimonials/{id}',
      '/api/protected/gallery/{id}',
      '/api/protected/product-prices',
    ]) {
      expect(Object.keys(paths)).toContain(path);
    }
  });
});
