import { DataSource } from 'typeorm';
import { AnalyticsRollup1734900000000 } from '../../src/database/migrations/1734900000000-analytics-rollup.js';
import { AnalyticsVisitorDays1735100000000 } from '../../src/database/migrations/1735100000000-analytics-visitor-days.js';
import { PageAnalytics } from '../../src/modules/members/domain/page-analytics.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';

const PHONE = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36';
const COMPUTER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15';

/** What the rollup tables must hold, computed from the raw events the way the summary used to read them. */
const FROM_EVENTS = {
  daily: `SELECT "userId", to_char((timestamp AT TIME ZONE 'America/Bogota')::date, 'YYYY-MM-DD') AS day, type, source,
                 CASE WHEN type <> 'visit' OR device IS NOT NULL THEN device
                      WHEN "userAgent" ~* 'Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile' THEN 'teléfono'
                      ELSE 'computador' END AS device,
                 "productId", count(*)::int AS n
            FROM analytics WHERE "userId" = ANY($1::int[]) GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`,
  visitors: `SELECT "userId", ip, "userAgent", max(timestamp) AS "lastVisit" FROM analytics
              WHERE "userId" = ANY($1::int[]) AND type = 'visit' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  visitorDays: `SELECT "userId", to_char((timestamp AT TIME ZONE 'America/Bogota')::date, 'YYYY-MM-DD') AS day,
                       count(DISTINCT (ip, "userAgent"))::int AS n
                  FROM analytics WHERE "userId" = ANY($1::int[]) AND type = 'visit' GROUP BY 1, 2 ORDER BY 1, 2`,
};
const FROM_ROLLUP = {
  daily: `SELECT "userId", to_char(day, 'YYYY-MM-DD') AS day, type, source, device, "productId", n FROM analytics_daily
           WHERE "userId" = ANY($1::int[]) ORDER BY 1, 2, 3, 4, 5, 6`,
  visitors: `SELECT "userId", ip, "userAgent", "lastVisit" FROM analytics_visitors
              WHERE "userId" = ANY($1::int[]) ORDER BY 1, 2, 3`,
  visitorDays: `SELECT "userId", to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM analytics_visitor_days
                 WHERE "userId" = ANY($1::int[]) GROUP BY 1, 2 ORDER BY 1, 2`,
};

describe('the analytics rollup behind the seller summary', () => {
  let t: TestApp;
  let drink: number;
  // Batches are written when a test asks, so each flush below is one INSERT of its own.
  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false', ANALYTICS_FLUSH_MS: '600000' });
    drink = (
      await t.sql<{ id: number }>(
        `INSERT INTO products (name, description, price) VALUES ('Multydrink', 'Producto', 250000) RETURNING id`,
      )
    )[0].id;
  });
  afterAll(() => t.close());

  const flush = () => t.app.get(PageAnalytics).flush();
  const visit = (s: TestSeller, ip: string, agent: string, query = '') =>
    t.http().get(`/api/user/${s.slug}${query}`).set('User-Agent', agent).set('X-Forwarded-For', ip).expect(200);
  const click = (s: TestSeller, ip: string, body: object = {}) =>
    t
      .http()
      .post(`/api/user/${s.slug}/whatsapp-click`)
      .set('User-Agent', PHONE)
      .set('X-Forwarded-For', ip)
      .send(body)
      .expect(200);
  // An order sent by WhatsApp as intents were recorded before orders replaced them (docs/decisions/1720-orders.md).
  const order = (s: TestSeller, ip: string) =>
    t.app.get(PageAnalytics).record(s.id, 'order_intent', {
      userAgent: COMPUTER,
      ip,
      extra: { device: 'computador', productId: null, quantity: 2 },
      extraRows: [{ device: 'computador', productId: drink, quantity: 2 }],
    });
  const summary = async (s: TestSeller, days: number) =>
    (await t.http().get(`/api/protected/analytics/summary?days=${days}`).set(bearer(s.token)).expect(200)).body;
  const expectRollupMatchesEvents = async (ids: number[]) => {
    expect(await t.sql(FROM_ROLLUP.daily, [ids])).toEqual(await t.sql(FROM_EVENTS.daily, [ids]));
    expect(await t.sql(FROM_ROLLUP.visitors, [ids])).toEqual(await t.sql(FROM_EVENTS.visitors, [ids]));
    expect(await t.sql(FROM_ROLLUP.visitorDays, [ids])).toEqual(await t.sql(FROM_EVENTS.visitorDays, [ids]));
  };

  it('agrees with the raw events after several batches, repeated events dropped by the dedupe included', async () => {
    const ana = await createSeller(t);
    const beto = await createSeller(t);
    await Promise.all([
      visit(ana, '10.8.0.1', PHONE, '?src=whatsapp'),
      visit(ana, '10.8.0.1', PHONE, '?src=whatsapp'), // the same visitor again: dropped by the dedupe
      visit(ana, '10.8.0.2', COMPUTER),
      visit(beto, '10.8.0.1', PHONE, '?src=qr'),
      click(ana, '10.8.0.1', { productId: drink }),
      click(ana, '10.8.0.1', { productId: drink }), // dropped: the same click within 10 seconds
    ]);
    await flush();
    await Promise.all([
      visit(ana, '10.8.0.3', PHONE, '?src=facebook'),
      click(ana, '10.8.0.3'),
      order(ana, '10.8.0.3'),
      order(beto, '10.8.0.4'),
    ]);
    await flush();
    // Written outside the buffer: older events, one of them without a device (stored before devices were recorded).
    await t.sql(
      `INSERT INTO analytics ("userId", type, "userAgent", ip, source, device, timestamp)
       VALUES ($1, 'visit', $2, '10.8.0.1', 'whatsapp', 'teléfono', now() - interval '3 days'),
              ($1, 'visit', $2, '10.8.0.5', NULL, NULL, now() - interval '40 days'),
              ($1, 'visit', NULL, NULL, NULL, NULL, now() - interval '40 days'),
              ($1, 'whatsapp_click', $2, '10.8.0.5', NULL, 'teléfono', now() - interval '40 days')`,
      [ana.id, PHONE],
    );
    await visit(ana, '10.8.0.2', COMPUTER); // already counted in this window: dropped
    await visit(ana, '10.8.0.6', COMPUTER, '?src=tiktok');
    await flush();

    const raw = await t.sql<{ type: string }>(`SELECT type FROM analytics WHERE "userId" = $1`, [ana.id]);
    expect(raw.filter((e) => e.type === 'visit')).toHaveLength(7);
    expect(raw.filter((e) => e.type === 'whatsapp_click')).toHaveLength(3);
    await expectRollupMatchesEvents([ana.id, beto.id]);

    expect(await summary(ana, 7)).toMatchObject({
      visits: 5,
      uniqueVisitors: 4,
      whatsappClicks: 2,
      orderIntents: 1,
      devices: [
        { device: 'teléfono', visits: 3 },
        { device: 'computador', visits: 2 },
      ],
    });
    expect(await summary(ana, 90)).toMatchObject({
      visits: 7,
      uniqueVisitors: 6,
      whatsappClicks: 3,
      devices: [
        { device: 'teléfono', visits: 4 },
        { device: 'computador', visits: 3 },
      ],
    });
    expect(await summary(beto, 7)).toMatchObject({ visits: 1, uniqueVisitors: 1, orderIntents: 1 });
  });

  it('counts days in Colombia: an event a moment before local midnight belongs to the day before', async () => {
    const seller = await createSeller(t);
    // The first instant of the 7-day period (local midnight six days ago) and the moment before it.
    const [{ start }] = await t.sql<{ start: Date }>(
      `SELECT (((now() AT TIME ZONE 'America/Bogota')::date - 6)::timestamp AT TIME ZONE 'America/Bogota') AS start`,
    );
    const before = new Date(start.getTime() - 1);
    await t.sql(
      `INSERT INTO analytics ("userId", type, "userAgent", ip, source, device, timestamp)
       VALUES ($1, 'visit', 'a', '10.9.0.1', 'qr', 'teléfono', $2), ($1, 'visit', 'a', '10.9.0.2', 'qr', 'teléfono', $3),
              ($1, 'whatsapp_click', 'a', '10.9.0.2', NULL, 'teléfono', $3)`,
      [seller.id, start, before],
    );
    const days = await t.sql<{ day: string; n: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(n)::int AS n FROM analytics_daily WHERE "userId" = $1
        GROUP BY day ORDER BY day`,
      [seller.id],
    );
    const [{ first, last }] = await t.sql<{ first: string; last: string }>(
      `SELECT to_char((now() AT TIME ZONE 'America/Bogota')::date - 7, 'YYYY-MM-DD') AS last,
              to_char((now() AT TIME ZONE 'America/Bogota')::date - 6, 'YYYY-MM-DD') AS first`,
    );
    expect(days).toEqual([
      { day: last, n: 2 },
      { day: first, n: 1 },
    ]);
    // 05:00 UTC is midnight in Bogotá (UTC−5, no daylight saving time).
    expect(start.getUTCHours()).toBe(5);
    expect(await summary(seller, 7)).toMatchObject({ visits: 1, uniqueVisitors: 1, whatsappClicks: 0 });
    expect(await summary(seller, 30)).toMatchObject({ visits: 2, uniqueVisitors: 2, whatsappClicks: 1 });
    await expectRollupMatchesEvents([seller.id]);
  });

  it("deletes a member's rollup rows with the member", async () => {
    const seller = await createSeller(t);
    await visit(seller, '10.9.1.1', PHONE);
    await flush();
    const rows = async () =>
      (
        await t.sql<{ n: number }>(
          `SELECT (SELECT count(*) FROM analytics_daily WHERE "userId" = $1)
                + (SELECT count(*) FROM analytics_visitors WHERE "userId" = $1)
                + (SELECT count(*) FROM analytics_visitor_days WHERE "userId" = $1) AS n`,
          [seller.id],
        )
      )[0].n;
    expect(Number(await rows())).toBe(3);
    await t
      .http()
      .delete(`/api/admin/users/${seller.id}`)
      .set(bearer(await t.adminToken()))
      .expect(200);
    expect(Number(await rows())).toBe(0);
  });

  it('fills the rollup from the events stored before the migration', async () => {
    const seller = await createSeller(t);
    await visit(seller, '10.9.2.1', PHONE, '?src=qr');
    await click(seller, '10.9.2.1', { productId: drink });
    await flush();
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await new AnalyticsVisitorDays1735100000000().down(runner);
      await new AnalyticsRollup1734900000000().down(runner);
      // Events written while there was no rollup: a legacy visit and a visitor seen again 50 days later (on the
      // runner's connection: the embedded database has only the one).
      await runner.query(
        `INSERT INTO analytics ("userId", type, "userAgent", ip, timestamp)
         VALUES ($1, 'visit', $2, '10.9.2.2', now() - interval '80 days'),
                ($1, 'visit', $2, '10.9.2.2', now() - interval '30 days'),
                ($1, 'order_intent', $2, '10.9.2.2', now() - interval '30 days')`,
        [seller.id, PHONE],
      );
      await runner.startTransaction();
      await new AnalyticsRollup1734900000000().up(runner);
      await new AnalyticsVisitorDays1735100000000().up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    const everyone = (await t.sql<{ id: number }>(`SELECT id FROM users`)).map((u) => u.id);
    await expectRollupMatchesEvents(everyone);
    expect(await summary(seller, 90)).toMatchObject({
      visits: 3,
      uniqueVisitors: 2,
      whatsappClicks: 1,
      devices: [{ device: 'teléfono', visits: 3 }],
      products: [{ productId: drink, clicks: 1, orderIntents: 0 }],
    });
    const series = (await t.http().get('/api/protected/analytics?days=90').set(bearer(seller.token)).expect(200)).body;
    expect(series).toHaveLength(90);
    expect(series.filter((d: { uniqueVisitors: number }) => d.uniqueVisitors > 0)).toHaveLength(3);
  });
});
