import { createHash } from 'node:crypto';
import { registrationToken } from '../support/links.js';
import { registrationBody } from '../support/members.js';
import { bearer, createTestApp, sentMail, type TestApp } from '../support/test-app.js';
import {
  GATEWAY_ENV,
  GatewayStandIn,
  signedEvent,
  type StandInTransaction,
} from '../../../scripts/e2e/wompi-stand-in.js';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const WELCOME = '¡Tu cuenta Multyhealth está activa!';

describe('the sign-up fee paid online: checkout, signed events, return from the checkout', () => {
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

  const register = async () => {
    const body = registrationBody();
    const res = await t.http().post('/api/register').send(body).expect(201);
    const mail = await sentMail(t.config, (m) => m.to === body.email && m.subject.startsWith('Registro recibido'));
    expect(res.body.onlinePayment).toBe(true);
    expect(mail.text).toContain('Pagar en línea (PSE, Nequi o tarjeta)');
    return { id: res.body.user.id as number, email: body.email, token: registrationToken(mail) };
  };
  const checkout = async (token: string) =>
    (await t.http().post(`/api/registration/${token}/payment`).expect(201)).body;
  const send = (event: unknown, checksum?: string) => {
    const req = t.http().post('/api/payments/wompi/events');
    if (checksum) req.set('X-Event-Checksum', checksum);
    return req.send(event as object);
  };
  const member = async (id: number) =>
    (
      await t.sql<{ status: string; approvedAt: Date | null; paymentExpiresAt: Date | null }>(
        `SELECT status, "approvedAt", "paymentExpiresAt" FROM users WHERE id = $1`,
        [id],
      )
    )[0];
  const payment = async (reference: string) =>
    (
      await t.sql<{ status: string; requiresReview: boolean; duplicate: boolean; transactionId: string | null }>(
        `SELECT status, "requiresReview", duplicate, "transactionId" FROM payments WHERE reference = $1`,
        [reference],
      )
    )[0];
  const welcomeMails = async (email: string) =>
    (
      await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = $1 AND subject = $2`, [
        email,
        WELCOME,
      ])
    )[0].n;

  it('gives each attempt a new reference, the fee in cents and the integrity signature of the checkout', async () => {
    const applicant = await register();
    const first = await checkout(applicant.token);
    const second = await checkout(applicant.token);
    expect(second.reference).not.toBe(first.reference);
    const page = await t.http().get(`/api/registration/${applicant.token}`).expect(200);
    expect(first).toEqual({
      reference: expect.stringMatching(/^[A-Za-z0-9_-]{20,64}$/),
      amountInCents: page.body.fee.amount * 100,
      currency: 'COP',
      publicKey: GATEWAY_ENV.WOMPI_PUBLIC_KEY,
      integritySignature: createHash('sha256')
        .update(`${first.reference}${first.amountInCents}COP${GATEWAY_ENV.WOMPI_INTEGRITY_SECRET}`)
        .digest('hex'),
      redirectUrl: `${t.config.publicUrl}/registro/${applicant.token}`,
      checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.wompi\.co\/p\/\?/),
    });
    const url = new URL(first.checkoutUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'public-key': GATEWAY_ENV.WOMPI_PUBLIC_KEY,
      currency: 'COP',
      'amount-in-cents': String(first.amountInCents),
      reference: first.reference,
      'signature:integrity': first.integritySignature,
      'redirect-url': first.redirectUrl,
    });
    expect(page.body).toMatchObject({
      onlinePayment: true,
      payment: { status: 'PENDING', reference: second.reference },
    });
  });

  it('answers 404 for an unknown link and 409 once the registration is approved', async () => {
    await t
      .http()
      .post(`/api/registration/${'x'.repeat(43)}/payment`)
      .expect(404);
    await t.http().post('/api/registration/short/payment').expect(404);
    const applicant = await register();
    await t
      .http()
      .put(`/api/admin/users/${applicant.id}/approve`)
      .set(bearer(await t.adminToken()))
      .send({ password: 'clave-segura-1' })
      .expect(200);
    const res = await t.http().post(`/api/registration/${applicant.token}/payment`).expect(409);
    expect(res.body.message).toBe('Tu registro ya está aprobado');
  });

  it('refuses forged and tampered events with 401 and changes nothing', async () => {
    const applicant = await register();
    const { reference, amountInCents } = await checkout(applicant.token);
    const paid = gateway.pay(reference, amountInCents);
    await send(signedEvent(paid, 'not-the-events-secret')).expect(401);
    const tampered = signedEvent({ ...paid, status: 'DECLINED' });
    tampered.data.transaction.status = 'APPROVED';
    await send(tampered).expect(401);
    const cheaper = signedEvent({ ...paid, amount_in_cents: 100 });
    cheaper.signature.properties = ['transaction.id', 'transaction.status'];
    cheaper.timestamp += 1;
    await send(cheaper).expect(401);
    await send({ event: 'transaction.updated', data: {}, signature: {}, timestamp: 1 }).expect(401);
    await send('nada').expect(401);
    const good = signedEvent(paid);
    await send(good, 'A'.repeat(64)).expect(401);
    expect(await payment(reference)).toMatchObject({ status: 'PENDING', transactionId: null });
    expect(await member(applicant.id)).toMatchObject({ status: 'pending', approvedAt: null });
  });

  it('keeps a payment whose amount does not match for review, without activating the account', async () => {
    const applicant = await register();
    const { reference, amountInCents } = await checkout(applicant.token);
    await send(signedEvent(gateway.pay(reference, amountInCents - 100))).expect(200);
    expect(await payment(reference)).toMatchObject({ status: 'APPROVED', requiresReview: true });
    expect(await member(applicant.id)).toMatchObject({ status: 'pending' });
    const other = await checkout(applicant.token);
    await send(signedEvent(gateway.pay(other.reference, other.amountInCents, 'APPROVED', { currency: 'USD' }))).expect(
      200,
    );
    expect(await payment(other.reference)).toMatchObject({ requiresReview: true });
    expect(await member(applicant.id)).toMatchObject({ status: 'pending' });
  });

  it('applies the same APPROVED event sent six times at once exactly once, and a later redelivery not at all', async () => {
    const applicant = await register();
    const { reference, amountInCents } = await checkout(applicant.token);
    const event = signedEvent(gateway.pay(reference, amountInCents));
    const before = Date.now();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(event, event.signature.checksum)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const approved = await member(applicant.id);
    expect(approved.status).toBe('approved');
    const expiry = new Date(approved.paymentExpiresAt!).getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + YEAR_MS - 60_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + YEAR_MS + 24 * 60 * 60 * 1000);
    expect(await welcomeMails(applicant.email)).toBe(1);
    const audit = await t.sql<{ adminEmail: string; action: string; summary: string }>(
      `SELECT "adminEmail", action, summary FROM audit_log WHERE "targetId" = $1`,
      [String(applicant.id)],
    );
    expect(audit).toEqual([
      { adminEmail: 'Wompi', action: 'member.approve', summary: expect.stringContaining(reference) },
    ]);

    await send(event).expect(200);
    expect((await member(applicant.id)).paymentExpiresAt).toEqual(approved.paymentExpiresAt);
    expect(await welcomeMails(applicant.email)).toBe(1);
    // The administrator approving by hand afterwards does not add a second year.
    await t
      .http()
      .put(`/api/admin/users/${applicant.id}/approve`)
      .set(bearer(await t.adminToken()))
      .send({ password: 'clave-segura-1' })
      .expect(409);
    expect((await member(applicant.id)).paymentExpiresAt).toEqual(approved.paymentExpiresAt);
  });

  it('after a DECLINED attempt offers a new one, approved on the return from the checkout', async () => {
    const applicant = await register();
    const declined = await checkout(applicant.token);
    const refused = gateway.pay(declined.reference, declined.amountInCents, 'DECLINED');
    await send(signedEvent(refused)).expect(200);
    const page = await t.http().get(`/api/registration/${applicant.token}?id=${refused.id}`).expect(200);
    expect(page.body).toMatchObject({
      status: 'pending-payment',
      payment: { status: 'DECLINED', reference: declined.reference, amountInCents: declined.amountInCents },
    });

    const retry = await checkout(applicant.token);
    expect(retry.reference).not.toBe(declined.reference);
    // No event arrives: the return from the checkout asks the gateway and applies its answer.
    const paid = gateway.pay(retry.reference, retry.amountInCents, 'APPROVED', { payment_method_type: 'NEQUI' });
    const back = await t.http().get(`/api/registration/${applicant.token}?id=${paid.id}`).expect(200);
    expect(back.body).toMatchObject({
      status: 'approved',
      payment: { status: 'APPROVED', reference: retry.reference, amountInCents: retry.amountInCents, method: 'NEQUI' },
    });
    await send(signedEvent(paid)).expect(200);
    expect(await welcomeMails(applicant.email)).toBe(1);
    expect(await payment(declined.reference)).toMatchObject({ status: 'DECLINED' });
  });

  it('flags a second approved payment of an approved registration as a duplicate', async () => {
    const applicant = await register();
    const first = await checkout(applicant.token);
    const second = await checkout(applicant.token);
    await send(signedEvent(gateway.pay(first.reference, first.amountInCents))).expect(200);
    await send(signedEvent(gateway.pay(second.reference, second.amountInCents))).expect(200);
    expect(await payment(first.reference)).toMatchObject({ status: 'APPROVED', duplicate: false });
    expect(await payment(second.reference)).toMatchObject({ status: 'APPROVED', duplicate: true });
    expect(await welcomeMails(applicant.email)).toBe(1);
  });

  it('answers fast, without a 500, while the gateway is down or slow; the page says it is being confirmed', async () => {
    const applicant = await register();
    const { reference, amountInCents } = await checkout(applicant.token);
    const paid: StandInTransaction = gateway.pay(reference, amountInCents);
    for (const mode of ['down', 'slow'] as const) {
      gateway.mode = mode;
      const started = Date.now();
      const res = await t.http().get(`/api/registration/${applicant.token}?id=${paid.id}`).expect(200);
      expect(Date.now() - started).toBeLessThan(4500);
      expect(res.body).toMatchObject({ status: 'pending-payment', payment: { status: 'PENDING', reference } });
    }
    gateway.mode = 'up';
    await t.http().get(`/api/registration/${applicant.token}?id=${paid.id}`).expect(200);
    expect(await member(applicant.id)).toMatchObject({ status: 'approved' });
  });

  it('answers 200 to a verified event about an unknown reference, and ignores ids of other applicants', async () => {
    await send(signedEvent(gateway.pay('MH-R-desconocida', 100))).expect(200);
    const owner = await register();
    const stranger = await register();
    const { reference, amountInCents } = await checkout(owner.token);
    const paid = gateway.pay(reference, amountInCents);
    await t.http().get(`/api/registration/${stranger.token}?id=${paid.id}`).expect(200);
    expect(await payment(reference)).toMatchObject({ status: 'PENDING' });
    await t
      .http()
      .get(`/api/registration/${owner.token}?id=${encodeURIComponent('../../x')}`)
      .expect(200);
  });
});
