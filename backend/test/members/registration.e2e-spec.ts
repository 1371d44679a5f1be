import { createTestApp, sentMail, type TestApp } from '../support/test-app.js';
import { createSeller, registrationBody } from '../support/members.js';

describe('POST /api/register', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('creates a pending member without password and answers 201', async () => {
    const body = registrationBody({ code: 'Ana-Perez' });
    const res = await t.http().post('/api/register').send(body).expect(201);
    expect(res.body.user).toEqual({
      id: expect.any(Number),
      name: body.name,
      email: body.email,
      code: 'Ana-Perez',
      slug: 'ana-perez',
      status: 'pending',
    });
    expect(res.body.fee).toEqual({ amount: 350000, discounted: false });
    // Without online payment nothing is paid from the answer: the private link goes out by e-mail only.
    expect(res.body.statusUrl).toBeUndefined();
    expect(res.body.onlinePayment).toBeUndefined();
    const [row] = await t.sql(`SELECT status, role, password, country, username FROM users WHERE id = $1`, [
      res.body.user.id,
    ]);
    expect(row).toEqual({
      status: 'pending',
      role: 'user',
      password: null,
      country: 'Colombia',
      username: 'ana-perez',
    });
  });

  it.each([
    ['name', 'A', 'El nombre debe tener al menos 2 caracteres'],
    ['code', 'ab', 'El código debe tener al menos 3 caracteres'],
    ['whatsapp', '+57 300 12', 'El número de WhatsApp debe tener al menos 10 dígitos'],
    ['email', 'no-es-email', 'Email inválido'],
    ['city', 'X', 'La ciudad debe tener al menos 2 caracteres'],
  ])('refuses a short or invalid %s with the Spanish message', async (field, value, message) => {
    const res = await t
      .http()
      .post('/api/register')
      .send(registrationBody({ [field]: value }))
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
  });

  it('reports every invalid field at once', async () => {
    const res = await t.http().post('/api/register').send({}).expect(400);
    expect(res.body.errors).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres',
      code: 'El código debe tener al menos 3 caracteres',
      whatsapp: 'El número de WhatsApp debe tener al menos 10 dígitos',
      email: 'Email inválido',
      city: 'La ciudad debe tener al menos 2 caracteres',
      acceptTerms: 'Debes aceptar los Términos y Condiciones y la Política de Privacidad',
    });
  });

  it.each([[undefined], [false], ['true'], [1]])(
    'refuses a registration whose consent is %p, and stores nothing',
    async (acceptTerms) => {
      const body = { ...registrationBody(), acceptTerms };
      const res = await t.http().post('/api/register').send(body).expect(400);
      expect(res.body.errors).toEqual({
        acceptTerms: 'Debes aceptar los Términos y Condiciones y la Política de Privacidad',
      });
      expect(await t.sql(`SELECT id FROM users WHERE email = $1`, [body.email])).toEqual([]);
    },
  );

  it('stores when the terms and the privacy policy were accepted', async () => {
    const before = Date.now();
    const res = await t.http().post('/api/register').send(registrationBody()).expect(201);
    const [row] = await t.sql<{ termsAcceptedAt: Date }>(`SELECT "termsAcceptedAt" FROM users WHERE id = $1`, [
      res.body.user.id,
    ]);
    expect(row.termsAcceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.termsAcceptedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ['admin', 'Ese código está reservado, elige otro'],
    ['Dashboard', 'Ese código está reservado, elige otro'],
    ['con espacio', 'El código solo puede tener letras, números y guiones (sin espacios ni tildes)'],
    ['josé', 'El código solo puede tener letras, números y guiones (sin espacios ni tildes)'],
    ['-guion', 'El código solo puede tener letras, números y guiones (sin espacios ni tildes)'],
  ])('refuses the seller code %s', async (code, message) => {
    const res = await t.http().post('/api/register').send(registrationBody({ code })).expect(400);
    expect(res.body.errors.code).toBe(message);
  });

  it('refuses a duplicate e-mail (any case) and a duplicate code (any case) with 409', async () => {
    const first = registrationBody();
    await t.http().post('/api/register').send(first).expect(201);
    const sameEmail = await t
      .http()
      .post('/api/register')
      .send(registrationBody({ email: first.email.toUpperCase() }))
      .expect(409);
    expect(sameEmail.body.message).toBe('Ya existe una cuenta con este email');
    const sameCode = await t
      .http()
      .post('/api/register')
      .send(registrationBody({ code: first.code.toUpperCase() }))
      .expect(409);
    expect(sameCode.body.message).toBe('Este código de vendedor ya está en uso');
  });

  it('ignores role, status, expiry and other fields a visitor must not set', async () => {
    const body = {
      ...registrationBody(),
      role: 'admin',
      status: 'approved',
      paymentExpiresAt: '2099-01-01',
      password: 'hack123',
    };
    const res = await t.http().post('/api/register').send(body).expect(201);
    const [row] = await t.sql(`SELECT role, status, password, "paymentExpiresAt" FROM users WHERE id = $1`, [
      res.body.user.id,
    ]);
    expect(row).toEqual({ role: 'user', status: 'pending', password: null, paymentExpiresAt: null });
  });

  it('e-mails the payment instructions with the discount price when the code matches (trimmed, any case)', async () => {
    const body = registrationBody({ discountCode: '  multyhealth ' });
    const res = await t.http().post('/api/register').send(body).expect(201);
    expect(res.body.fee).toEqual({ amount: 250000, discounted: true });
    const mail = await sentMail(t.config, (m) => m.to.includes(body.email));
    expect(mail.subject).toBe('Registro recibido: instrucciones de pago de tu cuenta Multyhealth');
    expect(mail.text).toContain('$ 250.000 COP');
    expect(mail.html).toContain('$ 250.000 COP');
    expect(mail.text).toContain('+573009998877');
    expect(mail.text).toContain(`código de vendedor (${body.code})`);
  });

  it('quotes the regular price when the code does not match', async () => {
    const body = registrationBody({ discountCode: 'OTRO' });
    await t.http().post('/api/register').send(body).expect(201);
    const mail = await sentMail(t.config, (m) => m.to.includes(body.email));
    expect(mail.text).toContain('$ 350.000 COP');
  });

  it('tells the admin about each new registration, escaping what the applicant typed', async () => {
    const body = registrationBody({ name: "Eva O'Brien", city: 'Cali <b>centro</b>' });
    await t.http().post('/api/register').send(body).expect(201);
    const mail = await sentMail(t.config, (m) => m.to.includes(t.config.adminEmail) && m.text.includes(body.code));
    expect(mail.subject).toContain('Nuevo registro pendiente');
    expect(mail.html).not.toContain('<b>centro');
    expect(mail.html).toContain('Eva O&#39;Brien');
    expect(mail.html).toContain('Cali &lt;b&gt;centro&lt;/b&gt;');
  });

  it('records the sponsor from ref (case-insensitive) and ignores an unknown ref', async () => {
    const sponsor = await createSeller(t);
    const referred = await t
      .http()
      .post('/api/register')
      .send(registrationBody({ ref: sponsor.code.toUpperCase() }))
      .expect(201);
    const unknown = await t
      .http()
      .post('/api/register')
      .send(registrationBody({ ref: 'nadie-conocido' }))
      .expect(201);
    const rows = await t.sql<{ id: number; sponsorId: number | null }>(
      `SELECT id, "sponsorId" FROM users WHERE id = ANY($1) ORDER BY id`,
      [[referred.body.user.id, unknown.body.user.id]],
    );
    expect(rows).toEqual([
      { id: referred.body.user.id, sponsorId: sponsor.id },
      { id: unknown.body.user.id, sponsorId: null },
    ]);
  });
});
