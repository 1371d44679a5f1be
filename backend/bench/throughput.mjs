// make bench: throughput and latency of the hot endpoints against a bare node:http baseline, then memory.
import { createBenchDatabase, load, startApi, table } from './lib.mjs';
import { startBaseline } from './baseline-server.mjs';
import { SELLER, seedShowcase } from './seed.mjs';

const db = await createBenchDatabase(`mh_bench_${process.pid}`);
const api = await startApi(db.url, 3901);
await seedShowcase(db.url);
const baseline = await startBaseline(db.url, 3902);

try {
  const warm = { duration: 3 };
  await load('calentamiento', { url: `${api.url}/api/user/${SELLER.slug}`, ...warm });
  await load('calentamiento', { url: `${baseline.url}/api/user/${SELLER.slug}`, ...warm });

  const base = await load('Línea base node:http + pg (página pública)', { url: `${baseline.url}/api/user/${SELLER.slug}` });
  const rows = [
    await load('GET /api/user/{slug} (20 testimonios, 30 fotos, precios)', { url: `${api.url}/api/user/${SELLER.slug}` }),
    await load('GET /api/products', { url: `${api.url}/api/products` }),
    await load('GET /api/announcements?city=Cali', { url: `${api.url}/api/announcements?city=Cali&country=Colombia` }),
    await load('GET /u/{slug} (HTML con Open Graph)', { url: `${api.url}/u/${SELLER.slug}`, headers: { accept: 'text/html' } }),
    await load('POST /api/login (argon2id)', {
      url: `${api.url}/api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SELLER.email, password: SELLER.password }),
    }),
    base,
  ];
  console.log(`\nCarga: 32 conexiones, ${process.env.BENCH_SECONDS ?? 10} s por endpoint, PostgreSQL ${new URL(db.url).host}\n`);
  console.log(
    table(rows, [
      { title: 'Endpoint', value: (r) => r.name },
      { title: 'req/s', value: (r) => r.rps },
      { title: 'p50 ms', value: (r) => r.p50 },
      { title: 'p99 ms', value: (r) => r.p99 },
      { title: 'vs línea base', value: (r) => `${Math.round((100 * r.rps) / base.rps)} %` },
    ]),
  );

  // Memory on a fresh server, so the figures are not the high-water mark of the load tests above.
  const fresh = await startApi(db.url, 3904);
  const mixed = [
    { path: `/api/user/${SELLER.slug}` },
    { path: '/api/products' },
    { path: '/api/announcements?city=Cali' },
    { path: `/u/${SELLER.slug}`, headers: { accept: 'text/html' } },
    { path: '/api/faq' },
  ];
  const rss = [fresh.rssMb()];
  for (let run = 0; run < 3; run++) {
    await load('mezcla', { url: fresh.url, requests: mixed, amount: 50_000 });
    rss.push(fresh.rssMb());
  }
  await fresh.stop();
  console.log(`\nMemoria (RSS de un servidor recién arrancado): ${rss[0].toFixed(0)} MB; tras cada tanda idéntica de 50.000 peticiones mixtas: ${rss.slice(1).map((mb) => `${mb.toFixed(0)} MB`).join(', ')}`);
} finally {
  await baseline.stop();
  await api.stop();
  await db.drop();
}
