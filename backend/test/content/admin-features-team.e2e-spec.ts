import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { adminCreate, watchReleasedFiles } from './content-fixtures.js';

describe('admin product features and team images', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  describe('product features', () => {
    const post = (body: Record<string, unknown>) => t.http().post('/api/admin/product-features').set(admin).send(body);

    it('drops empty benefits and ingredients and stores lists as JSON', async () => {
      const res = await post({
        productType: 'multydrink',
        title: 'Energía',
        description: 'Diaria',
        benefits: ['Más energía', ' ', '', null, 'Defensas '],
        ingredients: ['Zinc', '', 'Vitamina C'],
        imageUrl: '/uploads/images/f.webp',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        videoTitle: 'Mira',
      }).expect(201);
      expect(res.body).toMatchObject({
        benefits: ['Más energía', 'Defensas'],
        ingredients: ['Zinc', 'Vitamina C'],
        order: 0,
        active: true,
        videoTitle: 'Mira',
      });
      const [row] = await t.sql(`SELECT benefits, ingredients FROM product_features WHERE id = $1`, [res.body.id]);
      expect(row).toEqual({ benefits: ['Más energía', 'Defensas'], ingredients: ['Zinc', 'Vitamina C'] });
    });

    it('keeps ingredients only for multydrink', async () => {
      const res = await post({
        productType: 'multytest',
        title: 'Test',
        description: 'ADN',
        benefits: ['Informe'],
        ingredients: ['Nada'],
      }).expect(201);
      expect(res.body).toMatchObject({ productType: 'multytest', benefits: ['Informe'], ingredients: [] });
    });

    it.each([
      ['no title', { title: '  ' }, 'title', 'El título y la descripción son obligatorios'],
      ['no description', { description: null }, 'description', 'El título y la descripción son obligatorios'],
      [
        'an unknown product type',
        { productType: 'other' },
        'productType',
        'El tipo de producto debe ser multydrink o multytest',
      ],
      ['benefits that are not a list', { benefits: 'uno, dos' }, 'benefits', 'Los beneficios deben ser una lista'],
      ['a benefit that is not text', { benefits: ['ok', 5] }, 'benefits', 'Cada beneficio debe ser texto'],
      [
        'a benefit over 300 characters',
        { benefits: ['b'.repeat(301)] },
        'benefits',
        'Cada beneficio puede tener como máximo 300 caracteres',
      ],
      [
        'more than 30 benefits',
        { benefits: Array.from({ length: 31 }, (_, i) => `b${i}`) },
        'benefits',
        'No puede haber más de 30 beneficios',
      ],
      ['a negative order', { order: -1 }, 'order', 'El orden debe ser un número entero no negativo'],
      ['active as text', { active: 'sí' }, 'active', 'Activo debe ser verdadero o falso'],
      [
        'a data: image',
        { imageUrl: 'data:image/png;base64,AAAA' },
        'imageUrl',
        'La imagen debe ser un archivo subido a este sitio',
      ],
    ])('refuses %s', async (_label, change, field, message) => {
      const res = await post({ productType: 'multydrink', title: 'T', description: 'D', ...change }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
    });

    it('updates, then deletes a feature releasing its files after each change', async () => {
      const created = await adminCreate(t, 'product-features', {
        productType: 'multydrink',
        title: 'T',
        description: 'D',
        imageUrl: '/uploads/images/f1.webp',
      });
      const files = watchReleasedFiles(
        t,
        async () => (await t.sql(`SELECT "imageUrl" FROM product_features WHERE id = $1`, [created.id]))[0] ?? 'gone',
      );
      try {
        const updated = await t
          .http()
          .put(`/api/admin/product-features/${created.id}`)
          .set(admin)
          .send({ ...created, imageUrl: '/uploads/images/f2.webp', active: false, order: '3' })
          .expect(200);
        expect(updated.body).toMatchObject({ imageUrl: '/uploads/images/f2.webp', active: false, order: 3 });
        await t.http().delete(`/api/admin/product-features/${created.id}`).set(admin).expect(200);
        expect(files.calls).toEqual([
          { url: '/uploads/images/f1.webp', seen: { imageUrl: '/uploads/images/f2.webp' } },
          { url: '/uploads/images/f2.webp', seen: 'gone' },
        ]);
      } finally {
        files.restore();
      }
      const res = await t.http().get(`/api/admin/product-features/${created.id}`).set(admin).expect(404);
      expect(res.body.message).toBe('Característica no encontrada');
    });
  });

  describe('team images', () => {
    const post = (body: Record<string, unknown>) => t.http().post('/api/admin/team-images').set(admin).send(body);

    it('requires an image', async () => {
      for (const imageUrl of [undefined, '', '   ']) {
        const res = await post({ imageUrl, title: 'Equipo' }).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          message: 'Debes proporcionar una imagen',
          errors: { imageUrl: 'Debes proporcionar una imagen' },
        });
      }
      expect((await post({ imageUrl: 'javascript:alert(1)' }).expect(400)).body.errors).toEqual({
        imageUrl: 'La imagen debe ser un archivo subido a este sitio',
      });
    });

    it('stores the form’s active as isActive, accepts isActive too, active winning', async () => {
      const a = await post({ imageUrl: '/images/team/a.webp', active: false }).expect(201);
      const b = await post({ imageUrl: '/images/team/b.webp', isActive: false }).expect(201);
      const c = await post({ imageUrl: '/images/team/c.webp', active: true, isActive: false }).expect(201);
      const d = await post({ imageUrl: '/images/team/d.webp' }).expect(201);
      expect([a, b, c, d].map((r) => r.body.isActive)).toEqual([false, false, true, true]);
      expect(d.body).toEqual({
        id: expect.any(Number),
        imageUrl: '/images/team/d.webp',
        title: null,
        description: null,
        order: 0,
        isActive: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const rows = await t.sql(`SELECT "isActive" FROM team_images WHERE id = ANY($1) ORDER BY id`, [
        [a.body.id, c.body.id],
      ]);
      expect(rows).toEqual([{ isActive: false }, { isActive: true }]);
    });

    it('releases the replaced image after an update and the image of a deleted one', async () => {
      const created = await adminCreate(t, 'team-images', { imageUrl: '/uploads/images/t1.webp', title: 'Uno' });
      const files = watchReleasedFiles(t);
      try {
        await t
          .http()
          .put(`/api/admin/team-images/${created.id}`)
          .set(admin)
          .send({ ...created, title: 'Sin cambio de imagen' })
          .expect(200);
        expect(files.urls()).toEqual([]);
        await t
          .http()
          .put(`/api/admin/team-images/${created.id}`)
          .set(admin)
          .send({ ...created, imageUrl: '/uploads/images/t2.webp' })
          .expect(200);
        const deleted = await t.http().delete(`/api/admin/team-images/${created.id}`).set(admin).expect(200);
        expect(deleted.body).toMatchObject({ id: created.id, imageUrl: '/uploads/images/t2.webp' });
        expect(files.urls()).toEqual(['/uploads/images/t1.webp', '/uploads/images/t2.webp']);
      } finally {
        files.restore();
      }
      expect(await t.sql(`SELECT id FROM team_images WHERE id = $1`, [created.id])).toEqual([]);
    });

    it('answers 404 for an unknown team image', async () => {
      const res = await t
        .http()
        .put('/api/admin/team-images/424242')
        .set(admin)
        .send({ imageUrl: '/images/team/a.webp' })
        .expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Imagen del equipo no encontrada' });
    });
  });
});
