import { DATABASE_TIMEOUTS } from '../../src/database/typeorm-options.js';
import { PartitionProxy } from '../support/partition-proxy.js';
import { registrationBody } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) console.warn('OMITIDA: la prueba de partición de red necesita DATABASE_URL (PostgreSQL real por TCP)');

const PROXY_PORT = 4101;
const UNAVAILABLE = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

/** The database behind a network partition: packets vanish, nothing resets, so only the app's own timeouts help. */
(serverUrl ? describe : describe.skip)('PostgreSQL unreachable behind a network partition', () => {
  let database: TestDatabase;
  let proxy: PartitionProxy;
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url);
    proxy = new PartitionProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.listen(PROXY_PORT);
    url.hostname = '127.0.0.1';
    url.port = String(PROXY_PORT);
    t = await createTestApp({ RUN_JOBS: 'false' }, { database: { ...database, url: url.toString() } });
    adminToken = await t.adminToken();
  });
  afterAll(async () => {
    proxy.heal();
    await t.close();
    await proxy.close();
    await database.drop();
  });

  const requests = () => [
    t.http().get('/api/products'),
    t.http().get('/api/faq'),
    t.http().post('/api/login').send({ email: t.config.adminEmail, password: t.config.adminPassword }),
    t.http().post('/api/register').send(registrationBody()),
    t.http().get('/api/admin/users').set(bearer(adminToken)),
    t.http().get('/api/admin/users').set(bearer(adminToken)),
  ];

  const timed = async (pending: ReturnType<typeof requests>) => {
    const started = Date.now();
    return Promise.all(
      pending.map(async (req) => {
        const res = await req;
        return {
          status: res.status,
          retryAfter: res.headers['retry-after'],
          message: res.body.message,
          ms: Date.now() - started,
        };
      }),
    );
  };

  it('answers every request 503 with Retry-After within 5 s, and serves again by itself once the network heals', async () => {
    // Open the pool's connections first, so the partition catches both pooled connections and new ones.
    await Promise.all(Array.from({ length: 6 }, () => t.http().get('/api/products').expect(200)));
    proxy.partition();

    const first = await timed(requests());
    const second = await timed(requests());
    for (const answer of [...first, ...second]) {
      expect(answer).toEqual({ status: 503, retryAfter: '5', message: UNAVAILABLE, ms: expect.any(Number) });
      expect(answer.ms).toBeLessThanOrEqual(5000);
    }

    proxy.heal();
    const healed = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - healed < 10_000) status = (await t.http().get('/api/products')).status;
    const recovery = Date.now() - healed;
    expect(status).toBe(200);
    expect(recovery).toBeLessThan(5000);
    await t.http().post('/api/register').send(registrationBody()).expect(201);
    await t.http().get('/api/admin/users').set(bearer(adminToken)).expect(200);
    if (process.env.TEST_LOGS) {
      const slowest = (answers: { ms: number }[]) => Math.max(...answers.map((a) => a.ms));
      console.log(
        `partition: slowest 503 ${slowest(first)} ms (pooled connections), ${slowest(second)} ms (new connections); 200 again ${recovery} ms after healing`,
      );
    }
  }, 30_000);

  it('keeps the client-side query limit within the 5 s promise', () => {
    expect(DATABASE_TIMEOUTS.connectMs + DATABASE_TIMEOUTS.queryMs).toBeLessThanOrEqual(5000);
    expect(DATABASE_TIMEOUTS.statementMs).toBeLessThan(DATABASE_TIMEOUTS.queryMs);
  });
});
