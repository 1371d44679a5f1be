import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { watchReleasedFiles } from '../content/content-fixtures.js';

/** Moderating a page: the administrator removes single items of a member's page; the member stays. */
describe('admin moderation of a member page', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let ana: TestSeller;
  let beto: TestSeller;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    admin = bearer(await t.adminToken());
    [ana, beto] = [await createSeller(t), await createSeller(t)];
    [{ id: productId }] = await t.sql<{ id: number }>(
      `INSERT INTO products (name, description, price, "minPrice") VALUES ('Multydrink', 'Bebida', 180000, 150000) RETURNING id`,
    );
  }, 120_000);
  afterAll(() => t.close());

  const as = (s: TestSeller) => bearer(s.token);
  const page = async (s: TestSeller) => (await t.http().get(`/api/user/${s.slug}`).expect(200)).body;
  const countRows = async (table: string) =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  const committed = (url: string) =>
    t.sql<{ photo: string | null }>(`SELECT photo FROM users WHERE photo = $1`, [url]).then((r) => r.length);

  it('lists and removes one testimonial, one gallery image and one price, releasing their files after commit', async () => {
    const testimonial = await t
      .http()
      .post('/api/protected/testimonials')
      .set(as(ana))
      .send({ name: 'Spam', message: 'Compra aquí', city: 'Cali', rating: 5, photo: '/uploads/images/spam.webp' })
      .expect(201);
    const kept = await t
      .http()
      .post('/api/protected/testimonials')
      .set(as(ana))
      .send({ name: 'Lucía', message: 'Buen producto', city: 'Cali', rating: 4 })
      .expect(201);
    const image = await t
      .http()
      .post('/api/protected/gallery')
      .set(as(ana))
      .send({ imageUrl: '/uploads/images/g-mala.webp', title: 'Mala' })
      .expect(201);
    await t.http().post('/api/protected/product-prices').set(as(ana)).send({ productId, price: 170000 }).expect(200);

    const listed = await t.http().get(`/api/admin/users/${ana.id}/testimonials`).set(admin).expect(200);
    expect(listed.body.map((x: { id: number }) => x.id).sort()).toEqual([testimonial.body.id, kept.body.id].sort());
    const gallery = await t.http().get(`/api/admin/users/${ana.id}/gallery`).set(admin).expect(200);
    expect(gallery.body.map((x: { id: number }) => x.id)).toEqual([image.body.id]);
    const prices = await t.http().get(`/api/admin/users/${ana.id}/prices`).set(admin).expect(200);
    expect(prices.body.find((p: { productId: number }) => p.productId === productId).customPrice).toBe(170000);

    const released = watchReleasedFiles(
      t,
      async (url) =>
        (
          await t.sql(
            `SELECT 1 FROM testimonials WHERE photo = $1 UNION ALL SELECT 1 FROM gallery_images WHERE "imageUrl" = $1`,
            [url],
          )
        ).length,
    );
    try {
      // Another member's item is not reachable through this member.
      await t.http().delete(`/api/admin/users/${beto.id}/testimonials/${testimonial.body.id}`).set(admin).expect(404);
      await t.http().delete(`/api/admin/users/${ana.id}/testimonials/${testimonial.body.id}`).set(admin).expect(200);
      await t.http().delete(`/api/admin/users/${ana.id}/gallery/${image.body.id}`).set(admin).expect(200);
      const price = await t.http().delete(`/api/admin/users/${ana.id}/prices/${productId}`).set(admin).expect(200);
      expect(price.body).toMatchObject({ productId, customPrice: null });
      const again = await t.http().delete(`/api/admin/users/${ana.id}/prices/${productId}`).set(admin).expect(404);
      expect(again.body.message).toBe('Este distribuidor no tiene un precio propio para ese producto');
      expect(released.calls).toEqual([
        { url: '/uploads/images/spam.webp', seen: 0 },
        { url: '/uploads/images/g-mala.webp', seen: 0 },
      ]);
    } finally {
      released.restore();
    }

    const after = await page(ana);
    expect(after.testimonials.map((x: { id: number }) => x.id)).toEqual([kept.body.id]);
    expect(after.galleryImages).toEqual([]);
    expect(after.userProductPrices).toEqual([]);
    expect((await t.sql(`SELECT status FROM users WHERE id = $1`, [ana.id]))[0]).toEqual({ status: 'approved' });
    const audit = await t.sql<{ action: string; targetId: string; summary: string }>(
      `SELECT action, "targetId", summary FROM audit_log WHERE action LIKE 'member.%.delete' ORDER BY id`,
    );
    expect(audit.map((a) => [a.action, a.targetId])).toEqual([
      ['member.testimonial.delete', String(testimonial.body.id)],
      ['member.gallery.delete', String(image.body.id)],
      ['member.price.delete', String(productId)],
    ]);
    expect(audit[0].summary).toContain(`#${ana.id}`);
  });

  it('removes the photo (file released after commit) and the video, and nothing else of the member', async () => {
    await t.sql(`UPDATE users SET photo = '/uploads/images/cara.webp', "sellerProfileVideoUrl" = $2 WHERE id = $1`, [
      ana.id,
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]);
    const released = watchReleasedFiles(t, committed);
    try {
      const res = await t.http().delete(`/api/admin/users/${ana.id}/photo`).set(admin).expect(200);
      expect(res.body).toMatchObject({ id: ana.id, photo: null, email: ana.email });
      expect(released.calls).toEqual([{ url: '/uploads/images/cara.webp', seen: 0 }]);
      await t.http().delete(`/api/admin/users/${ana.id}/video`).set(admin).expect(200);
    } finally {
      released.restore();
    }
    const after = await page(ana);
    expect(after.user.photo).toBeNull();
    expect(after.user.sellerProfileVideoUrl).toBeNull();
    expect(after.user.name).toBeTruthy();
    await t.http().delete(`/api/admin/users/999999/photo`).set(admin).expect(404);
    expect(await countRows(`audit_log WHERE action IN ('member.photo.delete', 'member.video.delete')`)).toBe(2);
  });

  it('is for administrators only', async () => {
    for (const [method, url] of [
      ['get', `/api/admin/users/${ana.id}/testimonials`],
      ['delete', `/api/admin/users/${ana.id}/photo`],
      ['delete', `/api/admin/users/${ana.id}/prices/${productId}`],
    ] as const) {
      await t.http()[method](url).set(as(ana)).expect(403);
      await t.http()[method](url).expect(401);
    }
  });
});
