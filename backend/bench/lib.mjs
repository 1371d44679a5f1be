// Shared pieces of the benchmarks: a fresh database on a PostgreSQL server, the built API started on it,
// and autocannon runs summarised as requests/s, p50 and p99.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Benchmarks run on a real server (embedded PGlite is for development): DATABASE_URL or the local one. */
export async function createBenchDatabase(name) {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const admin = new URL(server);
  admin.pathname = '/postgres';
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await run(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.error(
      `No se pudo usar PostgreSQL en ${admin.host} (${error.message}). Define DATABASE_URL con un servidor PostgreSQL.`,
    );
    process.exit(1);
  }
  server.pathname = `/${name}`;
  // BENCH_KEEP=1 keeps the database for EXPLAIN ANALYZE afterwards (its address is printed).
  const drop = process.env.BENCH_KEEP
    ? async () => console.log(`Base de datos conservada: ${server}`)
    : () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  return { url: server.toString(), drop };
}

/** Starts backend/dist/main.js in production mode and waits until it answers. */
export async function startApi(databaseUrl, port, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mh-bench-'));
  // BENCH_PROFILE=<dir> writes the API's CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, join(ROOT, 'backend/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      ADMIN_EMAIL: 'admin@bench.local',
      ADMIN_PASSWORD: 'bench-admin-1',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '100000000',
      RUN_JOBS: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A server that exits (port taken) must not let another process on that port be measured instead.
  let exited = false;
  child.once('exit', () => (exited = true));
  await waitFor(`http://127.0.0.1:${port}/api/account-pricing`, 60_000, () => exited);
  return {
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    rssMb: () => Number(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU time a process has used so far, in ms (user + system, from /proc). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export async function waitFor(url, timeoutMs = 60_000, failed = () => false) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (failed()) throw new Error(`${url}: el servidor terminó al arrancar (¿puerto ocupado?)`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} no respondió`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One autocannon run; fails loudly if any response was not 2xx. */
export async function load(name, options) {
  const defaults = options.amount
    ? { connections: 32 }
    : { connections: 32, duration: Number(process.env.BENCH_SECONDS ?? 10) };
  const result = await autocannon({ ...defaults, ...options });
  const bad = result.non2xx + result.errors + result.timeouts;
  // BENCH_TOLERATE_ERRORS=1 reports them instead (a machine overloaded by other work times some requests out).
  if (bad && process.env.BENCH_TOLERATE_ERRORS)
    console.log(`${name}: ${bad} respuestas con error de ${result.requests.total}`);
  else if (bad) throw new Error(`${name}: ${bad} respuestas con error de ${result.requests.total}`);
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

export function table(rows, columns) {
  const header = `| ${columns.map((c) => c.title).join(' | ')} |`;
  const line = `| ${columns.map(() => '---').join(' | ')} |`;
  return [header, line, ...rows.map((row) => `| ${columns.map((c) => c.value(row)).join(' | ')} |`)].join('\n');
}
