// The object store fails in the middle of uploads: uploads fail with a clear error, and afterwards no database row
// points to a file that does not exist.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { freePort, startTempPostgres } from './temp-postgres.mjs';
import { startApiProcess } from './api-process.mjs';

export async function storageFailureDrill() {
  const db = await startTempPostgres();
  const s3Dir = mkdtempSync(join(tmpdir(), 'mh-drill-s3-'));
  const s3Port = await freePort();
  const s3 = () =>
    new S3rver({
      address: '127.0.0.1',
      port: s3Port,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'media' }],
    });
  let store = s3();
  await store.run();
  const publicUrl = `http://127.0.0.1:${s3Port}/media`;
  const api = await startApiProcess(
    {
      DATABASE_URL: db.url,
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'media',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: publicUrl,
    },
    await freePort(),
  );
  try {
    const { token } = await (
      await fetch(`${api.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@drill.local', password: 'drill-admin-1' }),
      })
    ).json();
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#16A34A' } })
      .jpeg()
      .toBuffer();
    const upload = async () => {
      const form = new FormData();
      form.append('image', new Blob([image], { type: 'image/jpeg' }), 'foto.jpg');
      const started = Date.now();
      try {
        const res = await fetch(`${api.url}/api/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
          signal: AbortSignal.timeout(30_000),
        });
        return { status: res.status, body: await res.json(), ms: Date.now() - started };
      } catch (error) {
        return { status: 0, body: { message: error.message }, ms: Date.now() - started };
      }
    };
    const phases = { before: [], outage: [], after: [] };
    for (let i = 0; i < 10; i++) phases.before.push(await upload());
    const inFlight = Array.from({ length: 6 }, upload);
    await store.close();
    phases.outage.push(...(await Promise.all(inFlight)));
    for (let i = 0; i < 6; i++) phases.outage.push(await upload());
    store = s3();
    await store.run();
    for (let i = 0; i < 5; i++) phases.after.push(await upload());

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const rows = (await client.query('SELECT url FROM media_files')).rows;
    await client.end();
    const missing = [];
    for (const { url } of rows) if ((await fetch(url)).status !== 200) missing.push(url);
    const summary = (list) =>
      Object.entries(list.reduce((a, r) => ({ ...a, [r.status]: (a[r.status] ?? 0) + 1 }), {}))
        .map(([s, n]) => `${s}×${n}`)
        .join(', ');
    const outageErrors = phases.outage.filter((r) => r.status !== 201);
    return {
      name: 'Almacenamiento S3 caído durante subidas',
      passed:
        missing.length === 0 &&
        phases.after.every((r) => r.status === 201) &&
        outageErrors.every((r) => r.status >= 500 && r.status < 600 && /[áéíóúñ]|almacen/i.test(r.body.message)),
      details: [
        `antes: ${summary(phases.before)}; durante la caída: ${summary(phases.outage)} (${[...new Set(outageErrors.map((r) => r.body.message))].join(' / ')}); después: ${summary(phases.after)}`,
        `${rows.length} filas en media_files, ${missing.length} apuntan a un archivo inexistente`,
        `latencia máxima durante la caída: ${Math.max(...phases.outage.map((r) => r.ms))} ms`,
      ],
    };
  } finally {
    api.child.kill('SIGTERM');
    await api.exited;
    await store.close().catch(() => {});
    rmSync(s3Dir, { recursive: true, force: true });
    db.destroy();
  }
}
