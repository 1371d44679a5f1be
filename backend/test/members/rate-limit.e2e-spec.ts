import { createTestApp, type TestApp } from '../support/test-app.js';
import { registrationBody } from '../support/members.js';

describe('rate limits on login and register', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ AUTH_RATE_LIMIT: '3' })));
  afterAll(() => t.close());

  it('answers 429 with a Spanish message after the per-minute limit', async () => {
    for (let i = 0; i < 3; i++)
      await t.http().post('/api/login').send({ email: 'a@b.co', password: 'incorrecta' }).expect(401);
    const res = await t.http().post('/api/login').send({ email: 'a@b.co', password: 'incorrecta' }).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    });
  });

  it('limits registrations separately from other routes', async () => {
    for (let i = 0; i < 3; i++) await t.http().post('/api/register').send(registrationBody()).expect(201);
    await t.http().post('/api/register').send(registrationBody()).expect(429);
    await t.http().get('/api/account-pricing').expect(200);
  });

  it("checks a password link on the reset page's HTML within the same budget, then sends the page unchecked", async () => {
    const page = async () =>
      (
        await t
          .http()
          .get(`/restablecer-contrasena?token=${'x'.repeat(43)}`)
          .set('Accept', 'text/html')
          .expect(200)
      ).text;
    for (let i = 0; i < 3; i++) expect(await page()).toContain('El enlace no es válido o ha expirado');
    const unchecked = await page();
    expect(unchecked).not.toContain('El enlace no es válido o ha expirado');
    expect(unchecked).toContain('Comprobando el enlace');
  });
});
