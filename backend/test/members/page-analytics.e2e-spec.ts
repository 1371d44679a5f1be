import pg from 'pg';
import { PageAnalytics } from '../../src/modules/members/domain/page-analytics.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { createTestDatabase } from '../support/test-database.js';

/** The INSERT statements into analytics sent while `work` runs. */
async function countInserts(work: () => Promise<unknown>): Promise<number> {
  const original = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
    if (text?.startsWith('INSERT INTO analytics')) count++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return count;
}

describe('page analytics written behind', () => {
  let t: TestApp;
  // Batches are written when a test asks (flush); the timer's own ticks are shown by the two-instance test.
  beforeAll(async () => (t = await createTestApp({ RUN_JOBS: 'false', ANALYTICS_FLUSH_MS: '600000' })));
  afterAll(() => t.close());

  const events = async (s: TestSeller, type = 'visit') =>
    (
      await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM analytics WHERE "userId" = $1 AND type = $2`, [
        s.id,
        type,
      ])
    )[0].n;
  const flush = () => t.app.get(PageAnalytics).flush();
  const view = (s: TestSeller, cookie?: string, agent = 'Movil/1.0') => {
    const req = t.http().get(`/api/user/${s.slug}`).set('User-Agent', agent);
    return (cookie ? req.set('Cookie', `mh_v=${cookie}`) : req).expect(200);
  };

  it('writes the events of a burst with one INSERT, and the dashboard shows them', async () => {
    const seller = await createSeller(t);
    await Promise.all(Array.from({ length: 30 }, (_, i) => view(seller, `visitante-${String(i).padStart(16, '0')}`)));
    // The views answered without writing anything: the events wait for the next batch.
    expect(await events(seller)).toBe(0);
    expect(await countInserts(flush)).toBe(1);
    expect(await events(seller)).toBe(30);
    const dashboard = (await t.http().get('/api/protected/dashboard').set(bearer(seller.token))).body;
    expect(dashboard.visitCount).toBe(30);
  });

  it('counts a visit once per visitor cookie in 30 minutes, and gives a first-time visitor that cookie', async () => {
    const seller = await createSeller(t);
    const first = await view(seller);
    const cookie = String(first.headers['set-cookie']).match(/mh_v=([^;]+)/)![1];
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(first.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    expect(String(first.headers['set-cookie'])).toMatch(/Max-Age=31536000/);
    // The same visitor, now with the cookie, even from another address or browser.
    await view(seller, cookie, 'Otro/2.0');
    await view(seller, cookie);
    const again = await view(seller, cookie);
    expect(again.headers['set-cookie']).toBeUndefined();
    await view(seller, 'otro-visitante-0000000001');
    await flush();
    expect(await events(seller)).toBe(2);
  });

  it('without a cookie, counts a visit once per address and browser', async () => {
    const seller = await createSeller(t);
    for (let i = 0; i < 5; i++) await view(seller, undefined, 'SinCookie/1.0');
    await view(seller, undefined, 'OtroNavegador/1.0');
    await flush();
    expect(await events(seller)).toBe(2);
  });

  it('counts a WhatsApp click once per visitor in 10 seconds', async () => {
    const seller = await createSeller(t);
    const click = (cookie?: string) => {
      const req = t.http().post(`/api/user/${seller.slug}/whatsapp-click`).set('User-Agent', 'Clic/1.0');
      return (cookie ? req.set('Cookie', `mh_v=${cookie}`) : req).expect(200);
    };
    for (let i = 0; i < 4; i++) await click('clic-visitante-000000001');
    await click('clic-visitante-000000002');
    await click();
    await click();
    await flush();
    expect(await events(seller, 'whatsapp_click')).toBe(3);
  });

  it("does not count the owner's or an administrator's views and clicks", async () => {
    const seller = await createSeller(t);
    await t.http().get(`/api/user/${seller.slug}`).set(bearer(seller.token)).expect(200);
    await t
      .http()
      .post(`/api/user/${seller.slug}/whatsapp-click`)
      .set(bearer(await t.adminToken()))
      .expect(200);
    await t
      .http()
      .get(`/api/user/${seller.slug}`)
      .set(bearer(await t.adminToken()))
      .expect(200);
    await flush();
    expect((await events(seller)) + (await events(seller, 'whatsapp_click'))).toBe(0);
  });

  it('keeps the events while they cannot be written, serves pages meanwhile, and writes them later', async () => {
    const seller = await createSeller(t);
    await t.sql(`ALTER TABLE analytics RENAME TO analytics_away`);
    try {
      await view(seller, 'durante-la-falla-00000001');
      await view(seller, 'durante-la-falla-00000002');
      await flush();
    } finally {
      await t.sql(`ALTER TABLE analytics_away RENAME TO analytics`);
    }
    await view(seller, 'durante-la-falla-00000003');
    await flush();
    expect(await events(seller)).toBe(3);
  });
});

describe('page analytics on shutdown', () => {
  it('writes what is waiting when the application closes', async () => {
    const database = await createTestDatabase();
    try {
      // No timer flush during the test: only the shutdown writes.
      const t = await createTestApp({ RUN_JOBS: 'false', ANALYTICS_FLUSH_MS: '600000' }, { database });
      const seller = await createSeller(t);
      for (let i = 0; i < 3; i++)
        await t
          .http()
          .get(`/api/user/${seller.slug}`)
          .set('Cookie', `mh_v=al-cerrar-${String(i).padStart(12, '0')}`)
          .expect(200);
      await t.http().post(`/api/user/${seller.slug}/whatsapp-click`).expect(200);
      expect(await t.sql(`SELECT id FROM analytics WHERE "userId" = $1`, [seller.id])).toEqual([]);
      await t.close();
      const after = await createTestApp({ RUN_JOBS: 'false' }, { database });
      const rows = await after.sql(
        `SELECT type, count(*)::int AS n FROM analytics WHERE "userId" = $1 GROUP BY type ORDER BY type`,
        [seller.id],
      );
      await after.close();
      expect(rows).toEqual([
        { type: 'visit', n: 3 },
        { type: 'whatsapp_click', n: 1 },
      ]);
    } finally {
      await database.drop();
    }
  });
});
