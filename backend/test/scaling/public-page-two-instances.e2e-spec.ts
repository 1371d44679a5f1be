import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';

/** Polls `check` until it passes; fails if that takes longer than `withinMs`. */
async function within<T>(withinMs: number, check: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    try {
      return { value: await check(), ms: Date.now() - started };
    } catch (error) {
      if (Date.now() - started > withinMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

// Two instances need a real PostgreSQL server (embedded PGlite is one process, one session).
const canRun = !!process.env.DATABASE_URL;
if (!canRun) console.warn('OMITIDA: la prueba de dos instancias necesita DATABASE_URL (PostgreSQL real)');

(canRun ? describe : describe.skip)('public page on two instances of one database', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp({ RUN_JOBS: 'false' }, { database });
    b = await createTestApp({ RUN_JOBS: 'false' }, { database });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.drop();
  });

  it("shows a change made through one instance on the other's cached page within 1 s", async () => {
    const seller = await createSeller(a);
    const message = async (t: TestApp) =>
      (await t.http().get(`/api/user/${seller.slug}`).expect(200)).body.user.personalMessage;
    expect(await message(b)).toBe((await message(a)) as string | null);
    for (const change of ['Primer Cambio', 'Segundo Cambio']) {
      await a
        .http()
        .put('/api/protected/profile')
        .set(bearer(seller.token))
        .send({ personalMessage: change })
        .expect(200);
      const { ms } = await within(1_000, async () => expect(await message(b)).toBe(change));
      expect(ms).toBeLessThan(1_000);
    }
    // And a page hidden through one instance disappears from the other.
    await a
      .http()
      .delete(`/api/admin/users/${seller.id}`)
      .set(bearer(await a.adminToken()))
      .expect(200);
    await within(1_000, () => b.http().get(`/api/user/${seller.slug}`).expect(404));
  });

  it("shows visits counted by one instance on the seller's dashboard through the other within 2 s", async () => {
    const seller = await createSeller(a);
    for (const [t, visitor] of [
      [a, 'visitante-en-a-000001'],
      [a, 'visitante-en-a-000002'],
      [b, 'visitante-en-b-000001'],
    ] as const)
      await t.http().get(`/api/user/${seller.slug}`).set('Cookie', `mh_v=${visitor}`).expect(200);
    await within(2_000, async () =>
      expect((await b.http().get('/api/protected/dashboard').set(bearer(seller.token))).body.visitCount).toBe(3),
    );
  });
});
