import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';

/** Limits and deletions hold when the same request arrives many times at once. */
describe('content limits under concurrency', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ RUN_JOBS: 'false' })));
  afterAll(() => t.close());

  const count = async (table: string, userId: number) =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE "userId" = $1`, [userId]))[0].n;
  const statusCounts = (responses: { status: number }[]) =>
    responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

  it('stops a gallery at 60 images when 25 additions arrive at once on top of 40', async () => {
    const seller = await createSeller(t);
    await t.sql(
      `INSERT INTO gallery_images ("userId", "imageUrl") SELECT $1, '/uploads/images/existente.webp' FROM generate_series(1, 40)`,
      [seller.id],
    );
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t
          .http()
          .post('/api/protected/gallery')
          .set(bearer(seller.token))
          .send({ imageUrl: `/uploads/images/nueva-${i}.webp`, title: `Foto ${i}` }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 201: 20, 400: 5 });
    for (const refused of responses.filter((r) => r.status === 400)) {
      expect(refused.body.message).toBe(
        'Tu galería ya tiene el máximo de 60 imágenes; elimina alguna para agregar otra',
      );
    }
    expect(await count('gallery_images', seller.id)).toBe(60);
  });

  it('stops a seller at 50 testimonials when 25 additions arrive at once on top of 40', async () => {
    const seller = await createSeller(t);
    await t.sql(`INSERT INTO testimonials (name, message, "userId") SELECT 'T', 'M', $1 FROM generate_series(1, 40)`, [
      seller.id,
    ]);
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t
          .http()
          .post('/api/protected/testimonials')
          .set(bearer(seller.token))
          .send({ name: `Cliente ${i}`, city: 'Cali', message: 'Muy bueno', rating: 5 }),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 201: 10, 400: 15 });
    for (const refused of responses.filter((r) => r.status === 400)) {
      expect(refused.body.message).toBe('Ya tienes el máximo de 50 testimonios; elimina alguno para agregar otro');
    }
    expect(await count('testimonials', seller.id)).toBe(50);
  });

  it("keeps one seller's limit apart from another's", async () => {
    const [ana, beto] = [await createSeller(t), await createSeller(t)];
    await t.sql(
      `INSERT INTO gallery_images ("userId", "imageUrl") SELECT $1, '/uploads/images/existente.webp' FROM generate_series(1, 59)`,
      [ana.id],
    );
    const responses = await Promise.all(
      [ana, ana, beto, beto].map((s) =>
        t.http().post('/api/protected/gallery').set(bearer(s.token)).send({ imageUrl: '/uploads/images/otra.webp' }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 201, 400]);
    expect([await count('gallery_images', ana.id), await count('gallery_images', beto.id)]).toEqual([60, 2]);
  });

  it('deletes a record once when the deletion arrives five times at once, the others 404', async () => {
    const seller = await createSeller(t);
    const created = await t
      .http()
      .post('/api/protected/testimonials')
      .set(bearer(seller.token))
      .send({ name: 'Ana', message: 'Hola' })
      .expect(201);
    const sellerDeletes = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        t.http().delete(`/api/protected/testimonials/${created.body.id}`).set(bearer(seller.token)),
      ),
    );
    expect(statusCounts(sellerDeletes)).toEqual({ 200: 1, 404: 4 });
    const admin = bearer(await t.adminToken());
    const faq = await t
      .http()
      .post('/api/admin/faq')
      .set(admin)
      .send({ question: '¿Borrar?', answer: 'Una vez' })
      .expect(201);
    const adminDeletes = await Promise.all(
      [1, 2, 3, 4, 5].map(() => t.http().delete(`/api/admin/faq/${faq.body.id}`).set(admin)),
    );
    expect(statusCounts(adminDeletes)).toEqual({ 200: 1, 404: 4 });
  });

  it('keeps the one corporate video a single row when twenty first saves arrive at once', async () => {
    const admin = bearer(await t.adminToken());
    await t.sql(`DELETE FROM corporate_video`);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t
          .http()
          .put('/api/admin/corporate-video')
          .set(admin)
          .send({ title: `Video ${n}`, description: 'Conócenos' }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await t.sql(`SELECT count(*)::int AS n FROM corporate_video`)).toEqual([{ n: 1 }]);
  });
});
