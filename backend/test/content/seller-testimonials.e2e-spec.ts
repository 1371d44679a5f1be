import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { adminCreate, watchReleasedFiles } from './content-fixtures.js';

describe('seller testimonials (/api/protected/testimonials)', () => {
  let t: TestApp;
  let ana: TestSeller;
  let beto: TestSeller;
  beforeAll(async () => {
    t = await createTestApp();
    [ana, beto] = [await createSeller(t), await createSeller(t)];
  });
  afterAll(() => t.close());

  const as = (s: TestSeller) => bearer(s.token);
  const publicTestimonials = async (s: TestSeller) =>
    (await t.http().get(`/api/user/${s.slug}`).expect(200)).body.testimonials;

  it('adds a testimonial to the seller’s own page', async () => {
    const res = await t
      .http()
      .post('/api/protected/testimonials')
      .set(as(ana))
      .send({
        name: 'Clienta feliz',
        city: 'Medellín',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        message: 'Me encantó',
        userId: beto.id,
        isGlobal: true,
      })
      .expect(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: 'Clienta feliz',
      city: 'Medellín',
      videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      photo: null,
      message: 'Me encantó',
      rating: 5,
      isGlobal: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // A field added later may join the answer; the owner's id never does.
    expect(res.body).not.toHaveProperty('userId');
    const [row] = await t.sql(`SELECT "userId", "isGlobal" FROM testimonials WHERE id = $1`, [res.body.id]);
    expect(row).toEqual({ userId: ana.id, isGlobal: false });
    expect(await publicTestimonials(ana)).toEqual([
      {
        id: res.body.id,
        name: 'Clienta feliz',
        city: 'Medellín',
        videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        photo: null,
        message: 'Me encantó',
        rating: 5,
        createdAt: expect.any(String),
      },
    ]);
    expect(await publicTestimonials(beto)).toEqual([]);
  });

  it('lists only the seller’s own testimonials, newest first', async () => {
    await adminCreate(t, 'testimonials', { name: 'Global', message: 'De la empresa' });
    await t
      .http()
      .post('/api/protected/testimonials')
      .set(as(beto))
      .send({ name: 'De Beto', message: 'Hola' })
      .expect(201);
    const second = await t
      .http()
      .post('/api/protected/testimonials')
      .set(as(ana))
      .send({ name: 'Segundo', message: 'Bien', rating: 4, photo: '/uploads/images/c.webp' })
      .expect(201);
    const res = await t.http().get('/api/protected/testimonials').set(as(ana)).expect(200);
    expect(res.body.map((x: { name: string }) => x.name)).toEqual(['Segundo', 'Clienta feliz']);
    expect(res.body[0]).toEqual(second.body);
    expect((await publicTestimonials(ana)).map((x: { name: string }) => x.name)).toEqual(['Segundo', 'Clienta feliz']);
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating', 'La calificación debe ser un número entero entre 1 y 5'],
    [
      'a video that is not YouTube',
      { videoUrl: 'https://example.com/v' },
      'videoUrl',
      'Por favor ingresa una URL válida de YouTube',
    ],
    ['no message', { message: '' }, 'message', 'El mensaje es obligatorio'],
    [
      'a message over 2000 characters',
      { message: 'm'.repeat(2001) },
      'message',
      'El mensaje no puede tener más de 2000 caracteres',
    ],
    [
      'a javascript: photo',
      { photo: 'javascript:alert(1)' },
      'photo',
      'La foto debe ser un archivo subido a este sitio',
    ],
  ])('refuses %s', async (_label, change, field, message) => {
    const res = await t
      .http()
      .post('/api/protected/testimonials')
      .set(as(ana))
      .send({ name: 'N', message: 'M', ...change })
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
  });

  it('updates a whole testimonial, keeping the photo the dashboard form does not send', async () => {
    const [mine] = (await t.http().get('/api/protected/testimonials').set(as(ana)).expect(200)).body;
    const res = await t
      .http()
      .put(`/api/protected/testimonials/${mine.id}`)
      .set(as(ana))
      .send({ name: 'Segundo editado', city: 'Cali', videoUrl: '', message: 'Muy bien', rating: 3 })
      .expect(200);
    expect(res.body).toEqual({
      ...mine,
      name: 'Segundo editado',
      city: 'Cali',
      videoUrl: null,
      message: 'Muy bien',
      rating: 3,
      updatedAt: expect.any(String),
    });
  });

  it('reports another seller’s or a global testimonial as not found and leaves it untouched', async () => {
    const [betos] = (await t.http().get('/api/protected/testimonials').set(as(beto)).expect(200)).body;
    const [global] = (await t.http().get('/api/testimonials').expect(200)).body;
    for (const id of [betos.id, global.id, 999999]) {
      const put = await t
        .http()
        .put(`/api/protected/testimonials/${id}`)
        .set(as(ana))
        .send({ name: 'Hackeado', message: 'x' })
        .expect(404);
      expect(put.body).toEqual({ statusCode: 404, message: 'Testimonio no encontrado' });
      await t.http().delete(`/api/protected/testimonials/${id}`).set(as(ana)).expect(404);
    }
    const rows = await t.sql(`SELECT name FROM testimonials WHERE id = ANY($1) ORDER BY id`, [[betos.id, global.id]]);
    expect(rows).toEqual([{ name: 'Global' }, { name: 'De Beto' }]);
  });

  it('deletes the seller’s own testimonial, then releases its photo', async () => {
    const [mine] = (await t.http().get('/api/protected/testimonials').set(as(ana)).expect(200)).body;
    const files = watchReleasedFiles(
      t,
      async () => (await t.sql(`SELECT count(*)::int AS n FROM testimonials WHERE id = $1`, [mine.id]))[0],
    );
    try {
      expect((await t.http().delete(`/api/protected/testimonials/${mine.id}`).set(as(ana)).expect(200)).body).toEqual(
        mine,
      );
      expect(files.calls).toEqual([{ url: '/uploads/images/c.webp', seen: { n: 0 } }]);
    } finally {
      files.restore();
    }
    expect((await publicTestimonials(ana)).map((x: { id: number }) => x.id)).not.toContain(mine.id);
  });
});
