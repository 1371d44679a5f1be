import { registrationToken } from '../support/links.js';
import { registrationBody } from '../support/members.js';
import { bearer, createTestApp, type SentMail, type TestApp } from '../support/test-app.js';
import { PaymentReconciliationService } from '../../src/modules/payments/application/payment-reconciliation.service.js';
import { PaymentsMemberData } from '../../src/modules/payments/application/payments-member-data.js';
import { GATEWAY_ENV, GatewayStandIn, signedEvent } from '../../../scripts/e2e/wompi-stand-in.js';

describe('payments for the administrator, reconciliation and the member’s data', () => {
  const gateway = new GatewayStandIn();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...GATEWAY_ENV, WOMPI_API_URL: await gateway.start(), RUN_JOBS: 'false' });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  const admin = async () => bearer(await t.adminToken());
  const register = async () => {
    const body = registrationBody();
    const res = await t.http().post('/api/register').send(body).expect(201);
    // Jobs are off here (the reconciliation is run by hand), so the e-mail is read from the outbox table.
    const [mail] = await t.sql<SentMail>(
      `SELECT "to", subject, html, text FROM mail_outbox WHERE "to" = $1 AND subject LIKE 'Registro recibido%'`,
      [body.email],
    );
    return { id: res.body.user.id as number, email: body.email, token: registrationToken(mail) };
  };
  const checkout = async (token: string) =>
    (await t.http().post(`/api/registration/${token}/payment`).expect(201)).body;
  const list = async (filter: Record<string, unknown>, status = 200) =>
    t
      .http()
      .get('/api/admin/payments')
      .query({ filter: JSON.stringify(filter), range: '[0,9]', sort: '["createdAt","DESC"]' })
      .set(await admin())
      .expect(status);

  it('lists payments with filters and Content-Range, review rows flagged, and exports them as CSV', async () => {
    const a = await register();
    const b = await register();
    const review = await checkout(a.token);
    const approved = await checkout(b.token);
    await t
      .http()
      .post('/api/payments/wompi/events')
      .send(signedEvent(gateway.pay(review.reference, review.amountInCents - 1)))
      .expect(200);
    await t
      .http()
      .post('/api/payments/wompi/events')
      .send(signedEvent(gateway.pay(approved.reference, approved.amountInCents)))
      .expect(200);

    const flagged = await list({ requiresReview: true });
    expect(flagged.headers['content-range']).toMatch(/^payments 0-0\/1$/);
    expect(flagged.body).toEqual([
      expect.objectContaining({
        reference: review.reference,
        memberId: a.id,
        memberEmail: a.email,
        purpose: 'registration',
        status: 'APPROVED',
        requiresReview: true,
        method: 'PSE',
        amountInCents: review.amountInCents,
        transactionId: expect.any(String),
      }),
    ]);
    expect((await list({ memberId: b.id, status: 'APPROVED', purpose: 'registration' })).body).toHaveLength(1);
    expect((await list({ from: '2000-01-01', to: '2000-01-31' })).body).toEqual([]);
    await list({ from: 'ayer' }, 400);
    await list({ password: 'x' }, 400);
    await t.http().get('/api/admin/payments').expect(401);

    const csv = await t
      .http()
      .get('/api/admin/payments/export')
      .query({ filter: JSON.stringify({ memberId: a.id }) })
      .set(await admin())
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text).toContain('Referencia');
    expect(csv.text).toContain(review.reference);
    expect(csv.text).not.toContain(approved.reference);
  });

  it('reconciles payments still pending after 15 minutes by searching their reference', async () => {
    const applicant = await register();
    const stale = await checkout(applicant.token);
    const fresh = await checkout(applicant.token);
    await t.sql(`UPDATE payments SET "createdAt" = now() - interval '20 minutes' WHERE reference = $1`, [
      stale.reference,
    ]);
    gateway.pay(stale.reference, stale.amountInCents);
    gateway.pay(fresh.reference, fresh.amountInCents, 'DECLINED');
    const reconciliation = t.app.get(PaymentReconciliationService);
    const [first, second] = await Promise.all([reconciliation.run(), reconciliation.run()]);
    expect(first + second).toBe(1);
    const rows = await t.sql<{ reference: string; status: string }>(
      `SELECT reference, status FROM payments WHERE "memberId" = $1 ORDER BY id`,
      [applicant.id],
    );
    expect(rows).toEqual([
      { reference: stale.reference, status: 'APPROVED' },
      { reference: fresh.reference, status: 'PENDING' },
    ]);
    expect((await t.sql<{ status: string }>(`SELECT status FROM users WHERE id = $1`, [applicant.id]))[0].status).toBe(
      'approved',
    );
  });

  it('exports a member’s payments and erases their personal fields while keeping the accounting', async () => {
    const applicant = await register();
    const { reference } = await checkout(applicant.token);
    const data = t.app.get(PaymentsMemberData);
    expect(data.section).toBe('payments');
    expect(await data.exportFor(applicant.id)).toEqual([
      expect.objectContaining({ reference, purpose: 'registration', status: 'PENDING' }),
    ]);
    await data.eraseFor(applicant.id);
    await t
      .http()
      .delete(`/api/admin/users/${applicant.id}`)
      .set(await admin())
      .expect(200);
    const [row] = await t.sql(
      `SELECT "memberId", "memberName", "memberEmail", reference, "amountInCents"::int AS amount FROM payments WHERE reference = $1`,
      [reference],
    );
    expect(row).toEqual({ memberId: null, memberName: null, memberEmail: null, reference, amount: expect.any(Number) });
  });
});
