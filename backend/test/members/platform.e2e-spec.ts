import { createTestApp, type TestApp } from '../support/test-app.js';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('documents every members route in the OpenAPI document', async () => {
    const docs = await t.http().get('/api/docs-json').expect(200);
    for (const path of [
      '/api/register',
      '/api/login',
      '/api/admin/dashboard',
      '/api/admin/users',
      '/api/admin/users/{id}',
      '/api/admin/users/{id}/approve',
      '/api/admin/users/{id}/reject',
      '/api/admin/users-near-expiration',
      '/api/admin/renew-user/{id}',
      '/api/admin/change-password',
      '/api/protected/dashboard',
      '/api/user/subscription-status',
      '/api/protected/profile',
      '/api/protected/video',
      '/api/protected/change-password',
      '/api/protected/analytics',
      '/api/user/{slug}',
      '/api/user/{slug}/whatsapp-click',
      '/api/user/{slug}/vcard',
      '/api/account-pricing',
    ]) {
      expect(docs.body.paths).toHaveProperty([path]);
    }
    expect(docs.body.paths['/api/register'].post.responses['201'].content['application/json'].schema).toBeDefined();
  });

  it('serves the Swagger UI', async () => {
    const res = await t.http().get('/api/docs/').expect(200);
    expect(res.text).toContain('swagger');
  });

  it('answers unknown API paths with a JSON 404 in Spanish', async () => {
    const res = await t.http().get('/api/nope').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Recurso no encontrado' });
  });

  it('refuses broken JSON with a 400 and a Spanish message', async () => {
    const res = await t.http().post('/api/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(res.body.message).toBe('El cuerpo de la solicitud no es JSON válido');
  });

  it('refuses an oversized JSON body with 413', async () => {
    const res = await t
      .http()
      .post('/api/register')
      .send({ name: 'x'.repeat(2_000_000) })
      .expect(413);
    expect(res.body.message).toBe('El contenido enviado es demasiado grande');
  });

  it('sends security headers and exposes Content-Range to the allowed origin only', async () => {
    const res = await t.http().get('/api/account-pricing').set('Origin', 'http://localhost:3000').expect(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    const other = await t.http().get('/api/account-pricing').set('Origin', 'https://evil.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
