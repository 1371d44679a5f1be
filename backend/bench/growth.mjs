// make bench (second part): do the admin and seller pages stay fast as the tables grow?
// Members grow 1k → 10k → 100k with 20 analytics rows each (2,000,000 at 100k), all seeded in SQL.
// The period summary of a seller with 50,000 events must answer in p99 ≤ 100 ms at 100k (docs/performance.md).
import pg from 'pg';
import { createBenchDatabase, load, startApi, table } from './lib.mjs';
import { SELLER, seedShowcase } from './seed.mjs';
import { seedMembers } from './seed-members.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
// BENCH_ONLY (a regular expression on the endpoint names) measures a subset, e.g. BENCH_ONLY='Resumen|Serie'.
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const db = await createBenchDatabase(`mh_growth_${process.pid}`);
const api = await startApi(db.url, Number(process.env.BENCH_PORT ?? 3903));
const sql = new pg.Client({ connectionString: db.url });
await sql.connect();

async function grow(from, to) {
  await seedMembers((text, params) => sql.query(text, params), from, to);
  await sql.query(
    `INSERT INTO analytics ("userId", type, "userAgent", ip, timestamp)
     SELECT u.id, CASE WHEN k % 4 = 0 THEN 'whatsapp_click' ELSE 'visit' END, 'Mozilla/5.0 bench', '10.0.' || (k % 250) || '.' || (u.id % 250),
            now() - (k * 4) * interval '1 day' / 20
       FROM users u CROSS JOIN generate_series(1, 20) k
      WHERE u.role = 'user' AND u.username LIKE 'm%' AND u.id >= (SELECT min(id) FROM users WHERE username = 'm' || $1::int)`,
    [from],
  );
  await sql.query('VACUUM ANALYZE'); // so autovacuum does not compete with the measurement
}

const admin = (
  await (
    await fetch(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@bench.local', password: 'bench-admin-1' }),
    })
  ).json()
).token;
await seedShowcase(db.url);
// The showcase seller gets a heavy history: 100 visits a day for 90 days, then 41,000 attributed events over the
// same 90 days (visits by source and device, product clicks, orders with their lines): 50,000 events in all.
await sql.query(
  `INSERT INTO analytics ("userId", type, "userAgent", ip, timestamp)
   SELECT u.id, CASE WHEN k % 5 = 0 THEN 'whatsapp_click' ELSE 'visit' END, 'bench', '10.1.' || (k % 250) || '.1', now() - (k % 9000) * interval '1 day' / 100
     FROM users u CROSS JOIN generate_series(1, 9000) k WHERE u.slug = $1`,
  [SELLER.slug],
);
await sql.query(
  `INSERT INTO analytics ("userId", type, "userAgent", ip, source, device, "productId", quantity, timestamp)
   SELECT u.id,
          CASE WHEN k % 10 < 7 THEN 'visit' WHEN k % 10 < 9 THEN 'whatsapp_click' ELSE 'order_intent' END,
          CASE WHEN k % 3 = 0 THEN 'Mozilla/5.0 (Windows NT 10.0)' ELSE 'Mozilla/5.0 (iPhone) Mobile' END,
          '10.2.' || (k % 250) || '.' || (k % 7),
          CASE WHEN k % 10 < 7 THEN (ARRAY['whatsapp', 'facebook', 'instagram', 'tiktok', 'qr', 'otro', 'directo'])[k % 7 + 1] END,
          CASE WHEN k % 3 = 0 THEN 'computador' ELSE 'teléfono' END,
          CASE WHEN k % 10 >= 7 AND k % 20 <> 19 THEN p.ids[k % array_length(p.ids, 1) + 1] END,
          CASE WHEN k % 10 = 9 THEN 1 + k % 3 END,
          now() - (k % 41000) * interval '90 days' / 41000
     FROM users u CROSS JOIN generate_series(1, 41000) k
     CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM products) p
    WHERE u.slug = $1`,
  [SELLER.slug],
);
const seller = (
  await (
    await fetch(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SELLER.email, password: SELLER.password }),
    })
  ).json()
).token;

const rows = [];
let members = 1;
try {
  for (const size of SIZES) {
    await grow(members, size);
    members = size;
    const [{ count }] = (await sql.query('SELECT count(*)::int AS count FROM analytics')).rows;
    const run = (name, path, token, connections = 8) =>
      load(name, {
        url: `${api.url}${path}`,
        headers: { authorization: `Bearer ${token}` },
        connections,
        duration: Number(process.env.BENCH_SECONDS ?? 5),
      });
    const users = encodeURI(`/api/admin/users?sort=["createdAt","DESC"]&range=[0,24]`);
    const list = (filter, sort = 'createdAt","DESC') =>
      `/api/admin/users?sort=${encodeURIComponent(`["${sort}"]`)}&range=[0,24]&filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const searched = list({ q: 'marta pérez 12' }, 'name","ASC');
    const endpoints = [
      ['Usuarios admin (0-24, orden por fecha)', users, admin],
      ['Usuarios admin (búsqueda, orden por nombre)', searched, admin],
      // Searches as administrators type them: without accents, several words in any order, a WhatsApp number as typed,
      // a city without its accent.
      ['Usuarios admin (búsqueda "perez sofia 4" sin tildes)', list({ q: 'perez sofia 4' }), admin],
      ['Usuarios admin (búsqueda de WhatsApp "300-004-5678")', list({ q: '300-004-5678' }), admin],
      ['Usuarios admin (ciudad "bogota")', list({ city: 'bogota' }), admin],
      // The same searches from two administrators at once, the console's real load (8 connections is a stress test).
      ['Usuarios admin (búsqueda, orden por nombre; 2 administradores)', searched, admin, 2],
      ['Usuarios admin (búsqueda "perez sofia 4"; 2 administradores)', list({ q: 'perez sofia 4' }), admin, 2],
      ['Usuarios admin (búsqueda de WhatsApp; 2 administradores)', list({ q: '300-004-5678' }), admin, 2],
      ['Usuarios admin (ciudad "bogota"; 2 administradores)', list({ city: 'bogota' }), admin, 2],
      ['Panel admin (contadores)', '/api/admin/dashboard', admin],
      ['Panel del distribuidor', '/api/protected/dashboard', seller],
      ['Serie de 30 días', '/api/protected/analytics?days=30', seller],
      ['Resumen de 90 días (vendedor con 50.000 eventos)', '/api/protected/analytics/summary?days=90', seller],
    ].filter(([name]) => !ONLY || ONLY.test(name));
    for (const [name, path, token, connections] of endpoints) {
      const result = await run(name, path, token, connections);
      rows.push({ ...result, size, analytics: count });
    }
  }
  console.log('\nCrecimiento: 8 conexiones por endpoint salvo donde dice 2 administradores; p99 en ms\n');
  console.log(
    table(rows, [
      { title: 'Miembros', value: (r) => r.size.toLocaleString('es-CO') },
      { title: 'Filas analytics', value: (r) => r.analytics.toLocaleString('es-CO') },
      { title: 'Endpoint', value: (r) => r.name },
      { title: 'req/s', value: (r) => r.rps },
      { title: 'p50 ms', value: (r) => r.p50 },
      { title: 'p99 ms', value: (r) => r.p99 },
    ]),
  );
} finally {
  await sql.end();
  await api.stop();
  await db.drop();
}
