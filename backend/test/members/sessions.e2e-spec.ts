import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending } from '../support/members.js';

const EXPIRED = 'Tu sesión ha expirado o no es válida. Inicia sesión de nuevo.';

describe('Sessions end when the password changes', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const changeSeller = (token: string, currentPassword: string, newPassword: string) =>
    t
      .http()
      .post('/api/protected/change-password')
      .set(bearer(token))
      .send({ currentPassword, newPassword, confirmPassword: newPassword });

  it("revokes a seller's earlier tokens and hands the changing session a fresh one", async () => {
    const seller = await createSeller(t);
    const otherDevice = (
      await t.http().post('/api/login').send({ email: seller.email, password: seller.password }).expect(200)
    ).body.token;

    const res = await changeSeller(seller.token, seller.password, 'clave-nueva-2').expect(200);
    expect(res.body).toEqual({ message: 'Contraseña actualizada correctamente', token: expect.any(String) });

    for (const old of [seller.token, otherDevice]) {
      expect((await t.http().get('/api/protected/dashboard').set(bearer(old)).expect(401)).body.message).toBe(EXPIRED);
    }
    await t.http().get('/api/protected/dashboard').set(bearer(res.body.token)).expect(200);
    await t.http().post('/api/login').send({ email: seller.email, password: seller.password }).expect(401);
    await t.http().post('/api/login').send({ email: seller.email, password: 'clave-nueva-2' }).expect(200);
  });

  it('keeps tokens valid when the password is wrong (nothing changed)', async () => {
    const seller = await createSeller(t);
    await changeSeller(seller.token, 'no-es-la-clave', 'clave-nueva-3').expect(400);
    await t.http().get('/api/protected/dashboard').set(bearer(seller.token)).expect(200);
  });

  it('raises the token version whenever a password is written, approval included', async () => {
    const { id } = await registerPending(t);
    const version = async () =>
      (await t.sql<{ v: number }>(`SELECT "tokenVersion" AS v FROM users WHERE id = $1`, [id]))[0].v;
    expect(await version()).toBe(0);
    await t
      .http()
      .put(`/api/admin/users/${id}/approve`)
      .set(bearer(await t.adminToken()))
      .send({ password: 'clave-segura-1' })
      .expect(200);
    expect(await version()).toBe(1);
  });

  it('lets exactly one of several concurrent password changes win; the others get 409 and only the winner works', async () => {
    const seller = await createSeller(t);
    const candidates = ['nueva-a-1', 'nueva-b-2', 'nueva-c-3', 'nueva-d-4', 'nueva-e-5'];
    const results = await Promise.all(candidates.map((p) => changeSeller(seller.token, seller.password, p)));
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    // A loser either lost the compare-and-set (409) or arrived once the winner had already ended its session (401).
    for (const loser of results.filter((r) => r.status !== 200)) {
      expect([409, 401]).toContain(loser.status);
      if (loser.status === 409)
        expect(loser.body.message).toBe(
          'La contraseña acaba de cambiarse desde otra sesión. Inicia sesión de nuevo con la contraseña nueva.',
        );
    }
    expect(results.some((r) => r.status === 409)).toBe(true);
    const winner = candidates[results.indexOf(winners[0])];
    for (const password of candidates) {
      await t
        .http()
        .post('/api/login')
        .send({ email: seller.email, password })
        .expect(password === winner ? 200 : 401);
    }
    const [{ v }] = await t.sql<{ v: number }>(`SELECT "tokenVersion" AS v FROM users WHERE id = $1`, [seller.id]);
    expect(v).toBe(2);
  });

  it('ends the sessions of a deleted member', async () => {
    const seller = await createSeller(t);
    await t
      .http()
      .delete(`/api/admin/users/${seller.id}`)
      .set(bearer(await t.adminToken()))
      .expect(200);
    await t.http().get('/api/protected/dashboard').set(bearer(seller.token)).expect(401);
  });

  // Last: it ends the admin token the other tests share.
  it("revokes the admin's earlier tokens on the admin's own password change", async () => {
    const login = () =>
      t.http().post('/api/login').send({ email: t.config.adminEmail, password: t.config.adminPassword }).expect(200);
    const before = (await login()).body.token;
    const other = (await login()).body.token;
    const res = await t
      .http()
      .post('/api/admin/change-password')
      .set(bearer(before))
      .send({ currentPassword: t.config.adminPassword, newPassword: 'admin-nueva-1', confirmPassword: 'admin-nueva-1' })
      .expect(200);
    expect(res.body.token).toEqual(expect.any(String));
    await t.http().get('/api/admin/dashboard').set(bearer(before)).expect(401);
    await t.http().get('/api/admin/dashboard').set(bearer(other)).expect(401);
    await t.http().get('/api/admin/dashboard').set(bearer(res.body.token)).expect(200);
  });
});
