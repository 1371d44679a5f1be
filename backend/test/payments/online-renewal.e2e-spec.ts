import { createSeller } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { GATEWAY_ENV, GatewayStandIn, signedEvent } from '../../../scripts/e2e/wompi-stand-in.js';

const RECEIPT = 'Recibo de tu renovación Multyhealth';

describe('the yearly renewal paid online', () => {
  const gateway = new GatewayStandIn();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...GATEWAY_ENV, WOMPI_API_URL: await gateway.start() });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  const admin = async () => bearer(await t.adminToken());
  const pricing = async () =>
    (
      await t
        .http()
        .get('/api/account-pricing')
        .set(await admin())
        .expect(200)
    ).body;
  const savePricing = async (changes: Record<string, unknown>, status: number) => {
    const { regularPrice, discountPrice, discountCodes } = await pricing();
    return t
      .http()
      .post('/api/account-pricing')
      .set(await admin())
      .send({ regularPrice, discountPrice, discountCodes, ...changes })
      .expect(status);
  };
  const expiry = async (id: number) =>
    (await t.sql<{ e: string }>(`SELECT "paymentExpiresAt"::text AS e FROM users WHERE id = $1`, [id]))[0].e;
  const yearAfter = async (value: string) =>
    (
      await t.sql<{ e: string }>(
        `SELECT ((($1::timestamptz AT TIME ZONE 'UTC') + interval '1 year') AT TIME ZONE 'UTC')::text AS e`,
        [value],
      )
    )[0].e;
  const receipts = async (email: string) =>
    (
      await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = $1 AND subject = $2`, [
        email,
        RECEIPT,
      ])
    )[0].n;
  const start = async (token: string) =>
    (await t.http().post('/api/protected/subscription/payment').set(bearer(token)).expect(201)).body;

  it('charges the renewal price: the regular price until the administrator sets another', async () => {
    const seller = await createSeller(t);
    const before = await pricing();
    expect(before).toMatchObject({ renewalPrice: before.regularPrice, customRenewalPrice: null });
    expect((await start(seller.token)).amountInCents).toBe(before.regularPrice * 100);
    const saved = await savePricing({ renewalPrice: '300000' }, 200);
    expect(saved.body).toMatchObject({ renewalPrice: 300000, customRenewalPrice: 300000 });
    expect((await t.http().get('/api/account-pricing').expect(200)).body.renewalPrice).toBe(300000);
    await savePricing({ renewalPrice: 'gratis' }, 400);
    const checkout = await start(seller.token);
    expect(checkout).toMatchObject({
      amountInCents: 30000000,
      currency: 'COP',
      redirectUrl: `${t.config.publicUrl}/dashboard?renovacion=1`,
    });
    // Emptied, the renewal follows the regular price again.
    const reset = await savePricing({ renewalPrice: null }, 200);
    expect(reset.body).toMatchObject({ renewalPrice: before.regularPrice, customRenewalPrice: null });
    await savePricing({ renewalPrice: 300000 }, 200);
    await t.http().post('/api/protected/subscription/payment').expect(401);
    await t
      .http()
      .post('/api/protected/subscription/payment')
      .set(await admin())
      .expect(403);
  });

  it('adds exactly one year when the renewal is paid twice at once, flags the second and sends one receipt', async () => {
    const seller = await createSeller(t);
    const current = await expiry(seller.id);
    const [first, second] = await Promise.all([start(seller.token), start(seller.token)]);
    const events = [
      signedEvent(gateway.pay(first.reference, first.amountInCents)),
      signedEvent(gateway.pay(second.reference, second.amountInCents)),
    ];
    const answers = await Promise.all(
      [...events, ...events, ...events].map((event) => t.http().post('/api/payments/wompi/events').send(event)),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await expiry(seller.id)).toBe(await yearAfter(current));
    const rows = await t.sql<{ duplicate: boolean; status: string }>(
      `SELECT duplicate, status FROM payments WHERE reference IN ($1, $2) ORDER BY duplicate`,
      [first.reference, second.reference],
    );
    expect(rows).toEqual([
      { duplicate: false, status: 'APPROVED' },
      { duplicate: true, status: 'APPROVED' },
    ]);
    expect(await receipts(seller.email)).toBe(1);
    const audit = await t.sql<{ adminEmail: string }>(
      `SELECT "adminEmail" FROM audit_log WHERE action = 'subscription.renew' AND "targetId" = $1`,
      [String(seller.id)],
    );
    expect(audit).toEqual([{ adminEmail: 'Wompi' }]);
  });

  it('applies the return from the checkout for the seller’s own renewal', async () => {
    const seller = await createSeller(t);
    const current = await expiry(seller.id);
    const checkout = await start(seller.token);
    const paid = gateway.pay(checkout.reference, checkout.amountInCents);
    const res = await t
      .http()
      .get(`/api/protected/subscription/payment?id=${paid.id}`)
      .set(bearer(seller.token))
      .expect(200);
    expect(res.body).toEqual({
      payment: {
        status: 'APPROVED',
        reference: checkout.reference,
        amountInCents: checkout.amountInCents,
        method: 'PSE',
      },
    });
    expect(await expiry(seller.id)).toBe(await yearAfter(current));
    // Another seller cannot apply it, nor read it.
    const other = await createSeller(t);
    const theirs = await t
      .http()
      .get(`/api/protected/subscription/payment?id=${paid.id}`)
      .set(bearer(other.token))
      .expect(200);
    expect(theirs.body).toEqual({ payment: null });
  });
});
