import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { registrationBody } from '../support/members.js';
import { createActors, type Actors } from './actors.js';

/** Fields no body may set: identity, role, subscription, ownership, timestamps. */
const FORGED = (a: { otherUserId: number; existingId: number }) => ({
  id: a.existingId,
  role: 'admin',
  status: 'approved',
  code: 'codigo-forjado',
  slug: 'slug-forjado',
  email: 'forjado@example.com',
  paymentExpiresAt: '2099-12-31T00:00:00.000Z',
  approvedAt: '2001-01-01T00:00:00.000Z',
  sponsorId: a.otherUserId,
  userId: a.otherUserId,
  isGlobal: true,
  password: 'clave-forjada',
  visitCount: 1_000_000,
  createdAt: '2001-01-01T00:00:00.000Z',
  updatedAt: '2001-01-01T00:00:00.000Z',
});

const USER_COLUMNS = `id, role, status, code, slug, email, name, whatsapp, password, "paymentExpiresAt", "approvedAt", "sponsorId", "createdAt"`;

describe('mass assignment: forged fields in bodies are ignored', () => {
  let t: TestApp;
  let actors: Actors;
  let admin: Record<string, string>;
  let sellerA: Record<string, string>;
  const userRow = async (id: number) => (await t.sql(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]))[0];
  const row = async (table: string, id: number) => (await t.sql(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0];
  const recent = (date: unknown) => new Date(date as string).getTime() > Date.now() - 3_600_000;

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    actors = await createActors(t);
    admin = bearer(actors.tokens.admin!);
    sellerA = bearer(actors.sellerA.token);
  });
  afterAll(() => t.close());

  it('registration: a pending user with the sponsor from ref only; the admin and other members untouched', async () => {
    const adminBefore = await userRow(1);
    const sellerBBefore = await userRow(actors.sellerB.id);
    const body = {
      ...FORGED({ otherUserId: actors.sellerB.id, existingId: 1 }),
      ...registrationBody({ ref: actors.sellerA.code }),
    };
    const res = await t.http().post('/api/register').send(body).expect(201);
    expect(res.body.user.id).not.toBe(1);
    expect(await userRow(res.body.user.id)).toMatchObject({
      role: 'user',
      status: 'pending',
      code: body.code,
      slug: String(body.code).toLowerCase(),
      email: body.email,
      password: null,
      paymentExpiresAt: null,
      approvedAt: null,
      sponsorId: actors.sellerA.id,
    });
    expect(recent((await userRow(res.body.user.id)).createdAt)).toBe(true);
    expect([await userRow(1), await userRow(actors.sellerB.id)]).toEqual([adminBefore, sellerBBefore]);
  });

  it('seller profile: only the profile fields change, on the caller’s own row', async () => {
    const before = await userRow(actors.sellerA.id);
    const sellerBBefore = await userRow(actors.sellerB.id);
    const forged = FORGED({ otherUserId: actors.sellerB.id, existingId: actors.sellerB.id });
    await t
      .http()
      .put('/api/protected/profile')
      .set(sellerA)
      .send({ ...forged, name: 'Nombre forjado', city: 'Pereira' })
      .expect(200);
    expect(await userRow(actors.sellerA.id)).toEqual(before);
    expect((await t.sql(`SELECT city FROM users WHERE id = $1`, [actors.sellerA.id]))[0]).toEqual({ city: 'Pereira' });
    expect(await userRow(actors.sellerB.id)).toEqual(sellerBBefore);
  });

  it('seller testimonials: created and updated as the caller’s own, never global, never another seller’s', async () => {
    const global = (
      await t
        .http()
        .post('/api/admin/testimonials')
        .set(admin)
        .send({ name: 'Global', message: 'De la empresa' })
        .expect(201)
    ).body;
    const theirs = (
      await t
        .http()
        .post('/api/protected/testimonials')
        .set(bearer(actors.sellerB.token))
        .send({ name: 'De B', message: 'B' })
        .expect(201)
    ).body;
    const [globalBefore, theirsBefore] = [await row('testimonials', global.id), await row('testimonials', theirs.id)];
    const forged = FORGED({ otherUserId: actors.sellerB.id, existingId: global.id });

    const created = await t
      .http()
      .post('/api/protected/testimonials')
      .set(sellerA)
      .send({ ...forged, name: 'Clienta', message: 'Hola' })
      .expect(201);
    expect(created.body.id).not.toBe(global.id);
    const stored = await row('testimonials', created.body.id);
    expect(stored).toMatchObject({ userId: actors.sellerA.id, isGlobal: false, name: 'Clienta' });
    expect(recent(stored.createdAt)).toBe(true);

    await t
      .http()
      .put(`/api/protected/testimonials/${created.body.id}`)
      .set(sellerA)
      .send({ ...forged, id: theirs.id, name: 'Editada', message: 'Hola' })
      .expect(200);
    expect(await row('testimonials', created.body.id)).toMatchObject({
      userId: actors.sellerA.id,
      isGlobal: false,
      name: 'Editada',
    });
    expect([await row('testimonials', global.id), await row('testimonials', theirs.id)]).toEqual([
      globalBefore,
      theirsBefore,
    ]);
    const publicList = (await t.http().get('/api/testimonials').expect(200)).body as { id: number }[];
    expect(publicList.map((x) => x.id)).toEqual([global.id]);
  });

  it('seller gallery: created and updated as the caller’s own', async () => {
    const theirs = (
      await t
        .http()
        .post('/api/protected/gallery')
        .set(bearer(actors.sellerB.token))
        .send({ imageUrl: '/uploads/images/b.webp' })
        .expect(201)
    ).body;
    const theirsBefore = await row('gallery_images', theirs.id);
    const forged = FORGED({ otherUserId: actors.sellerB.id, existingId: theirs.id });
    const created = await t
      .http()
      .post('/api/protected/gallery')
      .set(sellerA)
      .send({ ...forged, imageUrl: '/uploads/images/a.webp' })
      .expect(201);
    expect(created.body.id).not.toBe(theirs.id);
    await t
      .http()
      .put(`/api/protected/gallery/${created.body.id}`)
      .set(sellerA)
      .send({ ...forged, imageUrl: '/uploads/images/a2.webp' })
      .expect(200);
    const stored = await row('gallery_images', created.body.id);
    expect(stored).toMatchObject({ userId: actors.sellerA.id, imageUrl: '/uploads/images/a2.webp' });
    expect(recent(stored.createdAt)).toBe(true);
    expect(await row('gallery_images', theirs.id)).toEqual(theirsBefore);
  });

  it('seller prices: stored for the caller only', async () => {
    const [product] = await t.sql<{ id: number }>(
      `INSERT INTO products (name, description, "minPrice") VALUES ('P', 'D', 1000) RETURNING id`,
    );
    const forged = FORGED({ otherUserId: actors.sellerB.id, existingId: 1 });
    await t
      .http()
      .post('/api/protected/product-prices')
      .set(sellerA)
      .send({ ...forged, sellerId: actors.sellerB.id, customPrice: 1, productId: product.id, price: 5000 })
      .expect(200);
    expect(
      await t.sql(`SELECT "userId", "customPrice" FROM user_product_prices WHERE "productId" = $1`, [product.id]),
    ).toEqual([{ userId: actors.sellerA.id, customPrice: 5000 }]);
  });

  it('admin content: ids, timestamps, owners and isGlobal in bodies are ignored on create and update', async () => {
    const sellerTestimonial = (
      await t.http().post('/api/protected/testimonials').set(sellerA).send({ name: 'De A', message: 'A' }).expect(201)
    ).body;
    const sellerTestimonialBefore = await row('testimonials', sellerTestimonial.id);
    const resources: [string, string, Record<string, unknown>][] = [
      ['testimonials', 'testimonials', { name: 'N', message: 'M' }],
      ['faq', 'faq', { question: 'Q', answer: 'A' }],
      ['products', 'products', { name: 'N', description: 'D', image: '/uploads/images/p.webp' }],
      ['product-features', 'product_features', { productType: 'multytest', title: 'T', description: 'D' }],
      ['announcements', 'announcements', { title: 'T', description: 'D', image: '/uploads/images/a.webp' }],
      ['team-images', 'team_images', { imageUrl: '/uploads/images/t.webp' }],
    ];
    for (const [resource, table, body] of resources) {
      const first = (await t.http().post(`/api/admin/${resource}`).set(admin).send(body).expect(201)).body;
      const firstBefore = await row(table, first.id);
      const forged = { ...FORGED({ otherUserId: actors.sellerA.id, existingId: first.id }), isGlobal: false };
      const created = await t
        .http()
        .post(`/api/admin/${resource}`)
        .set(admin)
        .send({ ...forged, ...body })
        .expect(201);
      expect([resource, created.body.id === first.id]).toEqual([resource, false]);
      await t
        .http()
        .put(`/api/admin/${resource}/${created.body.id}`)
        .set(admin)
        .send({ ...forged, id: first.id, ...body })
        .expect(200);
      const stored = await row(table, created.body.id);
      expect([resource, recent(stored.createdAt)]).toEqual([resource, true]);
      if (table === 'testimonials') expect(stored).toMatchObject({ isGlobal: true, userId: null });
      expect([resource, await row(table, first.id)]).toEqual([resource, firstBefore]);
    }
    await t
      .http()
      .put(`/api/admin/testimonials/${sellerTestimonial.id}`)
      .set(admin)
      .send({ name: 'X', message: 'Y', isGlobal: true })
      .expect(404);
    expect(await row('testimonials', sellerTestimonial.id)).toEqual(sellerTestimonialBefore);
  });

  it('admin approval and pricing: role, expiry and timestamps come from the server', async () => {
    const forged = FORGED({ otherUserId: actors.sellerA.id, existingId: 1 });
    await t
      .http()
      .put(`/api/admin/users/${actors.pendingId}/approve`)
      .set(admin)
      .send({ ...forged, password: 'clave-nueva-1' })
      .expect(200);
    const approved = await userRow(actors.pendingId);
    expect(approved).toMatchObject({ role: 'user', status: 'approved', sponsorId: null });
    const expiresInDays = (new Date(approved.paymentExpiresAt as string).getTime() - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(360);
    expect(expiresInDays).toBeLessThan(370);
    expect(recent(approved.approvedAt)).toBe(true);

    await t
      .http()
      .post('/api/account-pricing')
      .set(admin)
      .send({ ...forged, regularPrice: 300000, discountPrice: 200000, discountCodes: 'A' })
      .expect(200);
    const pricing = await t.sql<{ id: number; updatedAt: Date }>(`SELECT id, "updatedAt" FROM account_pricing`);
    expect(pricing).toHaveLength(1);
    expect(recent(pricing[0].updatedAt)).toBe(true);
  });
});
