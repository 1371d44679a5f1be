// The built API as a child process, as production runs it.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, waitFor } from '../bench/lib.mjs';

export async function startApiProcess(env, port) {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mh-drill-'));
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'drill-secret-drill-secret-drill-secret',
      ADMIN_EMAIL: 'admin@drill.local',
      ADMIN_PASSWORD: 'drill-admin-1',
      AUTH_RATE_LIMIT: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await waitFor(`http://127.0.0.1:${port}/api/account-pricing`, 90_000);
  return { child, url: `http://127.0.0.1:${port}`, dataDir, exited, log: () => log };
}

let sequence = 0;
export function registration(tag) {
  const n = `${tag}-${process.pid}-${++sequence}`;
  // A member's name holds letters only: digits are spelled as letters.
  return {
    name: `Simulacro ${n.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`,
    code: `d-${n}`,
    email: `${n}@drill.local`,
    whatsapp: '+573001234567',
    city: 'Cali',
  };
}

export async function post(url, body, timeoutMs = 15_000) {
  const started = Date.now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.text();
    return { status: res.status, ms: Date.now() - started, started };
  } catch (error) {
    return { status: 0, error: error.cause?.code ?? error.name, ms: Date.now() - started, started };
  }
}
