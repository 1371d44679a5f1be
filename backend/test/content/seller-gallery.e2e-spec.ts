import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { watchReleasedFiles } from './content-fixtures.js';

describe('seller gallery (/api/protected/gallery)', () => {
  let t: TestApp;
  let ana: TestSeller;
  let beto: TestSeller;
  beforeAll(async () => {
    t = await createTestApp();
    [ana, beto] = [await createSeller(t), await createSeller(t)];
  });
  afterAll(() => t.close());

  const as = (s: TestSeller) => bearer(s.token);
  const publicGallery = async (s: TestSeller) =>
    (await t.http().get(`/api/user/${s.slug}`).expect(200)).body.galleryImages;
  const add = (s: TestSeller, body: Record<string, unknown>) =>
    t.http().post('/api/protected/gallery').set(as(s)).send(body);

  it('requires an image', async () => {
    for (const imageUrl of [undefined, '', ' ']) {
      const res = await add(ana, { imageUrl, title: 'Sin imagen' }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'Debes proporcionar una imagen',
        errors: { imageUrl: 'Debes proporcionar una imagen' },
      });
    }
    expect((await add(ana, { imageUrl: 'javascript:alert(1)' }).expect(400)).body.errors).toEqual({
      imageUrl: 'La imagen debe ser un archivo subido a este sitio',
    });
    expect((await add(ana, { imageUrl: '/uploads/a.webp', title: 't'.repeat(201) }).expect(400)).body.errors).toEqual({
      title: 'El título no puede tener más de 200 caracteres',
    });
  });

  it('adds images that show on the public page, newest first', async () => {
    const first = await add(ana, {
      imageUrl: '/uploads/images/g1.webp',
      title: 'Entrega',
      description: 'En Medellín',
    }).expect(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      imageUrl: '/uploads/images/g1.webp',
      title: 'Entrega',
      description: 'En Medellín',
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await add(ana, { imageUrl: '/images/demo/galeria-2.webp' }).expect(201);
    expect(second.body).toMatchObject({ title: '', description: '' });
    const [row] = await t.sql(`SELECT "userId" FROM gallery_images WHERE id = $1`, [first.body.id]);
    expect(row).toEqual({ userId: ana.id });
    expect(await publicGallery(ana)).toEqual([
      { id: second.body.id, imageUrl: '/images/demo/galeria-2.webp', title: '', description: '' },
      { id: first.body.id, imageUrl: '/uploads/images/g1.webp', title: 'Entrega', description: 'En Medellín' },
    ]);
    expect(await publicGallery(beto)).toEqual([]);
  });

  it('hides an inactive image from the public page but keeps it in the seller’s list', async () => {
    const hidden = await add(ana, { imageUrl: '/uploads/images/oculta.webp', isActive: false }).expect(201);
    expect((await publicGallery(ana)).map((g: { id: number }) => g.id)).not.toContain(hidden.body.id);
    const mine = await t.http().get('/api/protected/gallery').set(as(ana)).expect(200);
    expect(mine.body.map((g: { id: number }) => g.id)).toContain(hidden.body.id);
    const shown = await t
      .http()
      .put(`/api/protected/gallery/${hidden.body.id}`)
      .set(as(ana))
      .send({ imageUrl: '/uploads/images/oculta.webp', isActive: true })
      .expect(200);
    expect(shown.body.isActive).toBe(true);
    const kept = await t
      .http()
      .put(`/api/protected/gallery/${hidden.body.id}`)
      .set(as(ana))
      .send({ imageUrl: '/uploads/images/oculta.webp', title: 'Visible' })
      .expect(200);
    expect(kept.body).toMatchObject({ isActive: true, title: 'Visible' });
    expect((await publicGallery(ana)).map((g: { id: number }) => g.id)).toContain(hidden.body.id);
  });

  it('updates image, title and description, releasing the replaced file after saving', async () => {
    const created = await add(ana, { imageUrl: '/uploads/images/vieja.webp', title: 'Vieja' }).expect(201);
    const files = watchReleasedFiles(
      t,
      async () => (await t.sql(`SELECT "imageUrl" FROM gallery_images WHERE id = $1`, [created.body.id]))[0],
    );
    try {
      const res = await t
        .http()
        .put(`/api/protected/gallery/${created.body.id}`)
        .set(as(ana))
        .send({ imageUrl: '/uploads/images/nueva.webp', title: 'Nueva', description: 'Otra' })
        .expect(200);
      expect(res.body).toMatchObject({
        id: created.body.id,
        imageUrl: '/uploads/images/nueva.webp',
        title: 'Nueva',
        description: 'Otra',
        isActive: true,
      });
      expect(files.calls).toEqual([
        { url: '/uploads/images/vieja.webp', seen: { imageUrl: '/uploads/images/nueva.webp' } },
      ]);
    } finally {
      files.restore();
    }
  });

  it('reports another seller’s image as not found and leaves it untouched', async () => {
    const betos = await add(beto, { imageUrl: '/uploads/images/beto.webp', title: 'De Beto' }).expect(201);
    for (const req of [
      t.http().put(`/api/protected/gallery/${betos.body.id}`).set(as(ana)).send({ imageUrl: '/uploads/images/x.webp' }),
      t.http().delete(`/api/protected/gallery/${betos.body.id}`).set(as(ana)),
      t.http().delete('/api/protected/gallery/999999').set(as(ana)),
    ]) {
      expect((await req.expect(404)).body).toEqual({ statusCode: 404, message: 'Imagen no encontrada' });
    }
    expect(await t.sql(`SELECT "imageUrl", title FROM gallery_images WHERE id = $1`, [betos.body.id])).toEqual([
      { imageUrl: '/uploads/images/beto.webp', title: 'De Beto' },
    ]);
    expect(
      (await t.http().get('/api/protected/gallery').set(as(ana)).expect(200)).body.map((g: { id: number }) => g.id),
    ).not.toContain(betos.body.id);
  });

  it('deletes an image, returns it and then releases its file', async () => {
    const created = await add(ana, { imageUrl: '/uploads/images/borrar.webp' }).expect(201);
    const files = watchReleasedFiles(
      t,
      async () => (await t.sql(`SELECT count(*)::int AS n FROM gallery_images WHERE id = $1`, [created.body.id]))[0],
    );
    try {
      expect(
        (await t.http().delete(`/api/protected/gallery/${created.body.id}`).set(as(ana)).expect(200)).body,
      ).toEqual(created.body);
      expect(files.calls).toEqual([{ url: '/uploads/images/borrar.webp', seen: { n: 0 } }]);
    } finally {
      files.restore();
    }
    expect((await publicGallery(ana)).map((g: { id: number }) => g.id)).not.toContain(created.body.id);
  });
});
