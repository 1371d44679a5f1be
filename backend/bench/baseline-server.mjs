// The yardstick: a bare node:http server that answers each page with one PostgreSQL SELECT of the very bytes the API
// sends (stored beforehand in bench_pages), no write and no framework. It runs in its own process, like the API.
// For orders.mjs it also places an order (POST /orders/{sellerId}) with the API's two statements (the seller's prices,
// then the order and its lines in one INSERT), without validation, rate limit, logging or framework.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { waitFor } from './lib.mjs';

const SELF = fileURLToPath(import.meta.url);

/** Stores the bytes the API answered for each path, for the baseline to serve. */
export async function storeBaselinePages(databaseUrl, pages) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `CREATE TABLE IF NOT EXISTS bench_pages (path text PRIMARY KEY, "contentType" text NOT NULL, body bytea NOT NULL)`,
    );
    for (const { path, contentType, body } of pages)
      await db.query(
        `INSERT INTO bench_pages VALUES ($1, $2, $3) ON CONFLICT (path) DO UPDATE SET "contentType" = $2, body = $3`,
        [path, contentType, body],
      );
  } finally {
    await db.end();
  }
}

export async function startBaseline(databaseUrl, port) {
  const child = spawn(process.execPath, [SELF, databaseUrl, String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  await waitFor(`${url}/ready`, 60_000, () => exited);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function serve(databaseUrl, port) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  let placed = 0;
  const server = createServer(async (req, res) => {
    if (req.url === '/ready') return res.end('ok');
    if (req.method === 'POST') return placeOrder(pool, req, res, `B${process.pid % 1000}-${++placed}`);
    const { rows } = await pool.query(`SELECT "contentType", body FROM bench_pages WHERE path = $1`, [req.url]);
    if (!rows.length) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"statusCode":404,"message":"Usuario no encontrado"}');
      return;
    }
    res
      .writeHead(200, { 'content-type': rows[0].contentType, 'content-length': rows[0].body.length })
      .end(rows[0].body);
  });
  server.listen(port, '127.0.0.1');
  process.once('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
}

async function placeOrder(pool, req, res, reference) {
  let body = '';
  for await (const chunk of req) body += chunk;
  const order = JSON.parse(body);
  const sellerId = Number(req.url.split('/')[2]);
  const { rows: prices } = await pool.query(
    `SELECT p.id AS "productId", p.name, coalesce(up."customPrice", p.price, 0)::int AS "unitPrice"
       FROM products p LEFT JOIN user_product_prices up ON up."productId" = p.id AND up."userId" = $1
      WHERE p.id = ANY($2::int[])`,
    [sellerId, order.items.map((item) => item.productId)],
  );
  const items = order.items.map((item) => ({ ...item, ...prices.find((p) => p.productId === item.productId) }));
  const total = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
  const { rows } = await pool.query(
    `WITH o AS (
       INSERT INTO orders (reference, "sellerId", total, "pricesShown", "isTest", "customerName", city)
       VALUES ($1, $2, $3, true, false, $4, $5) RETURNING *),
     lines AS (
       INSERT INTO order_items ("orderId", position, "productId", name, quantity, "unitPrice")
       SELECT o.id, l.position, l."productId", l.name, l.quantity, l."unitPrice"
         FROM o, unnest($6::int[], $7::int[], $8::text[], $9::int[], $10::int[])
              AS l(position, "productId", name, quantity, "unitPrice"))
     SELECT o.reference FROM o`,
    [
      reference,
      sellerId,
      total,
      order.customerName ?? null,
      order.city ?? null,
      items.map((_, i) => i + 1),
      items.map((item) => item.productId),
      items.map((item) => item.name),
      items.map((item) => item.quantity),
      items.map((item) => item.unitPrice),
    ],
  );
  const answer = JSON.stringify({
    reference: rows[0].reference,
    total,
    whatsappUrl: `https://wa.me/?text=${reference}`,
  });
  res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) }).end(answer);
}

if (process.argv[1] === SELF) serve(process.argv[2], Number(process.argv[3]));
