import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

const ADMIN_PASSWORD = 'Clave-Muy-Secreta-9041';

describe('request logs', () => {
  const lines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      { RUN_JOBS: 'false', ADMIN_PASSWORD },
      { logs: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const lineOf = (requestId: string) => records().filter((record) => record.requestId === requestId);

  it('writes one JSON line per request with its id, which the response echoes in X-Request-Id', async () => {
    const res = await t.http().get('/api/products').set('X-Request-Id', 'prueba-0001').expect(200);
    expect(res.headers['x-request-id']).toBe('prueba-0001');
    const logged = lineOf('prueba-0001');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      method: 'GET',
      route: '/api/products',
      path: '/api/products',
      status: 200,
      level: 30,
    });
    expect(typeof logged[0].durationMs).toBe('number');
  });

  it('generates an id when the caller sends none or a malformed one', async () => {
    const none = await t.http().get('/api/faq').expect(200);
    const hostile = await t
      .http()
      .get('/api/faq')
      .set('X-Request-Id', '<script>alert(1)</script> '.padEnd(300, 'a'))
      .expect(200);
    for (const res of [none, hostile]) {
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(lineOf(res.headers['x-request-id'])).toHaveLength(1);
    }
  });

  it('logs the route pattern and the signed-in member’s id, never the token', async () => {
    const token = await t.adminToken();
    const res = await t.http().get('/api/admin/users/999999').set(bearer(token)).expect(404);
    const [admin] = await t.sql<{ id: number }>(`SELECT id FROM users WHERE role = 'admin'`);
    expect(lineOf(res.headers['x-request-id'])[0]).toMatchObject({
      route: '/api/admin/users/:id',
      status: 404,
      userId: admin.id,
    });
    expect(lines.join('\n')).not.toContain(token);
  });

  it('never writes a password, a token, a cookie or an authorization header, even on failed logins', async () => {
    const before = lines.length;
    await t.http().post('/api/login').send({ email: 'admin@test.local', password: ADMIN_PASSWORD }).expect(200);
    await t
      .http()
      .post('/api/login')
      .send({ email: 'admin@test.local', password: `${ADMIN_PASSWORD}-mal` })
      .expect(401);
    await t
      .http()
      .post('/api/login')
      .set('Cookie', 'session=galleta-secreta')
      .set('Authorization', 'Bearer portador-secreto')
      .send({ password: ADMIN_PASSWORD });
    await t.http().get('/api/faq?token=enlace-secreto&page=2').expect(200);
    // A registration's private link is its token, in the path of its page and of its API.
    const link = 'registro-secreto-0123456789abcdefghijklmnopq';
    await t.http().get(`/api/registration/${link}`).expect(404);
    await t.http().post(`/api/registration/${link}/proof`).expect(404);
    await t.http().get(`/registro/${link}`).set('Accept', 'text/html');
    const all = lines.join('\n');
    expect(
      records()
        .slice(before)
        .filter((r) => r.route === '/api/login'),
    ).toHaveLength(3);
    for (const secret of [ADMIN_PASSWORD, 'galleta-secreta', 'portador-secreto', 'enlace-secreto', link])
      expect(all).not.toContain(secret);
    expect(records().some((r) => r.path === '/api/registration/[oculto]/proof')).toBe(true);
  });

  it('logs an unexpected error once, with its stack, in the request’s line; the client gets only a generic message', async () => {
    await t.sql('ALTER TABLE faq RENAME TO faq_gone');
    try {
      const res = await t.http().get('/api/faq').expect(500);
      expect(res.body).toEqual({ statusCode: 500, message: 'Error interno del servidor' });
      const logged = lineOf(res.headers['x-request-id']);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        level: 50,
        status: 500,
        err: { type: 'QueryFailedError', stack: expect.stringContaining('\n    at ') },
      });
      expect(lines.filter((line) => line.includes('does not exist'))).toHaveLength(1);
    } finally {
      await t.sql('ALTER TABLE faq_gone RENAME TO faq');
    }
  });
});
