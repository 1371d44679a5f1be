import { PUBLIC_CONTENT_LIST_NAMES, PUBLIC_CONTENT_LISTS } from '@multyhealth/rules';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';
import { adminCreate, announcementBody, productBody } from './content-fixtures.js';

describe('public content reads', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers every list of the shared registry (what the server render loads) at its path, anonymously', async () => {
    for (const name of PUBLIC_CONTENT_LIST_NAMES) await t.http().get(PUBLIC_CONTENT_LISTS[name]).expect(200);
  });

  it('lists the catalogue in creation order, with benefits as text', async () => {
    const drink = await adminCreate(t, 'products', productBody());
    const kit = await adminCreate(
      t,
      'products',
      productBody({ name: 'Multytest', type: 'other', price: null, minPrice: null, benefits: 'Uno, dos' }),
    );
    const res = await t.http().get('/api/products').expect(200);
    expect(res.body).toEqual([drink, kit]);
    expect(res.body[1]).toMatchObject({ benefits: 'Uno, dos', price: null, minPrice: null });
  });

  it('shows only active product features, by order', async () => {
    const second = await adminCreate(t, 'product-features', {
      productType: 'multytest',
      title: 'Segunda',
      description: 'd',
      order: 2,
    });
    const first = await adminCreate(t, 'product-features', {
      productType: 'multydrink',
      title: 'Primera',
      description: 'd',
      order: 1,
      benefits: ['A'],
      ingredients: ['Zinc'],
    });
    await adminCreate(t, 'product-features', {
      productType: 'multydrink',
      title: 'Oculta',
      description: 'd',
      order: 0,
      active: false,
    });
    const res = await t.http().get('/api/product-features').expect(200);
    expect(res.body.map((f: { title: string }) => f.title)).toEqual(['Primera', 'Segunda']);
    expect(res.body[0]).toEqual(first);
    expect(res.body[1]).toEqual(second);
  });

  it('shows global testimonials only, newest first', async () => {
    const older = await adminCreate(t, 'testimonials', { name: 'Ana', city: 'Cali', message: 'Muy bueno' });
    const newer = await adminCreate(t, 'testimonials', { name: 'Luis', message: 'Excelente', rating: 4 });
    const seller = await createSeller(t);
    await t
      .http()
      .post('/api/protected/testimonials')
      .set(bearer(seller.token))
      .send({ name: 'Cliente', message: 'Solo en mi página' })
      .expect(201);
    const res = await t.http().get('/api/testimonials').expect(200);
    expect(res.body).toEqual([newer, older]);
    expect(res.body[0]).not.toHaveProperty('userId');
  });

  it('shows only active team images, by order', async () => {
    await adminCreate(t, 'team-images', { imageUrl: '/images/team/2.webp', order: 2 });
    await adminCreate(t, 'team-images', { imageUrl: '/images/team/1.webp', order: 1, title: 'Convención' });
    await adminCreate(t, 'team-images', { imageUrl: '/images/team/0.webp', order: 0, active: false });
    await adminCreate(t, 'team-images', { imageUrl: '/images/team/x.webp', order: 0, isActive: false });
    const res = await t.http().get('/api/team-images').expect(200);
    expect(res.body.map((i: { imageUrl: string }) => i.imageUrl)).toEqual([
      '/images/team/1.webp',
      '/images/team/2.webp',
    ]);
    expect(res.body[0]).toMatchObject({ title: 'Convención', description: null, isActive: true, order: 1 });
  });

  it('lists the FAQ by order', async () => {
    await adminCreate(t, 'faq', { question: 'Tercera', answer: 'c', order: 3 });
    await adminCreate(t, 'faq', { question: 'Primera', answer: 'a' });
    await adminCreate(t, 'faq', { question: 'Segunda', answer: 'b', order: 2 });
    const res = await t.http().get('/api/faq').expect(200);
    expect(res.body.map((f: { question: string; order: number }) => [f.question, f.order])).toEqual([
      ['Primera', 1],
      ['Segunda', 2],
      ['Tercera', 3],
    ]);
  });

  it('shows the corporate video only while it is active', async () => {
    const empty = { active: false, title: '', description: '', videoUrl: null, thumbnailUrl: null, updatedAt: null };
    expect((await t.http().get('/api/corporate-video').expect(200)).body).toEqual(empty);
    const admin = bearer(await t.adminToken());
    const video = {
      title: 'Conoce Multyhealth',
      description: 'Quiénes somos',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      thumbnailUrl: '/uploads/images/mini.webp',
      active: false,
    };
    await t.http().put('/api/admin/corporate-video').set(admin).send(video).expect(200);
    expect((await t.http().get('/api/corporate-video').expect(200)).body).toEqual(empty);
    await t
      .http()
      .put('/api/admin/corporate-video')
      .set(admin)
      .send({ ...video, active: true })
      .expect(200);
    expect((await t.http().get('/api/corporate-video').expect(200)).body).toEqual({
      ...video,
      videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      active: true,
      updatedAt: expect.any(String),
    });
  });

  it('lists every active announcement, whatever its target, by order', async () => {
    const city = await adminCreate(
      t,
      'announcements',
      announcementBody({ title: 'Cali', order: 2, targetType: 'city', targetCity: 'Cali' }),
    );
    const all = await adminCreate(t, 'announcements', announcementBody({ title: 'Todos', order: 1 }));
    await adminCreate(t, 'announcements', announcementBody({ title: 'Apagado', order: 0, active: false }));
    const res = await t.http().get('/api/announcements/all').expect(200);
    expect(res.body).toEqual([all, city]);
  });
});
