import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';

describe('with cloud storage, images under its public URL are accepted and other hosts are not', () => {
  const publicUrl = 'https://media.multyhealth.example/bucket';
  let t: TestApp;
  let seller: TestSeller;
  beforeAll(async () => {
    t = await createTestApp({
      RUN_JOBS: 'false',
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'bucket',
      S3_PUBLIC_URL: publicUrl,
      S3_ENDPOINT: 'http://127.0.0.1:1',
    });
    seller = await createSeller(t);
  });
  afterAll(() => t.close());

  it.each([
    [`${publicUrl}/images/a.webp`, 201],
    ['/uploads/images/antigua.webp', 201],
    ['https://media.multyhealth.example/otro/images/a.webp', 400],
    ['https://media.multyhealth.example.evil.example/bucket/images/a.webp', 400],
    [`${publicUrl}/../images/a.webp`, 400],
    ['http://media.multyhealth.example/bucket/images/a.webp', 400],
  ])('gallery image %s → %i', async (imageUrl, status) => {
    const res = await t
      .http()
      .post('/api/protected/gallery')
      .set(bearer(seller.token))
      .send({ imageUrl })
      .expect(status);
    if (status === 201) expect(res.body.imageUrl).toBe(imageUrl);
  });
});
