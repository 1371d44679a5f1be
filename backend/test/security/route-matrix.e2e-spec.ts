import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { registerPending } from '../support/members.js';
import * as fixture from '../media/fixtures.js';
import { ACTOR_NAMES, createActors, isSpanishMessage, type ActorName, type Actors } from './actors.js';
import {
  RULES,
  documentedRoutes,
  fillPath,
  registeredRoutes,
  type DocumentedRoute,
  type Method,
  type Rule,
} from './route-rules.js';

type Expected = 'allowed' | 401 | 403;
const EXPECTED: Record<Rule, Record<ActorName, Expected>> = {
  public: { anonymous: 'allowed', pending: 'allowed', sellerA: 'allowed', sellerB: 'allowed', admin: 'allowed' },
  authenticated: { anonymous: 401, pending: 403, sellerA: 'allowed', sellerB: 'allowed', admin: 'allowed' },
  seller: { anonymous: 401, pending: 403, sellerA: 'allowed', sellerB: 'allowed', admin: 403 },
  admin: { anonymous: 401, pending: 403, sellerA: 403, sellerB: 403, admin: 'allowed' },
};

/**
 * Seller resources addressed by id: how seller A creates one and where it is stored. A documented
 * /api/protected/…/{id} route without an entry here fails the ownership test.
 */
const OWNED: Record<
  string,
  { table: string; body: Record<string, unknown>; create?: (t: TestApp, seller: Actors['sellerA']) => Promise<number> }
> = {
  '/api/protected/orders': {
    table: 'orders',
    body: { status: 'confirmado', note: 'De B' },
    // Orders are placed by visitors on the seller's page, not created by the seller.
    create: async (t, seller) => {
      const [{ id: productId }] = await t.sql<{ id: number }>(
        `INSERT INTO products (name, description, price) VALUES ('Pedido de A', 'Producto', 1000) RETURNING id`,
      );
      const placed = await t
        .http()
        .post(`/api/user/${seller.slug}/orders`)
        .send({ items: [{ productId, quantity: 1 }] })
        .expect(201);
      return (await t.sql<{ id: number }>(`SELECT id FROM orders WHERE reference = $1`, [placed.body.reference]))[0].id;
    },
  },
  '/api/protected/testimonials': {
    table: 'testimonials',
    body: { name: 'Clienta de A', message: 'Solo de A', city: 'Cali', rating: 4 },
  },
  '/api/protected/gallery': {
    table: 'gallery_images',
    body: { imageUrl: '/uploads/images/de-a.webp', title: 'De A', description: 'Foto de A' },
  },
  '/api/protected/referrals': {
    table: 'users',
    body: {},
    // A referral is someone who registered with the seller's link, not something the seller creates.
    create: async (t, seller) => (await registerPending(t, { ref: seller.code })).id,
  },
  '/api/protected/push-subscriptions': {
    table: 'push_subscriptions',
    body: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/route-matrix',
      // A real P-256 point (the base point G) and a 16-byte secret.
      keys: {
        p256dh: 'BGsX0fLhLEJH-Lzm5WOkQPJ3A32BLeszoPShOUXYmMKWT-NC4v4af5uO5-tKfA-eFivOM1drMV7Oy7ZAaDe_UfU',
        auth: 'AAAAAAAAAAAAAAAAAAAAAA',
      },
    },
  },
};

describe('route × role matrix from the OpenAPI document', () => {
  let t: TestApp;
  let actors: Actors;
  let documented: DocumentedRoute[];

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    actors = await createActors(t);
    documented = await documentedRoutes(t);
  });
  afterAll(() => t.close());

  const call = (method: Method, path: string, actor: ActorName) => {
    const req = t.http()[method](path);
    const token = actors.tokens[actor];
    return (token ? req.set(bearer(token)) : req).send({});
  };

  it('has a rule for every documented route and documents every rule', () => {
    const keys = documented.map((r) => r.key).sort();
    expect(keys.filter((k) => !(k in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('documents every route the server answers under /api (nothing escapes the matrix)', () => {
    expect(registeredRoutes(t).filter((k) => !(k in RULES))).toEqual([]);
  });

  it.each(Object.entries(RULES))('%s (%s) answers each caller as the rule says', async (key, rule) => {
    const [method, path] = key.split(' ') as [string, string];
    const url = fillPath(path, { id: 999999, slug: actors.sellerA.slug });
    const seen: Record<string, unknown> = {};
    const want: Record<string, unknown> = {};
    for (const actor of ACTOR_NAMES) {
      const res = await call(method.toLowerCase() as Method, url, actor);
      const expected = EXPECTED[rule][actor];
      const refused = res.status === 401 || res.status === 403;
      seen[actor] = expected === 'allowed' ? (refused || res.status >= 500 ? res.status : 'allowed') : res.status;
      want[actor] = expected;
      if (refused) {
        expect([key, actor, res.body]).toEqual([key, actor, { statusCode: res.status, message: expect.any(String) }]);
        expect([key, actor, isSpanishMessage(res.body.message)]).toEqual([key, actor, true]);
      }
    }
    expect(seen).toEqual(want);
  });

  describe('ownership: seller B cannot reach seller A’s items', () => {
    const row = async (table: string, id: number) =>
      (await t.sql(`SELECT row_to_json(x)::text AS j FROM ${table} x WHERE id = $1`, [id]))[0]?.j;

    it('answers 404 to B on every documented /api/protected/…/{id} route and leaves A’s item as it was', async () => {
      const idRoutes = documented.filter((r) => r.path.startsWith('/api/protected/') && r.path.includes('{id}'));
      const collections = [...new Set(idRoutes.map((r) => r.path.replace(/\/\{id\}.*$/, '')))];
      expect(collections.filter((c) => !OWNED[c])).toEqual([]);
      expect(collections.length).toBeGreaterThan(0);

      for (const collection of collections) {
        const { table, body, create } = OWNED[collection];
        const created = create
          ? { body: { id: await create(t, actors.sellerA) } }
          : await t.http().post(collection).set(bearer(actors.sellerA.token)).send(body).expect(201);
        const before = await row(table, created.body.id);
        expect(before).toBeDefined();

        const list = await t.http().get(collection).set(bearer(actors.sellerB.token)).expect(200);
        expect(list.body.map((item: { id: number }) => item.id)).not.toContain(created.body.id);
        for (const route of idRoutes.filter((r) => r.path.startsWith(`${collection}/`))) {
          const res = await t
            .http()
            [route.method](fillPath(route.path, { id: created.body.id }))
            .set(bearer(actors.sellerB.token))
            .send(body);
          expect([route.key, res.status, res.body.message]).toEqual([route.key, 404, expect.any(String)]);
          expect(isSpanishMessage(res.body.message)).toBe(true);
        }
        expect(await row(table, created.body.id)).toEqual(before);
      }
    });

    it('keeps A’s custom product prices out of B’s list', async () => {
      const [product] = await t.sql<{ id: number }>(
        `INSERT INTO products (name, description, "minPrice") VALUES ('Producto', 'Para precios', 1000) RETURNING id`,
      );
      await t
        .http()
        .post('/api/protected/product-prices')
        .set(bearer(actors.sellerA.token))
        .send({ productId: product.id, price: 5000 })
        .expect(200);
      const mine = await t.http().get('/api/protected/product-prices').set(bearer(actors.sellerA.token)).expect(200);
      const theirs = await t.http().get('/api/protected/product-prices').set(bearer(actors.sellerB.token)).expect(200);
      const priceOf = (list: { productId: number; customPrice: number | null }[]) =>
        list.find((p) => p.productId === product.id)?.customPrice;
      expect([priceOf(mine.body), priceOf(theirs.body)]).toEqual([5000, null]);
    });

    it('answers 404 when B deletes A’s uploaded file, by URL or by publicId, and the file and its row stay', async () => {
      const upload = await t
        .http()
        .post('/api/upload')
        .set(bearer(actors.sellerA.token))
        .attach('image', await fixture.png(), 'a.png')
        .expect(201);
      const { url, publicId } = upload.body as { url: string; publicId: string };
      for (const body of [{ fileUrl: url }, { fileUrl: url, publicId }]) {
        const res = await t.http().delete('/api/upload').set(bearer(actors.sellerB.token)).send(body).expect(404);
        expect(isSpanishMessage(res.body.message)).toBe(true);
      }
      expect(existsSync(join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, '')))).toBe(true);
      expect(await t.sql('SELECT "ownerId" FROM media_files WHERE id = $1', [publicId])).toEqual([
        { ownerId: actors.sellerA.id },
      ]);
    });
  });
});
