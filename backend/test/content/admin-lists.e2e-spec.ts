import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { adminCreate, announcementBody, productBody } from './content-fixtures.js';

/** react-admin's ra-data-simple-rest contract on every admin content list. */
describe('admin content lists (simple-rest)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const faq: Record<string, any>[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
    faq.push(await adminCreate(t, 'faq', { question: '¿Cómo pago?', answer: 'Por transferencia', order: 3 }));
    faq.push(await adminCreate(t, 'faq', { question: '¿Cómo me registro?', answer: 'En /register', order: 1 }));
    faq.push(
      await adminCreate(t, 'faq', {
        question: '¿Hacen envíos?',
        answer: 'A todo el país (100% garantizado)',
        order: 2,
      }),
    );
  });
  afterAll(() => t.close());

  const list = (query = '') => t.http().get(`/api/admin/faq${query}`).set(admin);
  const ids = (body: { id: number }[]) => body.map((x) => x.id);

  it('returns the whole array without parameters, by the default sort, with Content-Range', async () => {
    const res = await list().expect(200);
    expect(ids(res.body)).toEqual([faq[1].id, faq[2].id, faq[0].id]);
    expect(res.headers['content-range']).toBe('faq 0-2/3');
  });

  it('sorts by the requested field and direction', async () => {
    const res = await list(`?sort=${encodeURIComponent('["question","DESC"]')}`).expect(200);
    expect(res.body.map((f: { question: string }) => f.question)).toEqual([
      '¿Hacen envíos?',
      '¿Cómo pago?',
      '¿Cómo me registro?',
    ]);
  });

  it('returns the requested range and says where it lies in Content-Range', async () => {
    const first = await list(
      `?sort=${encodeURIComponent('["order","ASC"]')}&range=${encodeURIComponent('[0,1]')}`,
    ).expect(200);
    expect(ids(first.body)).toEqual([faq[1].id, faq[2].id]);
    expect(first.headers['content-range']).toBe('faq 0-1/3');
    const last = await list(
      `?sort=${encodeURIComponent('["order","ASC"]')}&range=${encodeURIComponent('[2,24]')}`,
    ).expect(200);
    expect(ids(last.body)).toEqual([faq[0].id]);
    expect(last.headers['content-range']).toBe('faq 2-2/3');
  });

  it('searches free text with q, case-insensitively, and treats % literally', async () => {
    const res = await list(`?filter=${encodeURIComponent('{"q":"PAGO"}')}`).expect(200);
    expect(ids(res.body)).toEqual([faq[0].id]);
    expect(res.headers['content-range']).toBe('faq 0-0/1');
    const percent = await list(`?filter=${encodeURIComponent('{"q":"100%"}')}`).expect(200);
    expect(ids(percent.body)).toEqual([faq[2].id]);
    expect((await list(`?filter=${encodeURIComponent('{"q":"%"}')}`).expect(200)).body).toHaveLength(1);
  });

  it('answers getMany (filter by a list of ids)', async () => {
    const res = await list(`?filter=${encodeURIComponent(JSON.stringify({ id: [faq[0].id, faq[2].id] }))}`).expect(200);
    expect(ids(res.body).sort()).toEqual([faq[0].id, faq[2].id].sort());
    expect((await list(`?filter=${encodeURIComponent('{"id":[]}')}`).expect(200)).body).toEqual([]);
  });

  it.each([
    [
      'an unknown sort field',
      `?sort=${encodeURIComponent('["password","ASC"]')}`,
      'No se puede ordenar por "password"',
    ],
    ['an unknown filter', `?filter=${encodeURIComponent('{"password":"x"}')}`, 'No se puede filtrar por "password"'],
    [
      'a reversed range',
      `?range=${encodeURIComponent('[5,1]')}`,
      'El parámetro range debe ser [inicio,fin] (máximo 1000 elementos)',
    ],
    ['a filter that is not JSON', '?filter=nope', 'El parámetro filter no es JSON válido'],
    ['ids that are not numbers', `?filter=${encodeURIComponent('{"id":["x"]}')}`, 'Solicitud inválida'],
  ])('refuses %s with 400', async (_label, query, message) => {
    const res = await list(query).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message });
  });

  it('lets a browser on the public site read Content-Range', async () => {
    const res = await list().set('Origin', t.config.publicUrl).expect(200);
    expect(res.headers['access-control-expose-headers']).toMatch(/Content-Range/i);
  });

  it.each([
    [
      'products',
      () => productBody({ name: 'Kit Energía' }),
      () => productBody({ name: 'Multytest', description: 'Test epigenético', type: 'other' }),
      'energía',
      { type: 'other' },
    ],
    [
      'product-features',
      () => ({ productType: 'multydrink', title: 'Energía diaria', description: 'x' }),
      () => ({ productType: 'multytest', title: 'Tu epigenética', description: 'y', active: false }),
      'ENERGÍA',
      { active: false },
    ],
    [
      'testimonials',
      () => ({ name: 'Ana', city: 'Cali', message: 'Excelente' }),
      () => ({ name: 'Luis', city: 'Pasto', message: 'Bueno', rating: 4 }),
      'cali',
      { rating: 4 },
    ],
    [
      'announcements',
      () => announcementBody({ title: 'Nuevo sabor' }),
      () => announcementBody({ title: 'Capacitación', targetType: 'city', targetCity: 'Cali' }),
      'sabor',
      { targetType: 'city' },
    ],
    [
      'team-images',
      () => ({ imageUrl: '/images/team/a.webp', title: 'Convención' }),
      () => ({ imageUrl: '/images/team/b.webp', title: 'Líderes', active: false }),
      'convención',
      { isActive: false },
    ],
  ])('%s speaks the same contract', async (resource, first, second, q, filter) => {
    const a = await adminCreate(t, resource, first());
    const b = await adminCreate(t, resource, second());
    const all = await t.http().get(`/api/admin/${resource}`).set(admin).expect(200);
    expect(ids(all.body).sort()).toEqual([a.id, b.id].sort());
    expect(all.headers['content-range']).toBe(`${resource} 0-1/2`);
    const found = await t
      .http()
      .get(`/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`)
      .set(admin)
      .expect(200);
    expect(ids(found.body)).toEqual([a.id]);
    const filtered = await t
      .http()
      .get(`/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`)
      .set(admin)
      .expect(200);
    expect(ids(filtered.body)).toEqual([b.id]);
    const sorted = await t
      .http()
      .get(`/api/admin/${resource}?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,0]')}`)
      .set(admin)
      .expect(200);
    expect(ids(sorted.body)).toEqual([Math.max(a.id, b.id)]);
    expect(sorted.headers['content-range']).toBe(`${resource} 0-0/2`);
    const many = await t
      .http()
      .get(`/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify({ id: [b.id] }))}`)
      .set(admin)
      .expect(200);
    expect(ids(many.body)).toEqual([b.id]);
  });

  it('lists only global testimonials to the admin, never a seller’s own', async () => {
    const [{ id: sellerId }] = await t.sql<{ id: number }>(
      `INSERT INTO users (username, email, name, code, slug) VALUES ('v1', 'v1@x.co', 'V', 'v1', 'v1') RETURNING id`,
    );
    const [own] = await t.sql<{ id: number }>(
      `INSERT INTO testimonials (name, message, "userId") VALUES ('Cliente', 'Propio', $1) RETURNING id`,
      [sellerId],
    );
    const res = await t.http().get('/api/admin/testimonials').set(admin).expect(200);
    expect(ids(res.body)).not.toContain(own.id);
    expect(res.body.every((x: { isGlobal: boolean }) => x.isGlobal)).toBe(true);
    await t.http().get(`/api/admin/testimonials/${own.id}`).set(admin).expect(404);
    await t.http().delete(`/api/admin/testimonials/${own.id}`).set(admin).expect(404);
    expect(await t.sql(`SELECT id FROM testimonials WHERE id = $1`, [own.id])).toHaveLength(1);
  });
});
