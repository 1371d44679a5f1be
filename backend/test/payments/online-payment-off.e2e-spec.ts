import { registrationToken } from '../support/links.js';
import { createSeller, registrationBody } from '../support/members.js';
import { bearer, createTestApp, sentMail, type TestApp } from '../support/test-app.js';

describe('online payment switched off (no WOMPI_PUBLIC_KEY)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers 404 on every payment route and the status page offers no online payment', async () => {
    const body = registrationBody();
    const registered = await t.http().post('/api/register').send(body).expect(201);
    expect(registered.body).not.toHaveProperty('onlinePayment');
    const mail = await sentMail(t.config, (m) => m.to === body.email && m.subject.startsWith('Registro recibido'));
    expect(mail.text).not.toContain('en línea');
    const token = registrationToken(mail);
    await t.http().post(`/api/registration/${token}/payment`).expect(404);
    await t.http().post('/api/payments/wompi/events').send({}).expect(404);
    const page = await t.http().get(`/api/registration/${token}?id=123`).expect(200);
    expect(page.body).not.toHaveProperty('onlinePayment');
    expect(page.body).not.toHaveProperty('payment');
  });

  it('answers 404 to the seller’s online renewal, so the dashboard offers no «Renovar en línea»', async () => {
    const seller = await createSeller(t);
    await t.http().post('/api/protected/subscription/payment').set(bearer(seller.token)).expect(404);
    await t.http().get('/api/protected/subscription/payment').set(bearer(seller.token)).expect(404);
    await t.http().get('/api/protected/subscription/payment?id=123').set(bearer(seller.token)).expect(404);
    expect((await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM payments'))[0].n).toBe(0);
  });
});
