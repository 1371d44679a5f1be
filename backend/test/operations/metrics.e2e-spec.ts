import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

const TOKEN = 'token-de-metricas-de-prueba-123';

/** The value of one sample of the Prometheus text format, e.g. sample(text, 'x_total{a="b"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => (await t.http().get('/metrics').set(bearer(TOKEN)).expect(200)).text;

  it('refuses a scrape without the token or with a wrong one', async () => {
    for (const req of [
      t.http().get('/metrics'),
      t
        .http()
        .get('/metrics')
        .set(bearer(`${TOKEN}x`)),
      t.http().get('/metrics').set('Authorization', TOKEN),
    ]) {
      const res = await req.expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: expect.any(String) });
      expect(res.text).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts requests by route pattern and status, not by raw path', async () => {
    await t.http().get('/api/products').expect(200);
    await t.http().get('/api/products').expect(200);
    await t.http().get('/api/user/nadie-1').expect(404);
    await t.http().get('/api/user/nadie-2').expect(404);
    const text = await scrape();
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/products",status_code="200"}'),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/user/:slug",status_code="404"}'),
    ).toBe(2);
    expect(text).not.toContain('nadie-1');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/products",status_code="200"\} \d+$/m,
    );
  });

  it('shows the mail outbox backlog and failures, read from the database at scrape time', async () => {
    await t.sql(`INSERT INTO mail_outbox ("to", subject, html, text, status, attempts, "createdAt") VALUES
      ('a@x.co', 'A', '<p>a</p>', 'a', 'pending', 0, now() - interval '90 seconds'),
      ('b@x.co', 'B', '<p>b</p>', 'b', 'pending', 2, now()),
      ('c@x.co', 'C', '<p>c</p>', 'c', 'failed', 8, now()),
      ('d@x.co', 'D', '<p>d</p>', 'd', 'sent', 1, now())`);
    const text = await scrape();
    expect(sample(text, 'multyhealth_mail_outbox_messages{state="pending"}')).toBe(2);
    expect(sample(text, 'multyhealth_mail_outbox_messages{state="retrying"}')).toBe(1);
    expect(sample(text, 'multyhealth_mail_outbox_messages{state="failed"}')).toBe(1);
    expect(sample(text, 'multyhealth_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(89);
  });

  it('shows the database pool, the analytics write buffer and the process metrics', async () => {
    const text = await scrape();
    expect(sample(text, 'multyhealth_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'multyhealth_db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'multyhealth_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'multyhealth_analytics_write_buffer')).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ RUN_JOBS: 'false' })));
  afterAll(() => t.close());

  it('does not exist, even for a client that accepts HTML (the site’s fallback does not answer it)', async () => {
    const res = await t.http().get('/metrics').set('Accept', 'text/html,*/*;q=0.1').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual({ statusCode: 404, message: 'Recurso no encontrado' });
  });
});
