import { passwordToken, registrationToken } from '../support/links.js';
import { createSeller, registerPending } from '../support/members.js';
import { bearer, createTestApp, eventually, outbox, sentMail, type TestApp } from '../support/test-app.js';

const SAME_ANSWER = { message: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.' };
const INVALID = 'El enlace no es válido o ha expirado';
const EXPIRED_SESSION = 'Tu sesión ha expirado o no es válida. Inicia sesión de nuevo.';

describe('password recovery by e-mail', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const requestReset = (email: string) => t.http().post('/api/password-reset').send({ email }).expect(202);
  const confirm = (token: string, newPassword: string) =>
    t.http().post('/api/password-reset/confirm').send({ token, newPassword });
  /** Each request's e-mail, told apart by how many reset e-mails the address had before. */
  const nextResetMail = async (email: string) => {
    const before = (await outbox(t.config)).filter((m) => m.to === email && m.subject.startsWith('Restablece')).length;
    await requestReset(email);
    const mails = await eventually(async () => {
      const all = (await outbox(t.config)).filter((m) => m.to === email && m.subject.startsWith('Restablece'));
      if (all.length <= before) throw new Error('sin correo nuevo');
      return all;
    });
    return mails[mails.length - 1];
  };

  it('changes the password from the e-mailed link, ends every earlier session and refuses the link a second time', async () => {
    const seller = await createSeller(t);
    const otherDevice = (
      await t.http().post('/api/login').send({ email: seller.email, password: seller.password }).expect(200)
    ).body.token;

    const mail = await nextResetMail(seller.email);
    expect(mail.text).toContain(`${t.config.publicUrl}/restablecer-contrasena?token=`);
    const token = passwordToken(mail);
    expect(await t.sql(`SELECT count(*)::int AS n FROM member_tokens WHERE "tokenHash" = $1`, [token])).toEqual([
      { n: 0 },
    ]);

    const short = await confirm(token, '12345').expect(400);
    expect(short.body.message).toBe('La nueva contraseña debe tener al menos 6 caracteres');
    expect(
      await confirm(token, 'clave-recuperada')
        .expect(200)
        .then((r) => r.body),
    ).toEqual({ message: 'Contraseña actualizada correctamente' });

    for (const old of [seller.token, otherDevice]) {
      expect((await t.http().get('/api/protected/dashboard').set(bearer(old)).expect(401)).body.message).toBe(
        EXPIRED_SESSION,
      );
    }
    await t.http().post('/api/login').send({ email: seller.email, password: seller.password }).expect(401);
    const fresh = await t
      .http()
      .post('/api/login')
      .send({ email: seller.email, password: 'clave-recuperada' })
      .expect(200);
    await t.http().get('/api/protected/dashboard').set(bearer(fresh.body.token)).expect(200);
    expect((await confirm(token, 'otra-clave-9').expect(400)).body).toEqual({
      statusCode: 400,
      message: INVALID,
      errors: { token: INVALID },
    });
  });

  it('answers 202 with the same body for unknown addresses and pending applicants, and e-mails neither', async () => {
    const { body } = await registerPending(t);
    for (const email of ['nadie@example.com', body.email]) {
      expect((await requestReset(email)).body).toEqual(SAME_ANSWER);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      (await outbox(t.config)).filter(
        (m) => m.subject.startsWith('Restablece') && ['nadie@example.com', body.email].includes(m.to),
      ),
    ).toEqual([]);
  });

  it('lets only the newest link work, and not after its 60 minutes', async () => {
    const seller = await createSeller(t);
    const older = passwordToken(await nextResetMail(seller.email));
    const newer = passwordToken(await nextResetMail(seller.email));
    expect((await confirm(older, 'clave-vieja-1').expect(400)).body.message).toBe(INVALID);

    const [{ expiresIn }] = await t.sql<{ expiresIn: number }>(
      `SELECT round(extract(epoch FROM "expiresAt" - "createdAt") / 60)::int AS "expiresIn" FROM member_tokens WHERE "userId" = $1 AND "usedAt" IS NULL`,
      [seller.id],
    );
    expect(expiresIn).toBe(60);
    await t.sql(
      `UPDATE member_tokens SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1 AND "usedAt" IS NULL`,
      [seller.id],
    );
    expect((await confirm(newer, 'clave-nueva-1').expect(400)).body.message).toBe(INVALID);
    await t.http().post('/api/login').send({ email: seller.email, password: seller.password }).expect(200);
  });

  it('accepts one of two simultaneous uses of the same link, never both', async () => {
    const seller = await createSeller(t);
    const token = passwordToken(await nextResetMail(seller.email));
    const results = await Promise.all([confirm(token, 'clave-paralela-a'), confirm(token, 'clave-paralela-b')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0].status === 200 ? 'clave-paralela-a' : 'clave-paralela-b';
    await t.http().post('/api/login').send({ email: seller.email, password: winner }).expect(200);
  });

  it('works for the administrator too', async () => {
    const token = passwordToken(await nextResetMail(t.config.adminEmail));
    await confirm(token, 'admin-recuperado').expect(200);
    await t.http().post('/api/login').send({ email: t.config.adminEmail, password: 'admin-recuperado' }).expect(200);
  });
});

describe('limits on the recovery and payment-proof routes', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ AUTH_RATE_LIMIT: '12' })));
  afterAll(() => t.close());

  it('sends at most 5 reset e-mails per address an hour, answering 429 alike for known and unknown addresses', async () => {
    const seller = await createSeller(t);
    for (const email of [seller.email, 'desconocida@example.com']) {
      for (let i = 0; i < 5; i++)
        await t
          .http()
          .post('/api/password-reset')
          .send({ email: i % 2 ? email.toUpperCase() : email })
          .expect(202);
      const refused = await t.http().post('/api/password-reset').send({ email }).expect(429);
      expect(refused.body.message).toMatch(
        /^Ya pediste varios enlaces para este correo\. .* inténtalo de nuevo en \d+ minutos\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    await eventually(async () => {
      expect(
        (await outbox(t.config)).filter((m) => m.to === seller.email && m.subject.startsWith('Restablece')),
      ).toHaveLength(5);
    });
  });

  it('limits requests and confirmations per IP like sign-in (AUTH_RATE_LIMIT a minute)', async () => {
    // The first test spent the 12 requests this minute allows from one IP.
    const res = await t.http().post('/api/password-reset').send({ email: 'otra@example.com' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    });
    for (let i = 0; i < 12; i++)
      await t
        .http()
        .post('/api/password-reset/confirm')
        .send({ token: 'A'.repeat(43), newPassword: 'clave-nueva-1' })
        .expect(400);
    await t
      .http()
      .post('/api/password-reset/confirm')
      .send({ token: 'A'.repeat(43), newPassword: 'clave-nueva-1' })
      .expect(429);
  });

  it('limits payment-proof uploads per IP as well, whatever the link', async () => {
    const { body } = await registerPending(t);
    const token = registrationToken(await sentMail(t.config, (m) => m.to === body.email));
    const tooSmall = Buffer.from('%PDF-1.4 casi nada');
    for (let i = 0; i < 12; i++)
      await t.http().post(`/api/registration/${token}/proof`).attach('file', tooSmall, 'a.pdf').expect(400);
    await t.http().post(`/api/registration/${token}/proof`).attach('file', tooSmall, 'a.pdf').expect(429);
  });
});
