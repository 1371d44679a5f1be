import { registrationToken } from '../support/links.js';
import { registrationBody } from '../support/members.js';
import { bearer, createTestApp, type SentMail, type TestApp } from '../support/test-app.js';
import {
  GATEWAY_ENV,
  GatewayStandIn,
  signedEvent,
  type StandInTransaction,
} from '../../../scripts/e2e/wompi-stand-in.js';

/** What the payments desk tests do over and over, through the API. */
export function deskHelpers(t: TestApp, gateway: GatewayStandIn) {
  const admin = async () => bearer(await t.adminToken());
  return {
    admin,
    /** A pending applicant and their registration link (jobs are off: the e-mail is read from the outbox table). */
    async register(overrides: Record<string, unknown> = {}) {
      const body = registrationBody(overrides);
      const res = await t.http().post('/api/register').send(body).expect(201);
      const [mail] = await t.sql<SentMail>(
        `SELECT "to", subject, html, text FROM mail_outbox WHERE "to" = $1 AND subject LIKE 'Registro recibido%'`,
        [body.email],
      );
      return { id: res.body.user.id as number, email: body.email, name: body.name, token: registrationToken(mail) };
    },
    async checkout(token: string): Promise<{ reference: string; amountInCents: number }> {
      return (await t.http().post(`/api/registration/${token}/payment`).expect(201)).body;
    },
    /** The gateway's signed event about a transaction of this reference. */
    async report(
      reference: string,
      amountInCents: number,
      status: StandInTransaction['status'] = 'APPROVED',
      method = 'PSE',
    ): Promise<StandInTransaction> {
      const transaction = gateway.pay(reference, amountInCents, status, { payment_method_type: method });
      await t.http().post('/api/payments/wompi/events').send(signedEvent(transaction)).expect(200);
      return transaction;
    },
    /** The same transaction reported again with another status (a void after approval). */
    async reportAgain(transaction: StandInTransaction, status: StandInTransaction['status']) {
      transaction.status = status;
      await t.http().post('/api/payments/wompi/events').send(signedEvent(transaction)).expect(200);
    },
    async paymentOf(reference: string) {
      const res = await t
        .http()
        .get('/api/admin/payments')
        .query({ filter: JSON.stringify({ q: reference }) })
        .set(await admin())
        .expect(200);
      return res.body[0];
    },
    async decide(id: number, body: Record<string, unknown>) {
      return t
        .http()
        .post(`/api/admin/payments/${id}/decision`)
        .set(await admin())
        .send(body);
    },
    async detail(id: number) {
      return (
        await t
          .http()
          .get(`/api/admin/payments/${id}`)
          .set(await admin())
          .expect(200)
      ).body;
    },
    async memberStatus(id: number) {
      return (await t.sql<{ status: string }>(`SELECT status FROM users WHERE id = $1`, [id]))[0].status;
    },
  };
}

export type DeskHelpers = ReturnType<typeof deskHelpers>;

/** An app with jobs off whose Wompi is a stand-in started here, the desk's helpers on it, and how to stop both. */
export async function startPaymentDesk() {
  const gateway = new GatewayStandIn();
  const t = await createTestApp({ ...GATEWAY_ENV, WOMPI_API_URL: await gateway.start(), RUN_JOBS: 'false' });
  const close = async () => {
    await t.close();
    await gateway.close();
  };
  return { t, gateway, desk: deskHelpers(t, gateway), close };
}
