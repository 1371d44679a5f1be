import pg from 'pg';
import { registrationBody } from '../support/members.js';
import { bearer, createTestApp, eventually, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl)
  console.warn('OMITIDA: renombrar o cortar la base de datos en marcha necesita DATABASE_URL (PostgreSQL real)');

const UNAVAILABLE = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

/** The application's database vanishes under it (renamed away, its sessions killed): 503s, never a 500. */
(serverUrl ? describe : describe.skip)(
  'the database renamed away or its connections terminated while the server runs',
  () => {
    let database: TestDatabase;
    let t: TestApp;
    let admin: pg.Client;
    let adminToken: string;
    const name = () => new URL(database.url).pathname.slice(1);

    beforeAll(async () => {
      database = await createTestDatabase();
      t = await createTestApp({ RUN_JOBS: 'false' }, { database });
      adminToken = await t.adminToken();
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await admin.query(`ALTER DATABASE ${name()}_away RENAME TO ${name()}`).catch(() => undefined);
      await admin.end();
      await t.close();
      await database.drop();
    });

    const terminate = (datname: string) =>
      admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [datname]);
    const traffic = () =>
      Promise.all([
        t.http().get('/api/products'),
        t.http().get('/api/faq'),
        t.http().post('/api/login').send({ email: t.config.adminEmail, password: t.config.adminPassword }),
        t.http().post('/api/register').send(registrationBody()),
        t.http().get('/api/admin/users').set(bearer(adminToken)),
      ]).then((answers) =>
        answers.map((res) => ({
          status: res.status,
          retryAfter: res.headers['retry-after'],
          message: res.body.message,
        })),
      );
    const unavailable = { status: 503, retryAfter: '5', message: UNAVAILABLE };

    it('answers 503 with Retry-After while the database is renamed away, and 200 again once it is back', async () => {
      await t.http().get('/api/products').expect(200);
      // The pool reconnects between the two statements now and then: rename as soon as no session holds the name.
      await eventually(async () => {
        await terminate(name());
        await admin.query(`ALTER DATABASE ${name()} RENAME TO ${name()}_away`);
      });

      for (let round = 0; round < 3; round++) expect(await traffic()).toEqual(Array(5).fill(unavailable));

      await admin.query(`ALTER DATABASE ${name()}_away RENAME TO ${name()}`);
      await eventually(() => t.http().get('/api/products').expect(200));
      expect((await traffic()).map((a) => a.status)).toEqual([200, 200, 200, 201, 200]);
    });

    it('answers requests caught by an administrator terminating every session 503 (never 500), and reconnects by itself', async () => {
      const answers = [];
      for (let round = 0; round < 10; round++) {
        const inFlight = traffic();
        await new Promise((resolve) => setTimeout(resolve, round * 5));
        await terminate(name());
        answers.push(...(await inFlight));
      }
      expect(answers.filter((a) => a.status >= 500 && JSON.stringify(a) !== JSON.stringify(unavailable))).toEqual([]);
      await eventually(async () => expect((await traffic()).map((a) => a.status)).toEqual([200, 200, 200, 201, 200]));
    });
  },
);
