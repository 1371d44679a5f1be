import { startDraining } from '../../src/platform/http/graceful-shutdown.js';
import { READINESS_MESSAGES } from '../../src/platform/health/readiness.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { DatabaseProxy } from './database-proxy.js';
import { withDatabase } from '../support/test-run.js';
import pg from 'pg';

async function serverQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(process.env.DATABASE_URL!, 'postgres') });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

describe('health probes', () => {
  let database: TestDatabase;
  let proxy: DatabaseProxy;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = new DatabaseProxy(database.url);
    const url = await proxy.start();
    t = await createTestApp({ RUN_JOBS: 'false' }, { database: { ...database, url } });
  });
  afterAll(async () => {
    await t.close();
    await proxy.stop();
    await database.drop();
  });

  it('answers liveness with { status: "ok" } and readiness with 200 when the database is up to date', async () => {
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
    expect((await t.http().get('/api/health/ready').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('turns readiness to 503 with the reason while the database is gone, keeps liveness at 200, and recovers', async () => {
    await proxy.cut();
    const down = await t.http().get('/api/health/ready');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ statusCode: 503, message: READINESS_MESSAGES.database });
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok' });

    await proxy.restore();
    await eventually(async () => expect((await t.http().get('/api/health/ready')).status).toBe(200), 10_000);
    await t.http().get('/api/products').expect(200);
  });

  (process.env.DATABASE_URL ? it : it.skip)(
    'turns readiness to 503 while the PostgreSQL server refuses this database, and recovers (real server only)',
    async () => {
      const name = new URL(database.url).pathname.slice(1);
      await serverQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      try {
        await serverQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
        await eventually(
          async () => expect((await t.http().get('/api/health/ready')).body.message).toBe(READINESS_MESSAGES.database),
          10_000,
        );
      } finally {
        await serverQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      }
      await eventually(async () => expect((await t.http().get('/api/health/ready')).status).toBe(200), 10_000);
    },
  );

  it('is not ready while a migration the code knows is missing from the database', async () => {
    const [last] = await t.sql<{ name: string; timestamp: string }>(
      'WITH gone AS (DELETE FROM migrations WHERE id = (SELECT max(id) FROM migrations) RETURNING name, timestamp) SELECT * FROM gone',
    );
    try {
      expect((await t.http().get('/api/health/ready').expect(503)).body.message).toBe(READINESS_MESSAGES.migrations);
    } finally {
      await t.sql('INSERT INTO migrations (timestamp, name) VALUES ($1, $2)', [last.timestamp, last.name]);
    }
    await t.http().get('/api/health/ready').expect(200);
  });

  it('while draining after SIGTERM: readiness 503 saying so, liveness 200, other requests refused', async () => {
    startDraining();
    expect((await t.http().get('/api/health/ready').expect(503)).body.message).toBe(READINESS_MESSAGES.draining);
    await t.http().get('/api/health').expect(200);
    await t.http().get('/api/products').expect(503);
  });
});
