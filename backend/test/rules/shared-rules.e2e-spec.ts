import {
  discountCodeCases,
  personNameCases,
  sellerCodeCases,
  whatsappCases,
  socialLinkCases,
  youtubeCases,
} from '@multyhealth/rules/cases';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registrationBody, type TestSeller } from '../support/members.js';

/**
 * The tables of the shared rules package (rules/src/cases), through the server's own HTTP validation: the same
 * tables run through each front end's form validators, so the server and the forms cannot drift apart.
 */
describe('shared rules, as the API applies them', () => {
  let t: TestApp;
  let seller: TestSeller;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t);
  }, 120_000);
  afterAll(() => t.close());

  const register = (overrides: Record<string, unknown>) =>
    t.http().post('/api/register').send(registrationBody(overrides));

  it.each(youtubeCases)('YouTube link $url → $id', async ({ url, id }) => {
    const res = await t
      .http()
      .put('/api/protected/video')
      .set(bearer(seller.token))
      .send({ sellerProfileVideoUrl: url });
    expect([res.status, res.body.sellerProfileVideoUrl ?? null]).toEqual(
      id ? [200, `https://www.youtube.com/embed/${id}`] : [400, null],
    );
  });

  it.each(socialLinkCases)('social profile $network $value → $stored', async ({ network, value, stored }) => {
    const res = await t
      .http()
      .put('/api/protected/profile')
      .set(bearer(seller.token))
      .send({ socialLinks: { [network]: value } });
    expect(res.status).toBe(stored ? 200 : 400);
    if (stored) {
      const [row] = await t.sql<{ socialLinks: Record<string, string> }>(
        `SELECT "socialLinks" FROM users WHERE id = $1`,
        [seller.id],
      );
      expect(row.socialLinks[network]).toBe(stored);
    } else expect(res.body.errors).toHaveProperty([`socialLinks.${network}`]);
  });

  it.each(whatsappCases)('WhatsApp $typed ($country) → $e164', async ({ typed, country, e164 }) => {
    const res = await register({ whatsapp: typed, country });
    expect(res.status).toBe(e164 ? 201 : 400);
    if (e164) {
      const [row] = await t.sql<{ whatsapp: string }>(`SELECT whatsapp FROM users WHERE id = $1`, [res.body.user.id]);
      expect(row.whatsapp).toBe(e164);
    } else expect(res.body.errors).toHaveProperty('whatsapp');
  });

  it.each(personNameCases)('name $name → $ok', async ({ name, ok }) => {
    const res = await register({ name });
    expect([res.status, res.body.errors?.name !== undefined]).toEqual([ok ? 201 : 400, !ok]);
  });

  it.each(sellerCodeCases)('seller code $code → $ok', async ({ code, ok }) => {
    const res = await register({ code });
    expect([res.status, res.body.errors?.code !== undefined]).toEqual([ok ? 201 : 400, !ok]);
  });

  it.each(discountCodeCases)('discount code $typed in "$codes" → $matches', async ({ codes, typed, matches }) => {
    await t
      .http()
      .post('/api/account-pricing')
      .set(bearer(await t.adminToken()))
      .send({ regularPrice: 350000, discountPrice: 250000, discountCodes: codes })
      .expect(200);
    const res = await register({ discountCode: typed }).expect(201);
    expect(res.body.fee).toEqual({ amount: matches ? 250000 : 350000, discounted: matches });
  });
});
