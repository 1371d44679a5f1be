import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { bearer, createTestApp, eventually, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import * as fixture from '../media/fixtures.js';
import { rawUpload } from '../media/raw-upload.js';
import { storedFiles } from './db-snapshot.js';

// What media/*.e2e-spec.ts does not prove already: polyglots, and a 200 MB body against memory and time.

/** A one-file ZIP (stored, not deflated): readers find it from the end-of-central-directory record, so it survives a prefix. */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const file = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(local.length + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

const SCRIPT = '<script>alert(document.cookie)</script>';
const HTML = `<!doctype html><html><body>${SCRIPT}</body></html>`;

/** A JPEG with an HTML comment segment (COM, 0xFFFE) right after its start marker: a valid JPEG that also holds a page. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text);
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

describe('upload attacks', () => {
  let t: TestApp;
  let seller: TestSeller;
  let admin: string;
  const mediaRows = async () => (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM media_files'))[0].n;

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    await new Promise<void>((resolve) => t.app.getHttpServer().listen(0, '127.0.0.1', resolve));
    seller = await createSeller(t);
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  describe('polyglots: valid JPEG bytes carrying another format', () => {
    const cases: [string, () => Promise<Buffer>][] = [
      [
        'JPEG followed by a ZIP',
        async () => Buffer.concat([await fixture.jpegWithGps(400, 300), zipOf('evil.html', HTML)]),
      ],
      [
        'JPEG followed by an HTML page',
        async () => Buffer.concat([await fixture.jpegWithGps(400, 300), Buffer.from(HTML)]),
      ],
      [
        'JPEG with an HTML page in a comment segment',
        async () => withComment(await fixture.jpegWithGps(400, 300), HTML),
      ],
    ];

    it.each(cases)(
      '%s is either refused, or stored as a clean re-encoded WebP with nothing else inside',
      async (_name, make) => {
        const input = await make();
        expect((await sharp(input).metadata()).format).toBe('jpeg');
        const filesBefore = storedFiles(t);
        const rowsBefore = await mediaRows();
        const res = await t.http().post('/api/upload').set(bearer(seller.token)).attach('image', input, 'foto.jpg');

        if (res.status !== 201) {
          expect(res.status).toBe(400);
          expect([storedFiles(t), await mediaRows()]).toEqual([filesBefore, rowsBefore]);
          return;
        }
        const stored = readFileSync(join(t.config.dataDir, 'uploads', res.body.url.replace(/^\/uploads\//, '')));
        expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(stored.readUInt32LE(4) + 8).toBe(stored.length); // the RIFF container ends where the file ends
        const text = stored.toString('latin1');
        for (const marker of ['PK\u0003\u0004', 'PK\u0005\u0006', '<script', '<html', 'evil.html'])
          expect(text).not.toContain(marker);
        expect((await sharp(stored).metadata()).format).toBe('webp');
        const served = await t.http().get(res.body.url).expect(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      },
    );
  });

  describe('a 200 MB body', () => {
    const MB = fixture.MB;
    const routes: [string, string, string, () => string][] = [
      ['POST /api/upload', '/api/upload', 'image', () => seller.token],
      ['POST /api/admin/upload-video', '/api/admin/upload-video', 'video', () => admin],
      ['POST /api/admin/upload-pdf', '/api/admin/upload-pdf', 'file', () => admin],
    ];
    let filesBefore: string[];
    let rowsBefore: number;
    beforeEach(async () => {
      filesBefore = storedFiles(t);
      rowsBefore = await mediaRows();
    });
    afterEach(async () => {
      await eventually(() => expect(storedFiles(t)).toEqual(filesBefore)); // multer removes a partial temporary file just after
      expect(await mediaRows()).toBe(rowsBefore);
    });

    it.each(routes)(
      '%s answers 413 at once, long before 200 MB are sent, without holding them in memory',
      async (_key, path, field, token) => {
        await rawUpload(t.app.getHttpServer(), {
          path,
          token: token(),
          field,
          declaredFileBytes: 30 * MB,
          maxFileBytes: 64 * 1024,
        }); // warm-up
        const rssBefore = process.memoryUsage().rss;
        const started = Date.now();
        const res = await rawUpload(t.app.getHttpServer(), {
          path,
          token: token(),
          field,
          declaredFileBytes: 200 * MB,
          maxFileBytes: 200 * MB,
        });
        const elapsed = Date.now() - started;
        const grewBy = (process.memoryUsage().rss - rssBefore) / MB;

        expect(res.status).toBe(413);
        expect(res.body).toEqual({
          statusCode: 413,
          message: expect.stringMatching(
            /^(El archivo|El PDF) (debe ser menor a 20MB|es demasiado grande \(200\.0MB\)\. Máximo permitido para anuncios: 20MB)$/,
          ),
        });
        expect(res.sent).toBeLessThan(8 * MB); // what the sockets buffered before the answer, not the 200 MB
        expect(elapsed).toBeLessThan(3000);
        expect(grewBy).toBeLessThan(8);
      },
    );

    it.each(routes)(
      '%s cuts off 200 MB sent without a declared length, and keeps no partial file',
      async (_key, path, field, token) => {
        const started = Date.now();
        const res = await rawUpload(t.app.getHttpServer(), { path, token: token(), field, maxFileBytes: 200 * MB });
        expect(res.status === 413 || res.error !== undefined).toBe(true);
        expect(res.error ?? '').not.toMatch(/timeout/);
        expect(res.sent).toBeLessThan(40 * MB);
        expect(Date.now() - started).toBeLessThan(10_000);
      },
    );
  });
});
