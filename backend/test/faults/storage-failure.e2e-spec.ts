import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSeller, type TestSeller } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import * as fixture from '../media/fixtures.js';

const UNAVAILABLE = {
  status: 503,
  retryAfter: '5',
  message: 'No se pudo guardar el archivo en este momento. Inténtalo de nuevo en unos minutos.',
};
const FULL = {
  status: 507,
  retryAfter: undefined,
  message: 'No hay espacio para guardar el archivo. Avisa al administrador.',
};

/** We run as root, so chmod stops nothing: file systems are mounted instead (tmpfs, read-only or tiny). */
function canMount(): boolean {
  const probe = mkdtempSync(join(tmpdir(), 'mh-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}
const mounting = canMount();
if (!mounting)
  console.warn('OMITIDA en parte: sin permiso para montar tmpfs, no se prueban el disco lleno ni el de solo lectura');

/** Every regular file under `dir` (temporary ones included). */
const filesUnder = (dir: string): string[] =>
  existsSync(dir) && statSync(dir).isDirectory()
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];

describe('uploads when the file storage fails', () => {
  let t: TestApp;
  let seller: TestSeller;
  let admin: string;
  let uploads: string;
  let temporary: string;
  const mounted: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    seller = await createSeller(t);
    admin = await t.adminToken();
    uploads = join(t.config.dataDir, 'uploads');
    temporary = join(t.config.dataDir, 'tmp');
  });
  afterEach(() => {
    for (const dir of mounted.splice(0)) execFileSync('umount', [dir]);
    rmSync(uploads, { recursive: true, force: true });
  });
  afterAll(() => t.close());

  const mount = (dir: string, options: string) => {
    mkdirSync(dir, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
    mounted.push(dir);
  };
  const answer = (res: { status: number; headers: Record<string, string>; body: { message: string } }) => ({
    status: res.status,
    retryAfter: res.headers['retry-after'],
    message: res.body.message,
  });
  const image = async () =>
    answer(
      await t
        .http()
        .post('/api/upload')
        .set(bearer(seller.token))
        .attach('image', await fixture.largePng(), 'foto.png'),
    );
  const video = async () =>
    answer(
      await t
        .http()
        .post('/api/admin/upload-video')
        .set(bearer(admin))
        .attach('video', fixture.videoHeader('isom', 256 * 1024), 'video.mp4'),
    );
  const rows = async () => (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM media_files'))[0].n;

  it('answers 503 with Retry-After when the upload directory is not a directory, keeps nothing, and works once it is back', async () => {
    rmSync(uploads, { recursive: true, force: true });
    writeFileSync(uploads, 'un archivo donde debería estar la carpeta');
    expect(await image()).toEqual(UNAVAILABLE);
    expect(await video()).toEqual(UNAVAILABLE);
    expect(await rows()).toBe(0);
    expect(filesUnder(temporary)).toEqual([]);

    rmSync(uploads);
    expect((await image()).status).toBe(201);
    expect(await rows()).toBe(1);
    // The image and its 400, 800 and 1200 px copies.
    expect(filesUnder(uploads)).toHaveLength(4);
  });

  (mounting ? it : it.skip)('answers 503 when the upload directory is on a read-only file system', async () => {
    const before = await rows();
    mount(uploads, 'ro,size=1m');
    expect(await image()).toEqual(UNAVAILABLE);
    expect(await video()).toEqual(UNAVAILABLE);
    expect(await rows()).toBe(before);
  });

  (mounting ? it : it.skip)(
    'answers 507 when the disk is full and leaves no half-written file and no row',
    async () => {
      const before = await rows();
      mount(uploads, 'size=64k');
      expect(await image()).toEqual(FULL);
      expect(await video()).toEqual(FULL);
      expect(filesUnder(uploads)).toEqual([]);
      expect(filesUnder(temporary)).toEqual([]);
      expect(await rows()).toBe(before);
    },
  );

  (mounting ? it : it.skip)(
    'answers 507 when the disk under the temporary upload directory is full, and removes the partial file',
    async () => {
      const before = await rows();
      mount(temporary, 'size=64k');
      try {
        expect(await video()).toEqual(FULL);
        expect(filesUnder(temporary)).toEqual([]);
        expect(await rows()).toBe(before);
      } finally {
        execFileSync('umount', [mounted.pop()!]);
      }
    },
  );
});

describe('uploads when the object store fails', () => {
  const S3_PORT = 4122;
  let failing: Server;
  beforeAll(async () => {
    // An object store that answers every request with a 500, as one does when it is failing.
    failing = createServer((_req, res) =>
      res
        .writeHead(500, { 'Content-Type': 'application/xml' })
        .end('<Error><Code>InternalError</Code><Message>falla</Message></Error>'),
    );
    await new Promise<void>((resolve) => failing.listen(S3_PORT, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => failing.close(resolve)));

  it.each([
    ['unreachable', 4199],
    ['answering 5xx', S3_PORT],
  ])('answers 503 with Retry-After when the store is %s, and records nothing', async (_label, port) => {
    const t = await createTestApp({
      RUN_JOBS: 'false',
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'fotos',
      S3_PUBLIC_URL: 'https://cdn.example.com/fotos',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
    });
    try {
      const seller = await createSeller(t);
      const started = Date.now();
      const res = await t
        .http()
        .post('/api/upload')
        .set(bearer(seller.token))
        .attach('image', await fixture.png(), 'foto.png');
      expect(Date.now() - started).toBeLessThan(5000);
      expect({ status: res.status, retryAfter: res.headers['retry-after'], message: res.body.message }).toEqual(
        UNAVAILABLE,
      );
      expect(await t.sql('SELECT id FROM media_files')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
