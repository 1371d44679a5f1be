import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending, type TestSeller } from '../support/members.js';

const ADMIN_RESOURCES = ['products', 'product-features', 'testimonials', 'faq', 'announcements', 'team-images'];
const ADMIN_ROUTES: [string, string][] = [
  ...ADMIN_RESOURCES.flatMap((r): [string, string][] => [
    ['get', `/api/admin/${r}`],
    ['post', `/api/admin/${r}`],
    ['get', `/api/admin/${r}/1`],
    ['put', `/api/admin/${r}/1`],
    ['delete', `/api/admin/${r}/1`],
  ]),
  ['get', '/api/admin/corporate-video'],
  ['put', '/api/admin/corporate-video'],
];
const SELLER_ROUTES: [string, string][] = [
  ['get', '/api/protected/testimonials'],
  ['post', '/api/protected/testimonials'],
  ['put', '/api/protected/testimonials/1'],
  ['delete', '/api/protected/testimonials/1'],
  ['get', '/api/protected/gallery'],
  ['post', '/api/protected/gallery'],
  ['put', '/api/protected/gallery/1'],
  ['delete', '/api/protected/gallery/1'],
  ['get', '/api/protected/product-prices'],
  ['post', '/api/protected/product-prices'],
];
const PUBLIC_ROUTES = [
  '/api/products',
  '/api/product-features',
  '/api/testimonials',
  '/api/team-images',
  '/api/faq',
  '/api/corporate-video',
  '/api/announcements/all',
  '/api/announcements',
];

type Method = 'get' | 'post' | 'put' | 'delete';

describe('who may call the content and pricing endpoints', () => {
  let t: TestApp;
  let seller: TestSeller;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string) => t.http()[method as Method](path).send({});

  it('asks anonymous callers to sign in (401) on every admin and seller route', async () => {
    for (const [method, path] of [...ADMIN_ROUTES, ...SELLER_ROUTES]) {
      const res = await call(method, path);
      expect([method, path, res.status]).toEqual([method, path, 401]);
      expect(res.body.message).toBe('Tu sesión ha expirado o no es válida. Inicia sesión de nuevo.');
    }
  });

  it('refuses a forged token', async () => {
    await t.http().get('/api/admin/faq').set(bearer('a.b.c')).expect(401);
    await t.http().get('/api/protected/gallery').set(bearer('a.b.c')).expect(401);
  });

  it('forbids sellers the admin routes (403)', async () => {
    for (const [method, path] of ADMIN_ROUTES) {
      const res = await call(method, path).set(bearer(seller.token));
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(res.body.message).toBe('Solo un administrador puede realizar esta acción');
    }
    expect(await t.sql(`SELECT count(*)::int AS n FROM faq`)).toEqual([{ n: 0 }]);
  });

  it('forbids the admin the seller routes (403): they belong to a distributor', async () => {
    const admin = bearer(await t.adminToken());
    for (const [method, path] of SELLER_ROUTES) {
      const res = await call(method, path).set(admin);
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(res.body.message).toMatch(/^Esta sección es solo para distribuidores/);
    }
  });

  it('does not let a pending member sign in at all', async () => {
    const { body } = await registerPending(t);
    const res = await t.http().post('/api/login').send({ email: body.email, password: 'cualquier-clave' }).expect(401);
    expect(res.body.message).toBe('Email o contraseña incorrectos');
  });

  it('serves the public reads without a token', async () => {
    for (const path of PUBLIC_ROUTES) await t.http().get(path).expect(200);
  });
});
