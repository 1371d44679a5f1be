// make backup / make restore round trip, on a PostgreSQL server and on the embedded database: a member deleted
// after the backup is back after the restore, and so is an uploaded file.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../bench/lib.mjs';
import { freePort, startTempPostgres } from './temp-postgres.mjs';
import { post, registration, startApiProcess } from './api-process.mjs';

async function roundTrip(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mh-drill-backup-'));
  const backupDir = join(dataDir, 'copia');
  const tool = (name, arg) =>
    execFileSync(process.execPath, [join(ROOT, `backend/tools/${name}.mjs`), arg], {
      env: { ...process.env, ...env, DATA_DIR: dataDir },
      stdio: 'pipe',
    });
  const withApi = async (work) => {
    const api = await startApiProcess({ ...env, DATA_DIR: dataDir, SEED_DEMO: 'false' }, await freePort());
    try {
      return await work(api);
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
    }
  };
  const member = registration('backup');
  const pendingIds = (api) =>
    fetch(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@drill.local', password: 'drill-admin-1' }),
    })
      .then((r) => r.json())
      .then(({ token }) =>
        fetch(`${api.url}/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: member.email }))}`, {
          headers: { authorization: `Bearer ${token}` },
        })
          .then((r) => r.json())
          .then((users) => ({ token, users })),
      );
  try {
    await withApi(async (api) => (await post(`${api.url}/api/register`, member)).status);
    mkdirSync(join(dataDir, 'uploads/images'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads/images/prueba.webp'), 'contenido');
    tool('backup', backupDir);
    await withApi(async (api) => {
      const { token, users } = await pendingIds(api);
      await fetch(`${api.url}/api/admin/users/${users[0].id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    });
    rmSync(join(dataDir, 'uploads/images/prueba.webp'));
    const afterDelete = await withApi(async (api) => (await pendingIds(api)).users.length);
    tool('restore', backupDir);
    const afterRestore = await withApi(async (api) => (await pendingIds(api)).users.length);
    const fileBack = existsSync(join(dataDir, 'uploads/images/prueba.webp'));
    return {
      label,
      passed: afterDelete === 0 && afterRestore === 1 && fileBack,
      detail: `${label}: miembro tras borrar ${afterDelete}, tras restaurar ${afterRestore}; archivo subido restaurado: ${fileBack ? 'sí' : 'no'}`,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function backupRestoreDrill() {
  const db = await startTempPostgres();
  try {
    const results = [
      await roundTrip('PostgreSQL (pg_dump/pg_restore)', { DATABASE_URL: db.url }),
      await roundTrip('PGlite embebido', { DATABASE_URL: '' }),
    ];
    return {
      name: 'Copia de seguridad y restauración (ida y vuelta)',
      passed: results.every((r) => r.passed),
      details: results.map((r) => r.detail),
    };
  } finally {
    db.destroy();
  }
}
