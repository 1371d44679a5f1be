// make bench: throughput and latency of the hot endpoints against a bare node:http baseline, then memory.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { cpuMs, createBenchDatabase, load, startApi, table } from './lib.mjs';
import { startBaseline, storeBaselinePages } from './baseline-server.mjs';
import { SELLER, seedShowcase } from './seed.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Five consecutive ports from BENCH_PORT (default 3901), so several checkouts can bench on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const db = await createBenchDatabase(`mh_bench_${process.pid}`);
const api = await startApi(db.url, PORT);
// The same server with one log line per request switched off: what the request log costs on the hottest route.
const quiet = await startApi(db.url, PORT + 4, { LOG_LEVEL: 'warn' });
const memberId = await seedShowcase(db.url);
const pagePath = `/api/user/${SELLER.slug}`;
const htmlPath = `/u/${SELLER.slug}`;
const html = { accept: 'text/html' };

// The baseline answers the very bytes the API answers.
const fetched = async (path, headers) => {
  const res = await fetch(`${api.url}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return { path, contentType: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
};
const pageBytes = await fetched(pagePath);
await storeBaselinePages(db.url, [pageBytes, await fetched(htmlPath, html)]);
const baseline = await startBaseline(db.url, PORT + 1);

try {
  const warm = { duration: 3 };
  for (const url of [`${api.url}${pagePath}`, `${quiet.url}${pagePath}`, `${baseline.url}${pagePath}`])
    await load('calentamiento', { url, ...warm });

  // Side by side: each round runs the baseline and the API one after the other, so both see the same machine load.
  const runs = { base: [], page: [], quietPage: [], baseHtml: [], html: [], visitors: [] };
  for (let round = 0; round < ROUNDS; round++) {
    console.log(`ronda ${round + 1} de ${ROUNDS}…`);
    runs.base.push(await timed(baseline, 'base', { url: `${baseline.url}${pagePath}` }));
    runs.page.push(await timed(api, 'page', { url: `${api.url}${pagePath}` }));
    runs.quietPage.push(await timed(quiet, 'quiet', { url: `${quiet.url}${pagePath}` }));
    runs.baseHtml.push(await timed(baseline, 'base html', { url: `${baseline.url}${htmlPath}`, headers: html }));
    runs.html.push(await timed(api, 'html', { url: `${api.url}${htmlPath}`, headers: html }));
    runs.visitors.push(
      await timed(api, 'visitors', {
        url: `${api.url}${pagePath}`,
        // A new visitor on every request: every view is counted and written (in batches).
        requests: [
          { setupRequest: (req) => ({ ...req, headers: { cookie: `mh_v=${randomBytes(12).toString('hex')}` } }) },
        ],
      }),
    );
  }
  const base = median(runs.base);
  const baseHtml = median(runs.baseHtml);
  const rows = [
    { ...base, name: 'Línea base: node:http + 1 SELECT de los mismos bytes (JSON)', against: base },
    { ...median(runs.page), name: 'GET /api/user/{slug} (20 testimonios, 30 fotos, precios)', against: base },
    {
      ...median(runs.quietPage),
      name: 'GET /api/user/{slug} con LOG_LEVEL=warn (sin línea por petición)',
      against: base,
    },
    {
      ...median(runs.visitors),
      name: 'GET /api/user/{slug}, un visitante nuevo por petición (visita escrita)',
      against: base,
    },
    { ...baseHtml, name: 'Línea base: node:http + 1 SELECT de los mismos bytes (HTML)', against: baseHtml },
    { ...median(runs.html), name: 'GET /u/{slug} (HTML con Open Graph y datos de la página)', against: baseHtml },
  ];
  console.log(
    `\nCarga: 32 conexiones, ${process.env.BENCH_SECONDS ?? 10} s por medición, mediana de ${ROUNDS} rondas alternadas, PostgreSQL ${new URL(db.url).host}\n`,
  );
  console.log(
    table(rows, [
      { title: 'Endpoint', value: (r) => r.name },
      { title: 'req/s', value: (r) => r.rps },
      { title: 'p50 ms', value: (r) => r.p50 },
      { title: 'p99 ms', value: (r) => r.p99 },
      { title: 'vs línea base', value: (r) => `${Math.round((100 * r.rps) / r.against.rps)} %` },
      { title: 'p99 / p99 base', value: (r) => `${(r.p99 / r.against.p99).toFixed(1)}×` },
      { title: 'CPU µs/petición (servidor)', value: (r) => r.cpuUs },
    ]),
  );

  console.log(`\n${await cacheMissCost()}`);

  // The other endpoints, once each (a failed run is reported, not fatal: login under load may time out on purpose).
  const others = [];
  for (const [name, options] of [
    ['GET /api/products', { url: `${api.url}/api/products` }],
    ['GET /api/announcements?city=Cali', { url: `${api.url}/api/announcements?city=Cali&country=Colombia` }],
    [
      'POST /api/login (argon2id)',
      {
        url: `${api.url}/api/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: SELLER.email, password: SELLER.password }),
      },
    ],
  ]) {
    try {
      others.push(await load(name, options));
    } catch (error) {
      console.log(error.message);
    }
  }
  console.log(
    `\n${table(others, [
      { title: 'Endpoint', value: (r) => r.name },
      { title: 'req/s', value: (r) => r.rps },
      { title: 'p50 ms', value: (r) => r.p50 },
      { title: 'p99 ms', value: (r) => r.p99 },
    ])}`,
  );

  // Memory on a fresh server, so the figures are not the high-water mark of the load tests above.
  const fresh = await startApi(db.url, PORT + 3);
  const mixed = [
    { path: pagePath },
    { path: '/api/products' },
    { path: '/api/announcements?city=Cali' },
    { path: htmlPath, headers: html },
    { path: '/api/faq' },
  ];
  const rss = [fresh.rssMb()];
  for (let run = 0; run < 3; run++) {
    await load('mezcla', { url: fresh.url, requests: mixed, amount: 50_000 });
    rss.push(fresh.rssMb());
  }
  await fresh.stop();
  console.log(
    `\nMemoria (RSS de un servidor recién arrancado): ${rss[0].toFixed(0)} MB; tras cada tanda idéntica de 50.000 peticiones mixtas: ${rss
      .slice(1)
      .map((mb) => `${mb.toFixed(0)} MB`)
      .join(', ')}`,
  );
} finally {
  await baseline.stop();
  await quiet.stop();
  await api.stop();
  await db.drop();
}

/** A load run with the server's CPU time per request: unlike req/s, hardly moved by other work on the machine. */
async function timed(server, name, options) {
  const before = cpuMs(server.pid);
  const result = await load(name, options);
  return { ...result, cpuUs: Math.round(((cpuMs(server.pid) - before) * 1000) / result.total) };
}

/** The run with the median throughput. */
function median(results) {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One request at a time: a view served from memory, and a view right after the page changed (read from PostgreSQL). */
async function cacheMissCost() {
  const notifier = new pg.Client({ connectionString: db.url });
  await notifier.connect();
  const time = async (before) => {
    const samples = [];
    for (let i = 0; i < 200; i++) {
      if (before) await before();
      const started = process.hrtime.bigint();
      const res = await fetch(`${quiet.url}${pagePath}`);
      await res.arrayBuffer();
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    samples.sort((a, b) => a - b);
    return samples[100];
  };
  const hit = await time();
  // A NOTIFY like the triggers' makes the server forget the page; a short pause lets the notice arrive first.
  const miss = await time(async () => {
    await notifier.query(`SELECT pg_notify('public_page_changed', $1)`, [String(memberId)]);
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  await notifier.end();
  return `Coste de un fallo de caché (una petición a la vez, mediana de 200): en memoria ${hit.toFixed(2)} ms; tras un cambio (lectura de PostgreSQL) ${miss.toFixed(2)} ms`;
}
