// The yardstick: a bare node:http server that answers each page with one PostgreSQL SELECT of the very bytes the API
// sends (stored beforehand in bench_pages), no write and no framework. It runs in its own process, like the API.
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
  const server = createServer(async (req, res) => {
    if (req.url === '/ready') return res.end('ok');
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

if (process.argv[1] === SELF) serve(process.argv[2], Number(process.argv[3]));
