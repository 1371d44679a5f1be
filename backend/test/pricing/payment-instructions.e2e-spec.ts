import { bearer, createTestApp, sentMail, type TestApp } from '../support/test-app.js';
import { registrationBody } from '../support/members.js';

const PRICES = { regularPrice: 350000, discountPrice: 250000, discountCodes: 'MULTYHEALTH' };

describe('payment details in the registration e-mail', () => {
  describe('with PAYMENT_INSTRUCTIONS set', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await createTestApp({
          PAYMENT_INSTRUCTIONS: 'Bancolombia, cuenta de ahorros 111-222333-44, Multyhealth S.A.S.',
        })),
    );
    afterAll(() => t.close());

    const register = async (overrides: Record<string, unknown> = {}) => {
      const body = registrationBody(overrides);
      await t.http().post('/api/register').send(body).expect(201);
      return sentMail(t.config, (m) => m.to.includes(body.email));
    };
    const savePricing = async (body: Record<string, unknown>, status: number) =>
      t
        .http()
        .post('/api/account-pricing')
        .set(bearer(await t.adminToken()))
        .send(body)
        .expect(status);

    it('carries the server details and the discount price when the code was valid', async () => {
      const mail = await register({ discountCode: 'multyhealth' });
      for (const text of [mail.text, mail.html]) {
        expect(text).toContain('Bancolombia, cuenta de ahorros 111-222333-44, Multyhealth S.A.S.');
        expect(text).toContain('Paga $ 250.000 COP por transferencia o consignación con estos datos:');
        expect(text).not.toContain('te indicará');
      }
      expect(mail.text).not.toContain('350.000');
    });

    it("uses the admin's details over the server's, keeps them when a save leaves them out, and blank goes back", async () => {
      const saved = await savePricing(
        { ...PRICES, paymentInstructions: '  Davivienda\nCuenta corriente 987-654\nNIT 900.123.456  ' },
        200,
      );
      expect(saved.body).toMatchObject({
        paymentInstructions: 'Davivienda\nCuenta corriente 987-654\nNIT 900.123.456',
        defaultPaymentInstructions: 'Bancolombia, cuenta de ahorros 111-222333-44, Multyhealth S.A.S.',
      });
      await savePricing({ ...PRICES, regularPrice: 400000 }, 200);
      expect(
        (
          await t
            .http()
            .get('/api/account-pricing')
            .set(bearer(await t.adminToken()))
            .expect(200)
        ).body.paymentInstructions,
      ).toBe('Davivienda\nCuenta corriente 987-654\nNIT 900.123.456');

      const mail = await register();
      expect(mail.text).toContain(
        'Paga $ 400.000 COP por transferencia o consignación con estos datos:\nDavivienda\nCuenta corriente 987-654\nNIT 900.123.456',
      );
      expect(mail.html).toContain('white-space:pre-line');
      expect(mail.text).not.toContain('Bancolombia');

      await savePricing({ ...PRICES, paymentInstructions: '  ' }, 200);
      expect(
        (
          await t
            .http()
            .get('/api/account-pricing')
            .set(bearer(await t.adminToken()))
            .expect(200)
        ).body.paymentInstructions,
      ).toBeNull();
      expect((await register()).text).toContain('Bancolombia, cuenta de ahorros 111-222333-44');
    });

    it('refuses details that are not text or too long, in Spanish', async () => {
      const notText = await savePricing({ ...PRICES, paymentInstructions: 123 }, 400);
      expect(notText.body.errors).toEqual({ paymentInstructions: 'Las instrucciones de pago deben ser texto' });
      const tooLong = await savePricing({ ...PRICES, paymentInstructions: 'x'.repeat(2001) }, 400);
      expect(tooLong.body.errors).toEqual({
        paymentInstructions: 'Las instrucciones de pago no pueden superar 2000 caracteres',
      });
    });

    it('escapes the details in the HTML e-mail', async () => {
      await savePricing({ ...PRICES, paymentInstructions: '<a href="https://evil.example">Paga aquí</a>' }, 200);
      const mail = await register();
      expect(mail.html).not.toContain('<a href="https://evil.example"');
      expect(mail.html).toContain('&lt;a href=');
    });
  });

  it('without any details, says how to get them instead of promising them', async () => {
    const t = await createTestApp();
    try {
      const body = registrationBody();
      await t.http().post('/api/register').send(body).expect(201);
      const mail = await sentMail(t.config, (m) => m.to.includes(body.email));
      expect(mail.text).toContain(
        'Paga $ 350.000 COP por transferencia o consignación; escríbenos por WhatsApp al +573009998877 para recibir los datos de la cuenta.',
      );
    } finally {
      await t.close();
    }
  });
});
