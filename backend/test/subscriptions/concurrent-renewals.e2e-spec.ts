import { renewedExpiry } from '../../src/modules/subscriptions/domain/subscription.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending } from '../support/members.js';

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

describe('a renewal that names the expiry it extends', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const expiryOf = async (id: number) =>
    (await t.sql<{ e: Date | null }>(`SELECT "paymentExpiresAt" AS e FROM users WHERE id = $1`, [id]))[0].e;
  const renewals = async (id: number) =>
    (
      await t.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'subscription.renew' AND "targetId" = $1`,
        [String(id)],
      )
    )[0].n;
  const renew = (id: number, expectedExpiresAt: string | null) =>
    t.http().post(`/api/admin/renew-user/${id}`).set(admin).send({ expectedExpiresAt });

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  it('adds exactly one year when the same renewal arrives eight times at once; the others get 409', async () => {
    const seller = await createSeller(t);
    // Microseconds as PostgreSQL stores them; the console only ever saw the milliseconds.
    await t.sql(`UPDATE users SET "paymentExpiresAt" = now() + interval '20 days 0.000321 seconds' WHERE id = $1`, [
      seller.id,
    ]);
    const seen = (await t.http().get(`/api/admin/users/${seller.id}`).set(admin).expect(200)).body.paymentExpiresAt;
    const responses = await Promise.all(Array.from({ length: 8 }, () => renew(seller.id, seen)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(7).fill(409)]);
    for (const r of responses.filter((r) => r.status === 409))
      expect(r.body.message).toBe('Esta suscripción ya fue renovada');
    expect(new Date((await expiryOf(seller.id))!).toISOString()).toBe(renewedExpiry(new Date(seen)).toISOString());
    expect(await renewals(seller.id)).toBe(1);
  });

  it('refuses a second renewal that still names the old expiry, changing nothing', async () => {
    const seller = await createSeller(t);
    const seen = (await t.http().get(`/api/admin/users/${seller.id}`).set(admin).expect(200)).body.paymentExpiresAt;
    const first = await renew(seller.id, seen).expect(200);
    const after = await expiryOf(seller.id);
    const second = await renew(seller.id, seen).expect(409);
    expect(second.body.message).toBe('Esta suscripción ya fue renovada');
    expect(await expiryOf(seller.id)).toEqual(after);
    expect(await renewals(seller.id)).toBe(1);
    // The next renewal names the expiry the first one produced.
    await renew(seller.id, first.body.paymentExpiresAt).expect(200);
    expect(await renewals(seller.id)).toBe(2);
  });

  it('a bulk renewal names, per member, the expiry its list showed: a member renewed meanwhile keeps one year', async () => {
    const [a, b, c] = [await createSeller(t), await createSeller(t), await createSeller(t)];
    // Microseconds as PostgreSQL keeps them: the list shows milliseconds, and they must still match.
    await t.sql(
      `UPDATE users SET "paymentExpiresAt" = now() + interval '9 days 0.000654 seconds' WHERE id = ANY($1::int[])`,
      [[a.id, b.id, c.id]],
    );
    const filter = encodeURIComponent(JSON.stringify({ ids: [a.id, b.id, c.id] }));
    const list = await t.http().get(`/api/admin/users?filter=${filter}&range=[0,9]`).set(admin).expect(200);
    const seen = new Map<number, string | null>(
      (list.body as { id: number; paymentExpiresAt: string | null }[]).map((r) => [r.id, r.paymentExpiresAt]),
    );
    expect(seen.size).toBe(3);
    // Another administrator renews b while the bulk dialog is open.
    await renew(b.id, seen.get(b.id)!).expect(200);
    const renewedB = await expiryOf(b.id);

    const answers = [];
    for (const id of [a.id, b.id, c.id]) answers.push((await renew(id, seen.get(id)!)).status);
    expect(answers).toEqual([200, 409, 200]);
    expect(await expiryOf(b.id)).toEqual(renewedB);
    expect(await renewals(b.id)).toBe(1);
    for (const id of [a.id, c.id]) {
      expect(new Date((await expiryOf(id))!).toISOString()).toBe(renewedExpiry(new Date(seen.get(id)!)).toISOString());
      expect(await renewals(id)).toBe(1);
    }
  });

  it('renews a member without expiry once when null is the expiry named', async () => {
    const seller = await createSeller(t);
    await t.sql(`UPDATE users SET "paymentExpiresAt" = NULL WHERE id = $1`, [seller.id]);
    const [a, b] = await Promise.all([renew(seller.id, null), renew(seller.id, null)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await renewals(seller.id)).toBe(1);
  });

  it('refuses malformed expiries with a Spanish 400 and keeps 404 and 400 for unknown and pending members', async () => {
    const seller = await createSeller(t);
    for (const bad of ['mañana', 12, '2026-13-45', { $gt: '' }, 'x'.repeat(500)]) {
      const res = await t
        .http()
        .post(`/api/admin/renew-user/${seller.id}`)
        .set(admin)
        .send({ expectedExpiresAt: bad })
        .expect(400);
      expect(res.body.message).toBe('El vencimiento esperado debe ser una fecha ISO 8601');
    }
    expect(await renewals(seller.id)).toBe(0);
    await renew(999999, null).expect(404);
    const pending = await registerPending(t);
    await renew(pending.id, null).expect(400);
  });
});
