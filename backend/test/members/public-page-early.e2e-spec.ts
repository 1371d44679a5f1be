import { PageAnalytics } from '../../src/modules/members/domain/page-analytics.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';

/**
 * Anonymous views of GET /api/user/{slug} are answered before Express (public-page-door.ts):
 * the answer must be the one the regular route gives, with every cross-cutting header, and everything else must
 * still reach the regular route.
 */
describe('the distributor page answered before the framework', () => {
  let t: TestApp;
  let seller: TestSeller;
  const visits = async () => {
    await t.app.get(PageAnalytics).flush();
    const [row] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM analytics WHERE "userId" = $1 AND type = 'visit'`,
      [seller.id],
    );
    return row.n;
  };

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    seller = await createSeller(t, { name: 'Daniela Ortiz' });
  });
  afterAll(() => t.close());

  it('answers the same body as a signed-in view, with the security, cache, request-id and visitor headers', async () => {
    const anonymous = await t.http().get(`/api/user/${seller.slug.toUpperCase()}?src=qr`).expect(200);
    const signedIn = await t.http().get(`/api/user/${seller.slug}`).set(bearer(seller.token)).expect(200);
    expect(anonymous.body).toEqual(signedIn.body);
    expect(anonymous.body.user.name).toBe('Daniela Ortiz');
    expect(anonymous.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect(anonymous.headers['content-security-policy']).toContain("default-src 'self'");
    expect(anonymous.headers['x-content-type-options']).toBe('nosniff');
    expect(anonymous.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(anonymous.headers['set-cookie'])).toMatch(/^mh_v=[A-Za-z0-9_-]+; .*HttpOnly; SameSite=Lax/);
  });

  it('counts the anonymous visit with its source, and not the owner’s', async () => {
    const before = await visits();
    await t.http().get(`/api/user/${seller.slug}`).set('X-Forwarded-For', '10.9.0.1').expect(200);
    await t.http().get(`/api/user/${seller.slug}`).set(bearer(seller.token)).expect(200);
    expect(await visits()).toBe(before + 1);
    const [last] = await t.sql<{ source: string | null }>(
      `SELECT source FROM analytics WHERE "userId" = $1 AND type = 'visit' ORDER BY id DESC LIMIT 1`,
      [seller.id],
    );
    expect(last.source).toBe('directo');
  });

  it('leaves unknown pages, other methods and cross-origin calls to the regular route', async () => {
    const missing = await t.http().get('/api/user/nadie-conocido').expect(404);
    expect(missing.body.message).toBe('Usuario no encontrado');
    expect(missing.headers['set-cookie']).toBeUndefined();
    await t
      .http()
      .get(`/api/user/${'a'.repeat(41)}`)
      .expect(404);
    await t.http().get('/api/user/subscription-status').expect(401);
    const cors = await t.http().get(`/api/user/${seller.slug}`).set('Origin', t.config.publicUrl).expect(200);
    expect(cors.headers['access-control-allow-origin']).toBe(t.config.publicUrl);
  });
});
