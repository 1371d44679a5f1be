import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { adminCreate, watchReleasedFiles } from './content-fixtures.js';

describe('admin FAQ, global testimonials and corporate video', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  describe('FAQ', () => {
    it('creates with order 1 by default and accepts a typed order', async () => {
      const res = await t
        .http()
        .post('/api/admin/faq')
        .set(admin)
        .send({ question: ' ¿Qué es? ', answer: 'Una red' })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        question: '¿Qué es?',
        answer: 'Una red',
        order: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(
        (await t.http().post('/api/admin/faq').set(admin).send({ question: 'Q', answer: 'A', order: '4' }).expect(201))
          .body.order,
      ).toBe(4);
    });

    it.each([
      ['order 0', { order: 0 }, 'order', 'El orden debe ser al menos 1'],
      ['a fractional order', { order: 1.5 }, 'order', 'El orden debe ser un número entero'],
      ['no question', { question: '' }, 'question', 'La pregunta es obligatoria'],
      ['no answer', { answer: undefined }, 'answer', 'La respuesta es obligatoria'],
      [
        'a question over 500 characters',
        { question: 'q'.repeat(501) },
        'question',
        'La pregunta no puede tener más de 500 caracteres',
      ],
    ])('refuses %s', async (_label, change, field, message) => {
      const res = await t
        .http()
        .post('/api/admin/faq')
        .set(admin)
        .send({ question: 'Q', answer: 'A', ...change })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
    });

    it('replaces a whole entry (an omitted order goes back to 1) and deletes it', async () => {
      const created = await adminCreate(t, 'faq', { question: 'Q', answer: 'A', order: 5 });
      const res = await t
        .http()
        .put(`/api/admin/faq/${created.id}`)
        .set(admin)
        .send({ question: 'Q2', answer: 'A2', extra: 'x' })
        .expect(200);
      expect(res.body).toEqual({ ...created, question: 'Q2', answer: 'A2', order: 1, updatedAt: expect.any(String) });
      expect((await t.http().delete(`/api/admin/faq/${created.id}`).set(admin).expect(200)).body).toEqual(res.body);
      expect(await t.sql(`SELECT id FROM faq WHERE id = $1`, [created.id])).toEqual([]);
      expect((await t.http().get(`/api/admin/faq/${created.id}`).set(admin).expect(404)).body.message).toBe(
        'Pregunta no encontrada',
      );
    });
  });

  describe('global testimonials', () => {
    it('creates a global testimonial with rating 5 by default', async () => {
      const res = await t
        .http()
        .post('/api/admin/testimonials')
        .set(admin)
        .send({ name: 'Ana', message: 'Excelente', videoUrl: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' })
        .expect(201);
      expect(res.body).toMatchObject({
        id: expect.any(Number),
        name: 'Ana',
        city: '',
        videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        photo: null,
        message: 'Excelente',
        rating: 5,
        isGlobal: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      // A field added later may join the answer; the owner's id never does.
      expect(res.body).not.toHaveProperty('userId');
      const [row] = await t.sql(`SELECT "isGlobal", "userId", rating FROM testimonials WHERE id = $1`, [res.body.id]);
      expect(row).toEqual({ isGlobal: true, userId: null, rating: 5 });
    });

    it.each([
      ['rating 0', { rating: 0 }, 'rating', 'La calificación debe ser un número entero entre 1 y 5'],
      ['rating 6', { rating: 6 }, 'rating', 'La calificación debe ser un número entero entre 1 y 5'],
      ['rating 4.5', { rating: 4.5 }, 'rating', 'La calificación debe ser un número entero entre 1 y 5'],
      [
        'a video that is not YouTube',
        { videoUrl: 'https://vimeo.com/12345678901' },
        'videoUrl',
        'Por favor ingresa una URL válida de YouTube',
      ],
      [
        'a YouTube link with a short id',
        { videoUrl: 'https://youtu.be/abc' },
        'videoUrl',
        'Por favor ingresa una URL válida de YouTube',
      ],
      ['no name', { name: ' ' }, 'name', 'El nombre es obligatorio'],
      ['no message', { message: undefined }, 'message', 'El mensaje es obligatorio'],
      [
        'a city over 100 characters',
        { city: 'c'.repeat(101) },
        'city',
        'La ciudad no puede tener más de 100 caracteres',
      ],
    ])('refuses %s', async (_label, change, field, message) => {
      const res = await t
        .http()
        .post('/api/admin/testimonials')
        .set(admin)
        .send({ name: 'Ana', message: 'Hola', ...change })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
    });

    it('keeps the photo when an edit omits it, and releases it when replaced or deleted', async () => {
      const created = await adminCreate(t, 'testimonials', {
        name: 'Luis',
        message: 'Bien',
        photo: '/uploads/images/p1.webp',
        rating: 3,
      });
      const files = watchReleasedFiles(t);
      try {
        const kept = await t
          .http()
          .put(`/api/admin/testimonials/${created.id}`)
          .set(admin)
          .send({ name: 'Luis', message: 'Muy bien', rating: '4' })
          .expect(200);
        expect(kept.body).toMatchObject({ photo: '/uploads/images/p1.webp', message: 'Muy bien', rating: 4 });
        await t
          .http()
          .put(`/api/admin/testimonials/${created.id}`)
          .set(admin)
          .send({ name: 'Luis', message: 'Muy bien', photo: '/uploads/images/p2.webp' })
          .expect(200);
        await t.http().delete(`/api/admin/testimonials/${created.id}`).set(admin).expect(200);
        expect(files.urls()).toEqual(['/uploads/images/p1.webp', '/uploads/images/p2.webp']);
      } finally {
        files.restore();
      }
    });
  });

  describe('corporate video', () => {
    it('is empty and inactive before it is first saved', async () => {
      const res = await t.http().get('/api/admin/corporate-video').set(admin).expect(200);
      expect(res.body).toEqual({
        active: false,
        title: '',
        description: '',
        videoUrl: null,
        thumbnailUrl: null,
        updatedAt: null,
      });
    });

    it('requires title and description', async () => {
      const res = await t
        .http()
        .put('/api/admin/corporate-video')
        .set(admin)
        .send({ title: 'Solo título', videoUrl: '/uploads/videos/v.mp4' })
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: 'El título y la descripción son obligatorios',
        errors: { description: 'El título y la descripción son obligatorios' },
      });
    });

    it('saves one video, replacing it in place and releasing the old uploaded file', async () => {
      const first = {
        title: 'Conoce',
        description: 'Quiénes somos',
        videoUrl: '/uploads/videos/v1.mp4',
        thumbnailUrl: '/uploads/images/th.webp',
      };
      const saved = await t.http().put('/api/admin/corporate-video').set(admin).send(first).expect(200);
      expect(saved.body).toEqual({ ...first, active: true, updatedAt: expect.any(String) });
      const files = watchReleasedFiles(t, async () => (await t.sql(`SELECT "videoUrl" FROM corporate_video`))[0]);
      try {
        const second = await t
          .http()
          .put('/api/admin/corporate-video')
          .set(admin)
          .send({ ...first, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', active: false })
          .expect(200);
        expect(second.body).toMatchObject({
          videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
          thumbnailUrl: '/uploads/images/th.webp',
          active: false,
        });
        expect(files.calls).toEqual([
          { url: '/uploads/videos/v1.mp4', seen: { videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' } },
        ]);
      } finally {
        files.restore();
      }
      expect(await t.sql(`SELECT count(*)::int AS n FROM corporate_video`)).toEqual([{ n: 1 }]);
      expect((await t.http().get('/api/admin/corporate-video').set(admin).expect(200)).body).toMatchObject({
        title: 'Conoce',
        active: false,
      });
    });

    it('refuses a javascript: video', async () => {
      const res = await t
        .http()
        .put('/api/admin/corporate-video')
        .set(admin)
        .send({ title: 'T', description: 'D', videoUrl: 'javascript:alert(1)' })
        .expect(400);
      expect(res.body.errors).toEqual({
        videoUrl: 'El video debe ser un enlace de YouTube o un archivo subido a este sitio',
      });
    });
  });
});
