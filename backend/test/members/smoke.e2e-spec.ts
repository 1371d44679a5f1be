import { createTestApp, type TestApp } from '../support/test-app.js';

describe('platform smoke', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('serves pricing and the OpenAPI document', async () => {
    const pricing = await t.http().get('/api/account-pricing').expect(200);
    expect(pricing.body).toMatchObject({ regularPrice: 350000, discountPrice: 250000 });
    const docs = await t.http().get('/api/docs-json').expect(200);
    expect(Object.keys(docs.body.paths)).toContain('/api/register');
  });

  it('answers unknown API paths with a JSON 404 in Spanish', async () => {
    const res = await t.http().get('/api/nope').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Recurso no encontrado' });
  });
});
