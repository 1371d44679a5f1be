import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { OrphanFilesJob } from '../../src/modules/media/infrastructure/orphan-files.job.js';
import { bearer, createTestApp, eventually, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import * as fixture from './fixtures.js';

const TOO_FAST = 'Estás subiendo archivos demasiado rápido. Espera un minuto e inténtalo de nuevo.';
const QUOTA =
  'Tienes demasiados archivos subidos sin usar (máximo 3 archivos o 200MB). Guarda el formulario o elimina los que no uses antes de subir más; los archivos sin usar se borran automáticamente.';

const statusCounts = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe('upload limits per member', () => {
  let t: TestApp;
  let image: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false', UPLOAD_RATE_LIMIT: '5', UPLOAD_PENDING_FILES: '3' });
    image = await fixture.png(64, 64);
  });
  afterAll(() => t.close());

  const upload = (seller: TestSeller) =>
    t.http().post('/api/upload').set(bearer(seller.token)).attach('image', image, 'foto.png');
  const recorded = async (seller: TestSeller) =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM media_files WHERE "ownerId" = $1`, [seller.id]))[0].n;
  // Images, and each with its three smaller copies (a refused upload leaves none of them).
  const filesOnDisk = () => {
    const dir = join(t.config.dataDir, 'uploads', 'images');
    const names = existsSync(dir) ? readdirSync(dir) : [];
    const images = names.filter((name) => !/\.w\d+\.webp$/.test(name));
    expect(names.length).toBe(images.length * 4);
    return images.length;
  };
  const mediaRows = async () => (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM media_files`))[0].n;
  const attach = (seller: TestSeller, imageUrl: string) =>
    t.http().post('/api/protected/gallery').set(bearer(seller.token)).send({ imageUrl }).expect(201);

  it('answers 429 in Spanish past the per-minute budget of one member, storing nothing, while others still upload', async () => {
    const [ana, beto] = [await createSeller(t), await createSeller(t)];
    const urls: string[] = [];
    for (let i = 0; i < 3; i++) urls.push((await upload(ana).expect(201)).body.url);
    // Attached files leave the pending quota, so only the rate limit is at play here.
    for (const url of urls) await attach(ana, url);
    const burst = await Promise.all([1, 2, 3, 4].map(() => upload(ana)));
    expect(statusCounts(burst)).toEqual({ 201: 2, 429: 2 });
    for (const refused of burst.filter((r) => r.status === 429))
      expect(refused.body).toEqual({ statusCode: 429, message: TOO_FAST });
    expect(await recorded(ana)).toBe(5);
    await upload(beto).expect(201);
  });

  it('answers 413 in Spanish once a member holds the maximum of unattached files, also for parallel uploads', async () => {
    const seller = await createSeller(t);
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => upload(seller)));
    expect(statusCounts(burst)).toEqual({ 201: 3, 413: 2 });
    for (const refused of burst.filter((r) => r.status === 413))
      expect(refused.body).toEqual({ statusCode: 413, message: QUOTA });
    expect(await recorded(seller)).toBe(3);
    expect(filesOnDisk()).toBe(await mediaRows());
  });

  it('frees the quota as uploads are attached to a record', async () => {
    const seller = await createSeller(t);
    const first = (await upload(seller).expect(201)).body.url;
    await upload(seller).expect(201);
    await upload(seller).expect(201);
    await upload(seller).expect(413);
    await attach(seller, first);
    await upload(seller).expect(201);
    expect(filesOnDisk()).toBe(await mediaRows());
  });
});

describe('automatic removal of unreferenced uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ORPHAN_GRACE_MINUTES: '0.05', ORPHAN_SWEEP_MINUTES: '0.01' });
  });
  afterAll(() => t.close());

  const onDisk = (url: string) => existsSync(join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));
  const recordOf = async (url: string) => (await t.sql(`SELECT id FROM media_files WHERE url = $1`, [url])).length;

  it('deletes files no record uses once past the grace period, without anyone asking, and keeps used ones', async () => {
    const seller = await createSeller(t);
    const up = async () =>
      (
        await t
          .http()
          .post('/api/upload')
          .set(bearer(seller.token))
          .attach('image', await fixture.png(64, 64), 'foto.png')
          .expect(201)
      ).body.url as string;
    const [orphan, used] = [await up(), await up()];
    await t.http().post('/api/protected/gallery').set(bearer(seller.token)).send({ imageUrl: used }).expect(201);
    await eventually(async () => expect([onDisk(orphan), await recordOf(orphan)]).toEqual([false, 0]), 15_000);
    expect([onDisk(used), await recordOf(used)]).toEqual([true, 1]);
  });

  it('keeps a file younger than the grace period', async () => {
    const seller = await createSeller(t);
    const url = (
      await t
        .http()
        .post('/api/upload')
        .set(bearer(seller.token))
        .attach('image', await fixture.png(64, 64), 'foto.png')
        .expect(201)
    ).body.url;
    await t.app.get(OrphanFilesJob).sweep();
    expect(onDisk(url)).toBe(true);
  });
});

describe('one sweep at a time across instances', () => {
  const serverUrl = process.env.DATABASE_URL;
  (serverUrl ? it : it.skip)(
    'skips a sweep while another instance holds the job lock (real PostgreSQL only: embedded has one session)',
    async () => {
      const t = await createTestApp({ RUN_JOBS: 'false' });
      const [{ db }] = await t.sql<{ db: string }>(`SELECT current_database() AS db`);
      const url = new URL(serverUrl!);
      url.pathname = `/${db}`;
      const holder = new pg.Client({ connectionString: url.toString() });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query(`SELECT pg_advisory_xact_lock(hashtext('orphan-files'))`);
        expect(await t.app.get(OrphanFilesJob).sweep()).toBe(false);
        await holder.query('COMMIT');
        expect(await t.app.get(OrphanFilesJob).sweep()).toBe(true);
      } finally {
        await holder.end();
        await t.close();
      }
    },
  );
});
