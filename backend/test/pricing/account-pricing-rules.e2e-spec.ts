import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

describe('account pricing rules', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  it('refuses a discount price above the regular price with a Spanish message on that field, keeping the stored prices', async () => {
    await t
      .http()
      .post('/api/account-pricing')
      .set(admin)
      .send({ regularPrice: 350000, discountPrice: 250000, discountCodes: 'MULTY' })
      .expect(200);
    const res = await t
      .http()
      .post('/api/account-pricing')
      .set(admin)
      .send({ regularPrice: 200000, discountPrice: 250000, discountCodes: 'MULTY' })
      .expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      message: 'El precio con descuento no puede ser mayor que el precio regular',
      errors: { discountPrice: 'El precio con descuento no puede ser mayor que el precio regular' },
    });
    const [row] = await t.sql<{ regularPrice: number; discountPrice: number }>(
      `SELECT "regularPrice", "discountPrice" FROM account_pricing`,
    );
    expect([Number(row.regularPrice), Number(row.discountPrice)]).toEqual([350000, 250000]);
  });
});
