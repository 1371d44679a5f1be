import { createOpenApiDocumentOffline } from '../../src/openapi-document.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('OpenAPI document built without a database', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('is the document the running server publishes, so the generated front-end types describe the real API', async () => {
    const served = (await t.http().get('/api/docs-json').expect(200)).body;
    const offline = JSON.parse(JSON.stringify(await createOpenApiDocumentOffline()));
    expect(Object.keys(offline.paths).length).toBeGreaterThan(50);
    expect(offline).toEqual(served);
  });
});
