import { DataSource } from 'typeorm';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending } from '../support/members.js';

/** The business figures of GET /api/admin/dashboard on a fresh database with known members, each checked against SQL. */
describe('admin dashboard: business figures', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let body: Record<string, any>;
  const ids: Record<string, number> = {};
  const setExpiry = (id: number, days: number) =>
    t.sql(`UPDATE users SET "paymentExpiresAt" = now() + ($2::int * interval '1 day') WHERE id = $1`, [id, days]);
  const events = (id: number, type: string, n: number, daysAgo = 1) =>
    t.sql(
      `INSERT INTO analytics ("userId", type, timestamp) SELECT $1, $2, now() - ($4::int * interval '1 day') FROM generate_series(1, $3)`,
      [id, type, n, daysAgo],
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
    for (const [key, city] of [
      ['a', 'Cali'],
      ['b', 'Cali'],
      ['c', 'Pasto'],
      ['d', 'Cali'],
      ['e', 'Bogotá'],
    ] as const) {
      ids[key] = (await createSeller(t, { city })).id;
    }
    await setExpiry(ids.b, 10);
    await t.sql(`UPDATE users SET "discountCode" = ' multyhealth ' WHERE id = $1`, [ids.b]);
    // A code that matches no configured discount was charged the regular fee.
    await t.sql(
      `UPDATE users SET "discountCode" = 'NOEXISTE', "paymentExpiresAt" = now() + interval '20 days' WHERE id = $1`,
      [ids.a],
    );
    await setExpiry(ids.c, -10);
    await setExpiry(ids.d, -200);
    await setExpiry(ids.e, -5);
    await t
      .http()
      .post(`/api/admin/renew-user/${ids.e}`)
      .set(admin)
      .expect((res) => expect(res.status).toBeLessThan(300));
    ids.oldPending = (await registerPending(t, { city: 'Quito', country: 'Ecuador' })).id;
    await t.sql(`UPDATE users SET "createdAt" = now() - interval '12 days 3 hours' WHERE id = $1`, [ids.oldPending]);
    await registerPending(t, { city: 'Quito', country: 'Ecuador' });
    await events(ids.a, 'visit', 3);
    await events(ids.b, 'visit', 1);
    await events(ids.c, 'visit', 9, 40);
    await events(ids.b, 'whatsapp_click', 2);
    body = (await t.http().get('/api/admin/dashboard').set(admin).expect(200)).body;
  });
  afterAll(() => t.close());

  it('keeps the existing counters', () => {
    expect(body).toMatchObject({ pendingUsers: 2, approvedUsers: 5, totalUsers: 7 });
    expect(body.registrationsPerWeek).toHaveLength(8);
  });

  it('splits approved members into active, expired and expiring within 30 days', async () => {
    expect(body).toMatchObject({ active: 3, expired: 2, expiringIn30Days: 2 });
    const [sql] = await t.sql<{ active: number; expired: number }>(
      `SELECT count(*) FILTER (WHERE "paymentExpiresAt" > now())::int AS active, count(*) FILTER (WHERE "paymentExpiresAt" <= now())::int AS expired
         FROM users WHERE role = 'user' AND status = 'approved'`,
    );
    expect(body).toMatchObject(sql);
  });

  it('counts registrations and approvals per week for 8 weeks', async () => {
    expect(body.weekly).toHaveLength(8);
    const total = (k: string) => body.weekly.reduce((sum: number, w: Record<string, number>) => sum + w[k], 0);
    expect(total('registrations')).toBe(7);
    expect(total('approvals')).toBe(5);
    for (const w of body.weekly) {
      const [sql] = await t.sql<{ registrations: number; approvals: number }>(
        `SELECT count(*) FILTER (WHERE "createdAt" >= $1::date AND "createdAt" < $1::date + 7)::int AS registrations,
                count(*) FILTER (WHERE "approvedAt" >= $1::date AND "approvedAt" < $1::date + 7)::int AS approvals
           FROM users WHERE role = 'user'`,
        [w.week],
      );
      expect({ registrations: w.registrations, approvals: w.approvals }).toEqual(sql);
    }
  });

  it('gives the age in days of the oldest pending registration', () => {
    expect(body.oldestPendingDays).toBe(12);
  });

  it('computes the renewal rate: renewed in 90 days against lapsed in 90 days', async () => {
    expect(body.renewal).toEqual({ renewed: 1, lapsed: 1, rate: 0.5 });
    const [renewed] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'subscription.renew' AND "targetId" = $1`,
      [String(ids.e)],
    );
    expect(renewed.n).toBe(1);
  });

  it('lists the top cities of approved members', () => {
    expect(body.topCities).toEqual([
      { city: 'Cali', count: 3 },
      { city: 'Bogotá', count: 1 },
      { city: 'Pasto', count: 1 },
    ]);
  });

  it('ranks pages by visits and by WhatsApp clicks over the last 30 days', () => {
    expect(body.topByVisits.map((p: { id: number; count: number }) => [p.id, p.count])).toEqual([
      [ids.a, 3],
      [ids.b, 1],
    ]);
    expect(body.topByWhatsappClicks.map((p: { id: number; count: number }) => [p.id, p.count])).toEqual([[ids.b, 2]]);
  });

  it('expects each month the renewal fees falling due, regular or discount (by a configured code) at current prices', async () => {
    expect(body.feesPerMonth).toHaveLength(12);
    const [price] = await t.sql<{ regularPrice: number; discountPrice: number; discountCodes: string }>(
      `SELECT "regularPrice", "discountPrice", "discountCodes" FROM account_pricing`,
    );
    expect(price.discountCodes).toBe('MULTYHEALTH');
    const due = await t.sql<{ month: string; discounted: boolean }>(
      `SELECT to_char("paymentExpiresAt", 'YYYY-MM') AS month, lower(trim("discountCode")) IS NOT DISTINCT FROM 'multyhealth' AS discounted FROM users
        WHERE role = 'user' AND status = 'approved' AND "paymentExpiresAt" >= date_trunc('month', now()) AND "paymentExpiresAt" < date_trunc('month', now()) + interval '12 months'`,
    );
    for (const m of body.feesPerMonth) {
      const regular = due.filter((d) => d.month === m.month && !d.discounted).length;
      const discount = due.filter((d) => d.month === m.month && d.discounted).length;
      expect(m).toEqual({
        month: m.month,
        regularCount: regular,
        discountCount: discount,
        regularAmount: regular * price.regularPrice,
        discountAmount: discount * price.discountPrice,
      });
    }
    const sum = (key: string) =>
      body.feesPerMonth.reduce((total: number, m: Record<string, number>) => total + m[key], 0);
    expect(sum('discountCount')).toBe(1);
    expect(sum('discountAmount')).toBe(price.discountPrice);
    expect(sum('regularCount')).toBeGreaterThanOrEqual(1);
  });

  // Runs last: it moves members between cities.
  it('keeps the figures while no member changes, and shows a change made anywhere (even plain SQL) at once', async () => {
    const dashboard = async () => (await t.http().get('/api/admin/dashboard').set(admin).expect(200)).body;
    const version = async () => (await t.sql<{ v: string }>(`SELECT last_value::text AS v FROM member_changes`))[0].v;
    const before = await version();
    await t.sql(`UPDATE users SET "personalMessage" = 'Hola' WHERE id = $1`, [ids.a]);
    expect(await version()).toBe(before); // a column the figures do not read
    expect((await dashboard()).topCities[0]).toEqual({ city: 'Cali', count: 3 });

    // The change counts at commit: inside the open transaction the sequence has not moved yet.
    await t.app.get(DataSource).transaction(async (m) => {
      await m.query(`UPDATE users SET city = 'Tunja' WHERE id = ANY($1::int[])`, [[ids.a, ids.b, ids.d, ids.e]]);
      expect((await m.query(`SELECT last_value::text AS v FROM member_changes`))[0].v).toBe(before);
    });
    expect(await version()).not.toBe(before);
    expect((await dashboard()).topCities).toEqual([
      { city: 'Tunja', count: 4 },
      { city: 'Pasto', count: 1 },
    ]);
  });
});
