import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending } from '../support/members.js';

describe('POST /api/login', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('signs in the admin with a token and the session user, never the password hash', async () => {
    const res = await t
      .http()
      .post('/api/login')
      .send({ email: 'ADMIN@test.local ', password: 'admin-password' })
      .expect(200);
    expect(res.body.token.split('.')).toHaveLength(3);
    expect(res.body.user).toMatchObject({ email: 'admin@test.local', role: 'admin', name: 'Administrador' });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password/i);
  });

  it('signs in an approved seller', async () => {
    const seller = await createSeller(t);
    const res = await t.http().post('/api/login').send({ email: seller.email, password: seller.password }).expect(200);
    expect(res.body.user).toMatchObject({ role: 'user', status: 'approved', slug: seller.slug });
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 message', async () => {
    for (const body of [
      { email: 'admin@test.local', password: 'otra-clave' },
      { email: 'nadie@example.com', password: 'admin-password' },
    ]) {
      const res = await t.http().post('/api/login').send(body).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Email o contraseña incorrectos' });
    }
  });

  it('refuses a pending member', async () => {
    const { body } = await registerPending(t);
    await t.http().post('/api/login').send({ email: body.email, password: 'cualquier-clave' }).expect(401);
  });

  it('validates e-mail and password length with the Spanish messages', async () => {
    const res = await t.http().post('/api/login').send({ email: 'x', password: '123' }).expect(400);
    expect(res.body.errors).toEqual({
      email: 'Email inválido',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
  });

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await t.sql<{ password: string }>(`SELECT password FROM users WHERE role = 'admin'`);
    expect(row.password).toMatch(/^\$argon2id\$/);
  });

  it('refuses forged, unsigned, expired and orphaned tokens with 401', async () => {
    const token = await t.adminToken();
    const [header, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: 1, role: 'admin', exp: 9999999999 })).toString('base64url')}.${token.split('.')[2]}`;
    const expiredPayload = Buffer.from(JSON.stringify({ sub: 1, role: 'admin', iat: 1, exp: 2 })).toString('base64url');
    for (const bad of [none, tampered, `${header}.${expiredPayload}.abc`, 'not-a-token']) {
      const res = await t.http().get('/api/admin/dashboard').set(bearer(bad)).expect(401);
      expect(res.body.message).toBe('Tu sesión ha expirado o no es válida. Inicia sesión de nuevo.');
    }
    const seller = await createSeller(t);
    await t.http().delete(`/api/admin/users/${seller.id}`).set(bearer(token)).expect(200);
    await t.http().get('/api/protected/dashboard').set(bearer(seller.token)).expect(401);
  });
});
