import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { REPO_ROOT } from '../../src/config/paths.js';
import { withDatabase } from '../support/test-run.js';

const run = promisify(execFile);
const METRICS_TOKEN = 'token-de-metricas-del-arbol-de-produccion';
/** What must never ship: test runners, compilers, bundlers, browsers, dev-only loggers. */
const DEV_ONLY = [
  'jest',
  'ts-jest',
  'typescript',
  'vite',
  '@playwright/test',
  'playwright-core',
  'supertest',
  '@nestjs/testing',
  'pino-pretty',
  'react',
  'react-admin',
  'autocannon',
  's3rver',
  'smtp-server',
  'dependency-cruiser',
];

/**
 * The production tree that scripts/build-release.sh writes (the Dockerfile's runtime stage runs the same script):
 * only production dependencies, and it starts with NODE_ENV=production on an empty database and answers the probes.
 * Uses the apps built by `make build` (the script's deps and build steps are `npm ci` and `npm run build`).
 */
describe('release tree (scripts/build-release.sh runtime)', () => {
  const out = mkdtempSync(join(tmpdir(), 'mh-release-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'mh-release-data-'));
  const serverUrl = process.env.DATABASE_URL;
  const databaseName = `mh_release_${randomBytes(4).toString('hex')}`;
  let server: ChildProcess | undefined;
  let exited: Promise<number | null>;
  let port = 0;
  const output: string[] = [];

  beforeAll(async () => {
    await run('bash', [join(REPO_ROOT, 'scripts/build-release.sh'), 'runtime', out], {
      cwd: REPO_ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
    if (serverUrl) await adminQuery(serverUrl, `CREATE DATABASE ${databaseName}`);
    port = await freePort();
    server = spawn(process.execPath, ['backend/dist/main.js'], {
      cwd: out,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ADMIN_EMAIL: 'operaciones@multyhealth.test',
        ADMIN_PASSWORD: 'Clave-De-Produccion-2026',
        METRICS_TOKEN,
        RUN_JOBS: 'false',
        ...(serverUrl ? { DATABASE_URL: withDatabase(serverUrl, databaseName) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    exited = new Promise((resolve) => server!.once('exit', resolve));
    await waitFor(() => fetch(`http://127.0.0.1:${port}/api/health`).then((res) => res.ok), 90_000, output);
  }, 240_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      await exited;
    }
    if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    rmSync(out, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('holds the built apps and only production dependencies, none of them missing', async () => {
    // Also what only some settings load (the S3 client, Redis): npm ls fails on any missing or invalid package.
    await run('npm', ['ls', '--all', '--omit=dev'], { cwd: out, maxBuffer: 16 * 1024 * 1024 });
    const modules = join(out, 'node_modules');
    for (const name of DEV_ONLY) expect([name, existsSync(join(modules, name))]).toEqual([name, false]);
    for (const name of ['@nestjs/core', 'pg', 'pino', 'prom-client', 'sharp'])
      expect([name, existsSync(join(modules, name))]).toEqual([name, true]);
    expect(readdirSync(join(out, 'backend')).sort()).toEqual(['dist', 'package.json']);
    // The shared rules package the backend imports ships built, as a linked workspace.
    expect(readdirSync(join(out, 'rules')).sort()).toEqual(['dist', 'package.json']);
    expect(existsSync(join(modules, '@multyhealth/rules'))).toBe(true);
    for (const file of ['backend/dist/main.js', 'public-web/dist/index.html', 'admin-ui/dist/index.html'])
      expect([file, existsSync(join(out, file))]).toEqual([file, true]);
  });

  it('starts in production on an empty database, answers both probes and serves metrics with the token', async () => {
    const base = `http://127.0.0.1:${port}`;
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/api/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok' }]);
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(await metrics.text()).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}',
    );
  });

  it('logs JSON lines in production and stops cleanly on SIGTERM', async () => {
    await fetch(`http://127.0.0.1:${port}/api/products`, { headers: { 'X-Request-Id': 'arbol-de-produccion-1' } });
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = output.join('').split('\n').filter(Boolean);
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.find((record) => record.requestId === 'arbol-de-produccion-1')).toMatchObject({
      route: '/api/products',
      status: 200,
    });
    expect(lines.join('\n')).not.toContain('Clave-De-Produccion-2026');
  });
});

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, output: string[]): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`El árbol de producción no respondió a /api/health:\n${output.join('')}`);
}
