import { Redis } from 'ioredis';
import { SubscriptionsService } from '../../src/modules/subscriptions/application/subscriptions.service.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { png } from '../media/fixtures.js';
import { createSeller } from '../support/members.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

// Two instances need a real PostgreSQL server (embedded PGlite is one process, one session) and Redis.
const canRun = !!process.env.DATABASE_URL && (await redisReachable());
if (!canRun)
  console.warn('OMITIDA: la prueba de dos instancias necesita DATABASE_URL (PostgreSQL real) y Redis en ' + REDIS_URL);

(canRun ? describe : describe.skip)('two API instances on one database and one Redis', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  // A documentation address unique to this run, so parallel runs on one Redis do not share counters.
  const ip = `198.51.100.${process.pid % 250}`;

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.del(`rl:login:${ip}`);
    redis.disconnect();
    database = await createTestDatabase();
    const env = { REDIS_URL, AUTH_RATE_LIMIT: '4', UPLOAD_RATE_LIMIT: '3', RUN_JOBS: 'false' };
    a = await createTestApp(env, { database });
    b = await createTestApp(env, { database });
  });
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.del(`rl:login:${ip}`);
    redis.disconnect();
    await a.close();
    await b.close();
    await database.drop();
  });

  it('holds the login rate limit across both instances', async () => {
    const attempt = (t: TestApp) =>
      t
        .http()
        .post('/api/login')
        .set('X-Forwarded-For', ip)
        .send({ email: `x-${process.pid}@y.co`, password: 'incorrecta' });
    const statuses = [];
    for (const t of [a, b, a, b, a, b]) statuses.push((await attempt(t)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('holds the per-member upload limit across both instances', async () => {
    const seller = await createSeller(a);
    const redis = new Redis(REDIS_URL);
    await redis.del(`rl:uploads:member:${seller.id}`);
    redis.disconnect();
    const image = await png(64, 64);
    const statuses = [];
    for (const t of [a, b, a, b])
      statuses.push(
        (await t.http().post('/api/upload').set(bearer(seller.token)).attach('image', image, 'foto.png')).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('runs the renewal reminder job once when both instances run it at the same time', async () => {
    const seller = await createSeller(a);
    await a.sql(`UPDATE users SET "paymentExpiresAt" = now() + interval '20 days' WHERE id = $1`, [seller.id]);
    const sent = await Promise.all([
      a.app.get(SubscriptionsService).sendDueReminders(),
      b.app.get(SubscriptionsService).sendDueReminders(),
    ]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
    const reminders = await a.sql(`SELECT threshold FROM subscription_reminders WHERE "userId" = $1`, [seller.id]);
    expect(reminders).toEqual([{ threshold: 30 }]);
    const mails = await a.sql(`SELECT id FROM mail_outbox WHERE "to" = $1 AND subject LIKE '%vence en 20 días%'`, [
      seller.email,
    ]);
    expect(mails).toHaveLength(1);
  });
});
