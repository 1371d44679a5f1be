// make bench (orders): placing an order at 32 connections (p99 ≤ 20 ms) and a seller's order list once they have
// 100,000 orders (p99 ≤ 100 ms), on the real PostgreSQL server (docs/decisions/1720-orders.md).
import pg from 'pg';
import { startBaseline } from './baseline-server.mjs';
import { createBenchDatabase, load, startApi, table } from './lib.mjs';
import { SELLER, seedShowcase } from './seed.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
// BENCH_ONLY (a regular expression on the endpoint names) measures a subset, e.g. BENCH_ONLY='Crear'.
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const wanted = (name) => !ONLY || ONLY.test(name);
const db = await createBenchDatabase(`mh_orders_${process.pid}`);
const api = await startApi(db.url, 3904);
await seedShowcase(db.url);
const sql = new pg.Client({ connectionString: db.url });
await sql.connect();

const login = async (email, password) =>
  (
    await (
      await fetch(`${api.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
    ).json()
  ).token;

const rows = [];
try {
  const products = (await sql.query('SELECT id FROM products ORDER BY id LIMIT 3')).rows.map((r) => r.id);
  const body = JSON.stringify({
    items: products.map((productId, i) => ({ productId, quantity: i + 1 })),
    customerName: 'Cliente de prueba',
    city: 'Cali',
  });
  // Each request from its own visitor address (the API trusts the loopback proxy), so the per-visitor limit of 10
  // orders in 10 minutes measures nothing here.
  let visitor = 0;
  const create = 'Crear pedido (POST /api/user/{slug}/orders)';
  const placeOn = (name, url, seconds) =>
    load(name, {
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: 32,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            const n = ++visitor;
            return {
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            };
          },
        },
      ],
    });
  if (wanted(create)) {
    // Side by side with a bare node:http server running the same two statements (baseline-server.mjs), alternating
    // so both see the same machine load: what the target asks of this machine, and what the API adds to it.
    const [{ id: sellerId }] = (await sql.query('SELECT id FROM users WHERE slug = $1', [SELLER.slug])).rows;
    const baseline = await startBaseline(db.url, 3905);
    const seconds = Number(process.env.BENCH_SECONDS ?? 10) / 2;
    const runs = { api: [], base: [] };
    try {
      for (let round = 0; round < 2; round++) {
        runs.base.push(await placeOn('base', `${baseline.url}/orders/${sellerId}`, seconds));
        runs.api.push(await placeOn('api', `${api.url}/api/user/${SELLER.slug}/orders`, seconds));
      }
    } finally {
      await baseline.stop();
    }
    const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
    rows.push({ ...best(runs.api), name: create });
    rows.push({ ...best(runs.base), name: 'Crear pedido: node:http mínimo, mismas dos sentencias (referencia)' });
  }

  // The seller's history: ORDERS orders over a year, one to three lines each, in every status.
  await sql.query(
    `WITH seller AS (SELECT id FROM users WHERE slug = $1),
          o AS (
            INSERT INTO orders (reference, "sellerId", status, total, "pricesShown", "customerName", city, "createdAt",
                                "updatedAt", "notifiedAt")
            SELECT 'MB-' || lpad(k::text, 7, '0'), seller.id,
                   (ARRAY['nuevo', 'confirmado', 'entregado', 'cancelado'])[k % 4 + 1], 100000 * (1 + k % 3), true,
                   'Cliente ' || k, 'Cali', now() - (k * interval '365 days' / $2), now(), now()
              FROM seller, generate_series(1, $2::int) k
            RETURNING id)
     INSERT INTO order_items ("orderId", position, "productId", name, quantity, "unitPrice")
     SELECT o.id, 1, $3::int, 'Producto', 1 + o.id % 3, 100000 FROM o`,
    [SELLER.slug, ORDERS, products[0]],
  );
  await sql.query('VACUUM ANALYZE orders, order_items');
  const seller = await login(SELLER.email, SELLER.password);
  const list = async (name, query) =>
    wanted(name) &&
    load(name, {
      url: `${api.url}/api/protected/orders?${query}`,
      headers: { authorization: `Bearer ${seller}` },
      connections: 8,
      duration: Number(process.env.BENCH_SECONDS ?? 10),
    });
  rows.push(await list(`Mis pedidos (${ORDERS.toLocaleString('es-CO')}; 0-49)`, 'range=%5B0%2C49%5D'));
  rows.push(
    await list(
      'Mis pedidos nuevos (0-49)',
      `range=%5B0%2C49%5D&filter=${encodeURIComponent(JSON.stringify({ status: 'nuevo' }))}`,
    ),
  );
  console.log('\nPedidos: p99 en ms (objetivos: crear ≤ 20 ms a 32 conexiones; lista ≤ 100 ms)\n');
  console.log(
    table(rows.filter(Boolean), [
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
