import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { adminCreate, announcementBody, watchReleasedFiles } from './content-fixtures.js';

describe('announcements', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  const post = (body: Record<string, unknown>) => t.http().post('/api/admin/announcements').set(admin).send(body);

  describe('rules', () => {
    it('creates an image announcement for everyone with order 1 by default', async () => {
      const res = await post({
        title: ' Nuevo ',
        description: 'Texto',
        mediaType: 'image',
        image: '/uploads/images/a.webp',
      }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        title: 'Nuevo',
        description: 'Texto',
        image: '/uploads/images/a.webp',
        videoUrl: null,
        mediaType: 'image',
        order: 1,
        active: true,
        targetType: 'all',
        targetCity: null,
        targetCountry: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const [row] = await t.sql(`SELECT "order", active, "targetType" FROM announcements WHERE id = $1`, [res.body.id]);
      expect(row).toEqual({ order: 1, active: true, targetType: 'all' });
    });

    it.each([
      ['no title', { title: '' }, 'title', 'El título y la descripción son obligatorios'],
      ['no description', { description: undefined }, 'description', 'El título y la descripción son obligatorios'],
      ['an image slide without image', { image: null }, 'image', 'Debes seleccionar una imagen para el anuncio'],
      [
        'a video slide without file or URL',
        { mediaType: 'video', videoUrl: '' },
        'videoUrl',
        'Debes subir un archivo de video o ingresar una URL',
      ],
      [
        'an unknown target',
        { targetType: 'region' },
        'targetType',
        'El destino del anuncio debe ser all, city o country',
      ],
      [
        'a city target without city',
        { targetType: 'city', targetCity: ' ' },
        'targetCity',
        'Debes seleccionar la ciudad del anuncio',
      ],
      [
        'a country target without country',
        { targetType: 'country' },
        'targetCountry',
        'Debes seleccionar el país del anuncio',
      ],
      ['an unknown media type', { mediaType: 'audio' }, 'mediaType', 'El tipo de contenido debe ser image o video'],
      [
        'a javascript: video',
        { mediaType: 'video', videoUrl: 'javascript:alert(1)' },
        'videoUrl',
        'El video debe ser un enlace de YouTube o un archivo subido a este sitio',
      ],
      [
        'a title over 200 characters',
        { title: 't'.repeat(201) },
        'title',
        'El título no puede tener más de 200 caracteres',
      ],
    ])('refuses %s', async (_label, change, field, message) => {
      const res = await post(announcementBody(change)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
    });

    it('keeps only the chosen medium and only the chosen target', async () => {
      const res = await post(
        announcementBody({
          mediaType: 'video',
          videoUrl: '/uploads/videos/v.mp4',
          targetType: 'country',
          targetCountry: 'Perú',
          targetCity: 'Cali',
        }),
      ).expect(201);
      expect(res.body).toMatchObject({
        image: null,
        videoUrl: '/uploads/videos/v.mp4',
        mediaType: 'video',
        targetType: 'country',
        targetCountry: 'Perú',
        targetCity: null,
      });
    });

    it('keeps the stored image when an edit sends none, and releases the medium it replaces after saving', async () => {
      const created = await adminCreate(t, 'announcements', announcementBody({ image: '/uploads/images/antes.webp' }));
      const kept = await t
        .http()
        .put(`/api/admin/announcements/${created.id}`)
        .set(admin)
        .send({ ...created, image: undefined, title: 'Editado' })
        .expect(200);
      expect(kept.body).toMatchObject({ title: 'Editado', image: '/uploads/images/antes.webp' });
      const files = watchReleasedFiles(
        t,
        async () => (await t.sql(`SELECT image, "videoUrl" FROM announcements WHERE id = $1`, [created.id]))[0],
      );
      try {
        const video = await t
          .http()
          .put(`/api/admin/announcements/${created.id}`)
          .set(admin)
          .send({ ...kept.body, mediaType: 'video', videoUrl: '/uploads/videos/despues.mp4' })
          .expect(200);
        expect(video.body).toMatchObject({ image: null, videoUrl: '/uploads/videos/despues.mp4', mediaType: 'video' });
        expect(files.calls).toEqual([
          { url: '/uploads/images/antes.webp', seen: { image: null, videoUrl: '/uploads/videos/despues.mp4' } },
        ]);
      } finally {
        files.restore();
      }
    });

    it('deletes an announcement, returns it, then releases its image', async () => {
      const created = await adminCreate(t, 'announcements', announcementBody({ image: '/uploads/images/fin.webp' }));
      const files = watchReleasedFiles(
        t,
        async () => (await t.sql(`SELECT count(*)::int AS n FROM announcements WHERE id = $1`, [created.id]))[0],
      );
      try {
        expect((await t.http().delete(`/api/admin/announcements/${created.id}`).set(admin).expect(200)).body).toEqual(
          created,
        );
        expect(files.calls).toEqual([{ url: '/uploads/images/fin.webp', seen: { n: 0 } }]);
      } finally {
        files.restore();
      }
      const res = await t.http().delete(`/api/admin/announcements/${created.id}`).set(admin).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Anuncio no encontrado' });
    });
  });

  describe('targeting (GET /api/announcements?city=&country=)', () => {
    const titles = (body: { title: string }[]) => body.map((a) => a.title);
    beforeAll(async () => {
      await t.sql(`DELETE FROM announcements`);
      await adminCreate(t, 'announcements', announcementBody({ title: 'Para todos', order: 3 }));
      await adminCreate(
        t,
        'announcements',
        announcementBody({ title: 'Medellín', order: 1, targetType: 'city', targetCity: 'Medellín' }),
      );
      await adminCreate(
        t,
        'announcements',
        announcementBody({ title: 'Perú', order: 2, targetType: 'country', targetCountry: 'Perú' }),
      );
      await adminCreate(
        t,
        'announcements',
        announcementBody({ title: 'Colombia', order: 4, targetType: 'country', targetCountry: 'Colombia' }),
      );
      await adminCreate(t, 'announcements', announcementBody({ title: 'Inactivo', order: 0, active: false }));
      await adminCreate(
        t,
        'announcements',
        announcementBody({
          title: 'Medellín inactivo',
          order: 0,
          active: false,
          targetType: 'city',
          targetCity: 'Medellín',
        }),
      );
    });

    it('shows only announcements for everyone without a city or country', async () => {
      expect(titles((await t.http().get('/api/announcements').expect(200)).body)).toEqual(['Para todos']);
    });

    it('adds those for the city and for the country, by order, ignoring case', async () => {
      const res = await t.http().get('/api/announcements').query({ city: 'medellín', country: 'COLOMBIA' }).expect(200);
      expect(titles(res.body)).toEqual(['Medellín', 'Para todos', 'Colombia']);
    });

    it('matches a city or country typed without its accents, as members often have them', async () => {
      const res = await t.http().get('/api/announcements').query({ city: ' MEDELLIN ', country: 'peru' }).expect(200);
      expect(titles(res.body)).toEqual(['Medellín', 'Perú', 'Para todos']);
    });

    it('does not show another city’s or country’s announcements', async () => {
      expect(
        titles(
          (await t.http().get('/api/announcements').query({ city: 'Cali', country: 'Colombia' }).expect(200)).body,
        ),
      ).toEqual(['Para todos', 'Colombia']);
      expect(
        titles((await t.http().get('/api/announcements').query({ city: 'Lima', country: 'Perú' }).expect(200)).body),
      ).toEqual(['Perú', 'Para todos']);
    });

    it('refuses an absurdly long city', async () => {
      const res = await t
        .http()
        .get('/api/announcements')
        .query({ city: 'x'.repeat(101) })
        .expect(400);
      expect(res.body.errors).toEqual({ city: 'La ciudad no puede tener más de 100 caracteres' });
    });

    it('clears the city when an announcement goes back to everyone', async () => {
      const [medellin] = (
        await t
          .http()
          .get('/api/admin/announcements')
          .query({ filter: '{"q":"Medellín","active":true}' })
          .set(admin)
          .expect(200)
      ).body;
      const res = await t
        .http()
        .put(`/api/admin/announcements/${medellin.id}`)
        .set(admin)
        .send({ ...medellin, targetType: 'all' })
        .expect(200);
      expect(res.body).toMatchObject({ targetType: 'all', targetCity: null, targetCountry: null });
      expect(titles((await t.http().get('/api/announcements').query({ city: 'Cali' }).expect(200)).body)).toContain(
        'Medellín',
      );
    });
  });
});
