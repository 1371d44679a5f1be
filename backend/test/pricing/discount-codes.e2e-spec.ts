import { bearer, createTestApp, sentMail, type TestApp } from '../support/test-app.js';
import { createSeller, registrationBody } from '../support/members.js';

describe('discount codes are for administrators only', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('gives anonymous visitors and sellers the prices and whether codes exist, never the codes', async () => {
    const seller = await createSeller(t);
    for (const headers of [{}, bearer(seller.token)]) {
      const res = await t.http().get('/api/account-pricing').set(headers).expect(200);
      expect(res.body).toEqual({
        regularPrice: 350000,
        discountPrice: 250000,
        hasDiscountCodes: true,
        renewalPrice: 350000,
        updatedAt: expect.any(String),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/multyhealth/i);
    }
  });

  it('still gives an administrator the codes to read and edit', async () => {
    const admin = bearer(await t.adminToken());
    expect((await t.http().get('/api/account-pricing').set(admin).expect(200)).body).toMatchObject({
      discountCodes: 'MULTYHEALTH',
    });
    await t
      .http()
      .post('/api/account-pricing')
      .set(admin)
      .send({ regularPrice: 350000, discountPrice: 250000, discountCodes: 'MULTYHEALTH, AMIGOS' })
      .expect(200);
    expect((await t.http().get('/api/account-pricing').set(admin).expect(200)).body.discountCodes).toBe(
      'MULTYHEALTH, AMIGOS',
    );
    expect((await t.http().get('/api/account-pricing').expect(200)).body).not.toHaveProperty('discountCodes');
  });

  it('checks a typed code: valid (trimmed, any case) with its price, or not', async () => {
    const check = (code: unknown) => t.http().post('/api/account-pricing/check-code').send({ discountCode: code });
    expect((await check('  multyhealth ').expect(200)).body).toEqual({ valid: true, price: 250000 });
    expect((await check('OTRO').expect(200)).body).toEqual({ valid: false });
    expect((await check('MULTY').expect(200)).body).toEqual({ valid: false });
    expect((await check('   ').expect(400)).body.errors).toEqual({ discountCode: 'Escribe un código de descuento' });
    expect((await check('x'.repeat(101)).expect(400)).body.errors).toEqual({
      discountCode: 'El código de descuento no puede tener más de 100 caracteres',
    });
    expect((await check(42).expect(400)).body.errors).toEqual({ discountCode: 'El código de descuento no es válido' });
  });

  it('decides the fee on the server from the code it receives, whatever else the client sends', async () => {
    const forged = registrationBody({
      discountCode: 'INVENTADO',
      fee: { amount: 1, discounted: true },
      price: 1,
      discounted: true,
    });
    const res = await t.http().post('/api/register').send(forged).expect(201);
    expect(res.body.fee).toEqual({ amount: 350000, discounted: false });
    expect((await sentMail(t.config, (m) => m.to.includes(forged.email))).text).toContain('$ 350.000 COP');
    const [row] = await t.sql(`SELECT "discountCode" FROM users WHERE id = $1`, [res.body.user.id]);
    expect(row).toEqual({ discountCode: null });

    const honest = registrationBody({ discountCode: ' multyhealth' });
    const ok = await t.http().post('/api/register').send(honest).expect(201);
    expect(ok.body.fee).toEqual({ amount: 250000, discounted: true });
    const [kept] = await t.sql(`SELECT "discountCode" FROM users WHERE id = $1`, [ok.body.user.id]);
    expect(kept).toEqual({ discountCode: 'multyhealth' });
  });
});

describe('checking discount codes is rate limited per address', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ AUTH_RATE_LIMIT: '3' })));
  afterAll(() => t.close());

  it('answers 429 with a Spanish message once the per-minute budget is spent', async () => {
    const check = () =>
      t
        .http()
        .post('/api/account-pricing/check-code')
        .set('X-Forwarded-For', '198.51.100.77')
        .send({ discountCode: 'ADIVINA' });
    for (let i = 0; i < 3; i++) await check().expect(200);
    expect((await check().expect(429)).body).toEqual({
      statusCode: 429,
      message: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    });
    await t
      .http()
      .post('/api/account-pricing/check-code')
      .set('X-Forwarded-For', '198.51.100.78')
      .send({ discountCode: 'ADIVINA' })
      .expect(200);
  });
});
