import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';

describe('limits on a seller page', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('refuses a 61st gallery image and a 51st testimonial with a Spanish message', async () => {
    const seller = await createSeller(t);
    const auth = bearer(seller.token);
    await t.sql(
      `INSERT INTO gallery_images ("userId", "imageUrl") SELECT $1, '/images/demo/galeria-1.webp' FROM generate_series(1, 60)`,
      [seller.id],
    );
    await t.sql(`INSERT INTO testimonials (name, message, "userId") SELECT 'T', 'M', $1 FROM generate_series(1, 50)`, [
      seller.id,
    ]);
    const gallery = await t
      .http()
      .post('/api/protected/gallery')
      .set(auth)
      .send({ imageUrl: '/images/demo/galeria-2.webp', title: 'Otra' })
      .expect(400);
    expect(gallery.body.message).toBe('Tu galería ya tiene el máximo de 60 imágenes; elimina alguna para agregar otra');
    const testimonial = await t
      .http()
      .post('/api/protected/testimonials')
      .set(auth)
      .send({ name: 'Ana', city: 'Cali', message: 'Muy bueno', rating: 5 })
      .expect(400);
    expect(testimonial.body.message).toBe('Ya tienes el máximo de 50 testimonios; elimina alguno para agregar otro');
    expect(await t.sql(`SELECT count(*)::int AS n FROM gallery_images WHERE "userId" = $1`, [seller.id])).toEqual([
      { n: 60 },
    ]);
  });
});
