import { passwordToken } from '../support/links.js';
import { createSeller, registerPending } from '../support/members.js';
import { bearer, createTestApp, eventually, outbox, sentMail, type TestApp } from '../support/test-app.js';

const INVALID = 'El enlace no es válido o ha expirado';
const MINUTE = 60_000;

/** The reset page checks its link on arrival: POST /api/password-reset/check says what it is for and until when. */
describe('checking a password link before typing the password', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const check = (token: unknown) => t.http().post('/api/password-reset/check').send({ token });

  it('tells a reset link (60 minutes) from the welcome link (7 days), uses neither, and refuses a used one', async () => {
    const seller = await createSeller(t, { name: 'Clara Link' });
    await t.http().post('/api/password-reset').send({ email: seller.email }).expect(202);
    const reset = passwordToken(
      await eventually(async () => {
        const mail = (await outbox(t.config)).find((m) => m.to === seller.email && m.subject.startsWith('Restablece'));
        if (!mail) throw new Error('sin correo');
        return mail;
      }),
    );
    const before = Date.now();
    const answer = (await check(reset).expect(200)).body;
    expect(answer.purpose).toBe('password-reset');
    expect(Math.abs(new Date(answer.expiresAt).getTime() - (before + 60 * MINUTE))).toBeLessThan(2 * MINUTE);
    await check(reset).expect(200);
    await t.http().post('/api/password-reset/confirm').send({ token: reset, newPassword: 'clave-nueva-1' }).expect(200);
    expect((await check(reset).expect(400)).body.errors).toEqual({ token: INVALID });

    const { id, body } = await registerPending(t, { name: 'Bruno Link' });
    await t
      .http()
      .put(`/api/admin/users/${id}/approve`)
      .set(bearer(await t.adminToken()))
      .send({ password: 'clave-del-admin' })
      .expect(200);
    const welcomeMail = await sentMail(
      t.config,
      (m) => m.to === body.email && m.text.includes('/restablecer-contrasena?token='),
    );
    const welcome = (await check(passwordToken(welcomeMail)).expect(200)).body;
    expect(welcome.purpose).toBe('welcome');
    expect(new Date(welcome.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * MINUTE);
  });

  it('refuses unknown, malformed and missing tokens with the same Spanish message', async () => {
    for (const token of ['x'.repeat(43), 'corto', 42, undefined, '<script>'.repeat(5)]) {
      const res = await check(token).expect(400);
      expect(res.body.errors.token).toBe(INVALID);
    }
  });
});
