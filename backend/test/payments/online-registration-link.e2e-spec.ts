import { registrationToken } from '../support/links.js';
import { registrationBody } from '../support/members.js';
import { createTestApp, sentMail, type TestApp } from '../support/test-app.js';
import { GATEWAY_ENV, GatewayStandIn } from '../../../scripts/e2e/wompi-stand-in.js';

describe('registering with online payment on: the status link goes to whoever just registered', () => {
  const gateway = new GatewayStandIn();
  let t: TestApp;
  beforeAll(async () => {
    const apiUrl = await gateway.start();
    t = await createTestApp({ ...GATEWAY_ENV, WOMPI_API_URL: apiUrl });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it("hands the private link to whoever just registered (the e-mail's own link) and says online payment is on", async () => {
    const body = registrationBody();
    const res = await t.http().post('/api/register').send(body).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const mail = await sentMail(t.config, (m) => m.to === body.email && m.subject.startsWith('Registro recibido'));
    const token = registrationToken(mail);
    expect(res.body.statusUrl).toBe(`${t.config.publicUrl}/registro/${token}`);
    const page = await t.http().get(`/api/registration/${token}`).expect(200);
    expect(page.body).toMatchObject({ email: body.email, status: 'pending-payment', onlinePayment: true });
    // The same e-mail again is refused and hands out no link to the first registration.
    const again = await t
      .http()
      .post('/api/register')
      .send({ ...body, code: `${body.code}-2` })
      .expect(409);
    expect(again.body.statusUrl).toBeUndefined();
    expect(JSON.stringify(again.body)).not.toContain(token);
    const pricing = await t.http().get('/api/account-pricing').expect(200);
    expect(pricing.body.onlinePayment).toBe(true);
  });
});
