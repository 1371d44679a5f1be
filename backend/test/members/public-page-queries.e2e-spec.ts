import { countQueries } from '../support/count-queries.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';

describe('public page cost', () => {
  let t: TestApp;
  // Jobs off, and the visits written behind once an hour: the mail outbox and the analytics buffer's flush (every
  // second by default) would otherwise query in the background while we count.
  beforeAll(async () => (t = await createTestApp({ RUN_JOBS: 'false', ANALYTICS_FLUSH_MS: '3600000' })));
  afterAll(() => t.close());

  it('uses the same number of queries with 1 and with 50 testimonials (and gallery images)', async () => {
    const small = await createSeller(t);
    const large = await createSeller(t);
    await t.sql(`INSERT INTO testimonials (name, message, "userId") VALUES ('T', 'M', $1)`, [small.id]);
    await t.sql(
      `INSERT INTO testimonials (name, message, "userId") SELECT 'T' || i, 'M', $1 FROM generate_series(1, 50) i`,
      [large.id],
    );
    await t.sql(
      `INSERT INTO gallery_images ("userId", "imageUrl") SELECT $1, '/uploads/g' || i || '.webp' FROM generate_series(1, 30) i`,
      [large.id],
    );

    const one = await countQueries(() => t.http().get(`/api/user/${small.slug}`).expect(200));
    const fifty = await countQueries(async () => {
      const res = await t.http().get(`/api/user/${large.slug}`).expect(200);
      expect(res.body.testimonials).toHaveLength(50);
    });
    expect(one).toBeGreaterThan(0);
    expect(fifty).toBe(one);
    expect(one).toBeLessThanOrEqual(2);
  });
});
