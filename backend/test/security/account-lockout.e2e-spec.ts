import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';

const LOCKED =
  /^Demasiados intentos fallidos con esta cuenta\. Por seguridad está bloqueada temporalmente: inténtalo de nuevo en \d+ minutos?\.$/;
const WRONG = { statusCode: 401, message: 'Email o contraseña incorrectos' };
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = `${process.pid}-${Date.now().toString(36)}`;
let ipSequence = 0;
/** A different client address per request (the app trusts X-Forwarded-For from loopback). */
const nextIp = () => `198.18.${Math.floor(++ipSequence / 250) % 250}.${(ipSequence % 250) + 1}`;

const login = (t: TestApp, email: string, password: string) =>
  t.http().post('/api/login').set('X-Forwarded-For', nextIp()).send({ email, password });

async function statusesOf(t: TestApp, email: string, attempts: number, password = 'adivinanza-1') {
  const answers = [];
  for (let i = 0; i < attempts; i++) answers.push(await login(t, email, password));
  return answers;
}

describe('per-account limit on password guessing', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('locks an account after 10 wrong passwords from 25 different addresses, and refuses even the right one', async () => {
    const seller = await createSeller(t);
    const answers = await statusesOf(t, seller.email, 25);
    expect(answers.map((r) => r.status)).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
    for (const r of answers.slice(0, 10)) expect(r.body).toEqual(WRONG);
    for (const r of answers.slice(10)) {
      expect(r.body).toEqual({ statusCode: 429, message: expect.stringMatching(LOCKED) });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(300);
    }
    const right = await login(t, seller.email.toUpperCase(), seller.password).expect(429);
    expect(right.body.message).toMatch(LOCKED);
    // The lock is on the account, not on a session: the member's existing token keeps working.
    await t.http().get('/api/protected/dashboard').set(bearer(seller.token)).expect(200);
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    const seller = await createSeller(t);
    const known = await statusesOf(t, seller.email, 12);
    const unknown = await statusesOf(t, `nadie-${run}@example.com`, 12);
    expect(unknown.map((r) => r.status)).toEqual(known.map((r) => r.status));
    expect(unknown.map((r) => r.body)).toEqual(known.map((r) => r.body));
    // The same lock length (a second apart at most: the two locks start at different moments).
    unknown.forEach((r, i) =>
      expect(
        Math.abs(Number(r.headers['retry-after'] ?? 0) - Number(known[i].headers['retry-after'] ?? 0)),
      ).toBeLessThanOrEqual(1),
    );
  });

  it('clears the count on a successful sign-in', async () => {
    const seller = await createSeller(t);
    expect((await statusesOf(t, seller.email, 9)).map((r) => r.status)).toEqual(Array(9).fill(401));
    await login(t, seller.email, seller.password).expect(200);
    expect((await statusesOf(t, seller.email, 9)).map((r) => r.status)).toEqual(Array(9).fill(401));
    await login(t, seller.email, seller.password).expect(200);
  });

  it('counts parallel guesses before checking them: exactly 10 are checked', async () => {
    const email = `paralelo-${run}@example.com`;
    const answers = await Promise.all(Array.from({ length: 25 }, () => login(t, email, 'adivinanza-1')));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(15);
  });

  it('limits guessing the current password on the seller password change, sharing the budget with sign-in', async () => {
    const seller = await createSeller(t);
    const change = (currentPassword: string) =>
      t
        .http()
        .post('/api/protected/change-password')
        .set('X-Forwarded-For', nextIp())
        .set(bearer(seller.token))
        .send({ currentPassword, newPassword: 'nueva-clave-1', confirmPassword: 'nueva-clave-1' });
    for (let i = 0; i < 10; i++) expect((await change('adivinanza-1')).status).toBe(400);
    const locked = await change(seller.password).expect(429);
    expect(locked.body.message).toMatch(LOCKED);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    await login(t, seller.email, seller.password).expect(429);
  });

  // Last: it locks the admin account the other tests use.
  it("limits guessing the current password on the admin's password change", async () => {
    const admin = bearer(await t.adminToken());
    const change = (currentPassword: string) =>
      t
        .http()
        .post('/api/admin/change-password')
        .set(admin)
        .send({ currentPassword, newPassword: 'nueva-clave-1', confirmPassword: 'nueva-clave-1' });
    for (let i = 0; i < 10; i++) expect((await change('adivinanza-1')).status).toBe(400);
    expect((await change(t.config.adminPassword).expect(429)).body.message).toMatch(LOCKED);
  });
});

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

const withRedis = await redisReachable();
if (!withRedis) console.warn('OMITIDA: el bloqueo por cuenta compartido necesita Redis en ' + REDIS_URL);

(withRedis ? describe : describe.skip)('per-account limit shared through Redis by two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  const email = `compartida-${run}@example.com`;
  const keys = ['pw-fail', 'pw-lock'].map(
    (prefix) => `${prefix}:${createHash('sha256').update(email).digest('base64url')}`,
  );

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    // Each instance has its own database: the account key does not depend on the e-mail existing anywhere.
    a = await createTestApp({ REDIS_URL, RUN_JOBS: 'false' });
    b = await createTestApp({ REDIS_URL, RUN_JOBS: 'false' });
  }, 120_000);
  afterAll(async () => {
    await redis.del(...keys);
    redis.disconnect();
    await a?.close();
    await b?.close();
  });

  it('locks the account on both instances after 10 failures spread over them, with a longer lock the second time', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(i % 2 ? b : a, email, 'adivinanza-1')).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const first = Number((await login(a, email, 'adivinanza-1')).headers['retry-after']);
    expect(first).toBeGreaterThan(240);
    expect(first).toBeLessThanOrEqual(300);

    // The first lock running out (its key expiring) gives 10 new attempts; the next lock lasts twice as long.
    await redis.del(keys[0]);
    for (let i = 0; i < 10; i++) await login(i % 2 ? b : a, email, 'adivinanza-1').expect(401);
    const second = await login(b, email, 'adivinanza-1').expect(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(540);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(600);
  });
});

describe('per-account limit while Redis is unreachable', () => {
  let t: TestApp;
  // Nothing listens on port 1: every Redis command fails.
  beforeAll(async () => (t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', RUN_JOBS: 'false' })), 120_000);
  afterAll(() => t?.close());

  it('keeps counting in memory, so sign-in works and guessing is still limited', async () => {
    const seller = await createSeller(t);
    const started = Date.now();
    const answers = await statusesOf(t, seller.email, 12);
    expect(answers.map((r) => r.status)).toEqual([...Array(10).fill(401), 429, 429]);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
