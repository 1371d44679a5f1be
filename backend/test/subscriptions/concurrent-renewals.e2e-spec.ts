import { renewedExpiry } from '../../src/modules/subscriptions/domain/subscription.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';

const DAY = 24 * 60 * 60 * 1000;

describe('renewals under concurrency', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const expiryOf = async (id: number) =>
    new Date(
      (await t.sql<{ paymentExpiresAt: Date }>(`SELECT "paymentExpiresAt" FROM users WHERE id = $1`, [id]))[0]
        .paymentExpiresAt,
    );
  const renewTimes = (id: number, n: number) =>
    Promise.all(Array.from({ length: n }, () => t.http().post(`/api/admin/renew-user/${id}`).set(admin)));

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  it('adds exactly ten years for ten concurrent renewals of a running subscription, each answered 200', async () => {
    const seller = await createSeller(t);
    const current = new Date(Date.now() + 20 * DAY);
    await t.sql(`UPDATE users SET "paymentExpiresAt" = $2 WHERE id = $1`, [seller.id, current]);
    const responses = await renewTimes(seller.id, 10);
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    let expected = current;
    for (let i = 0; i < 10; i++) expected = renewedExpiry(expected, new Date());
    expect((await expiryOf(seller.id)).toISOString()).toBe(expected.toISOString());
    // Each answer shows the expiry its own renewal produced: ten distinct years.
    const years = responses.map((r) => new Date(r.body.paymentExpiresAt).getUTCFullYear()).sort();
    expect(new Set(years).size).toBe(10);
  });

  it('adds ten years from now for ten concurrent renewals of an expired subscription', async () => {
    const seller = await createSeller(t);
    await t.sql(`UPDATE users SET "paymentExpiresAt" = now() - interval '100 days' WHERE id = $1`, [seller.id]);
    const before = new Date();
    const responses = await renewTimes(seller.id, 10);
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const tenYears = new Date(before);
    tenYears.setUTCFullYear(tenYears.getUTCFullYear() + 10);
    expect(Math.abs((await expiryOf(seller.id)).getTime() - tenYears.getTime())).toBeLessThan(60_000);
  });

  it('computes in the database exactly what the domain rule says, 29 February included', async () => {
    const seller = await createSeller(t);
    for (const current of ['2028-02-29T08:30:00.000Z', '2031-01-31T23:59:59.123Z', '2030-06-15T00:00:00.000Z']) {
      await t.sql(`UPDATE users SET "paymentExpiresAt" = $2 WHERE id = $1`, [seller.id, new Date(current)]);
      const res = await t.http().post(`/api/admin/renew-user/${seller.id}`).set(admin).expect(200);
      const expected = renewedExpiry(new Date(current)).toISOString();
      expect([current, new Date(res.body.paymentExpiresAt).toISOString()]).toEqual([current, expected]);
      expect((await expiryOf(seller.id)).toISOString()).toBe(expected);
    }
  });
});
