import { createTestApp, outbox, sentMail, type TestApp } from '../support/test-app.js';
import { registrationBody } from '../support/members.js';

const NAME_RULE =
  'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones (sin enlaces ni otros símbolos)';

describe('registration cannot be used to mail a message to any address', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it.each([
    ['Pago urgente: evil.example/pagar', NAME_RULE],
    ['Pago urgente evil.example', NAME_RULE],
    ['Ana <a href=x>', NAME_RULE],
    ['Llama al 3001234567', NAME_RULE],
    ['a'.repeat(81), 'El nombre no puede tener más de 80 caracteres'],
  ])('refuses the name %j with a Spanish message, storing and mailing nothing', async (name, message) => {
    const body = registrationBody({ name });
    const res = await t.http().post('/api/register').send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, errors: { name: message } });
    expect(await t.sql(`SELECT id FROM users WHERE email = $1`, [body.email])).toEqual([]);
    expect(await t.sql(`SELECT id FROM mail_outbox WHERE "to" = $1`, [body.email])).toEqual([]);
  });

  it('accepts names of any script with apostrophes, dots and hyphens, and greets with them', async () => {
    for (const name of ['Zoë O’Brien-Núñez', 'Ma. José Pérez', '李小龍', 'Laura Gómez']) {
      const body = registrationBody({ name });
      const res = await t.http().post('/api/register').send(body).expect(201);
      expect(res.body.user.name).toBe(name);
    }
    const body = registrationBody({ name: "  Eva D'Angelo " });
    await t.http().post('/api/register').send(body).expect(201);
    const mail = await sentMail(t.config, (m) => m.to.includes(body.email));
    expect(mail.text).toContain("Eva D'Angelo");
    expect(mail.subject).toBe('Registro recibido: instrucciones de pago de tu cuenta Multyhealth');
  });

  it('sends one payment e-mail per address: registering the same address again is refused without mail', async () => {
    const body = registrationBody();
    await t.http().post('/api/register').send(body).expect(201);
    for (let i = 0; i < 3; i++) {
      await t
        .http()
        .post('/api/register')
        .send({ ...registrationBody(), email: body.email.toUpperCase() })
        .expect(409);
    }
    // Mails are queued in the registration's transaction: one row means one e-mail.
    expect(await t.sql(`SELECT id FROM mail_outbox WHERE lower("to") = lower($1)`, [body.email])).toHaveLength(1);
    await sentMail(t.config, (m) => m.to.includes(body.email));
    expect((await outbox(t.config)).filter((m) => m.to.toLowerCase().includes(body.email.toLowerCase()))).toHaveLength(
      1,
    );
  });
});
