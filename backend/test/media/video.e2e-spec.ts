import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, createTestApp, eventually, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';
import * as fixture from './fixtures.js';
import { rawUpload } from './raw-upload.js';

describe('POST /api/admin/upload-video', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    await new Promise<void>((resolve) => t.app.getHttpServer().listen(0, '127.0.0.1', resolve));
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  const uploadVideo = (file: Buffer, name = 'anuncio.mp4', token = admin) =>
    t.http().post('/api/admin/upload-video').set(bearer(token)).attach('video', file, name);
  const list = (dir: string) =>
    existsSync(join(t.config.dataDir, dir)) ? readdirSync(join(t.config.dataDir, dir)) : [];
  const rows = async () =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM media_files WHERE kind = 'video'`))[0].n;

  it('stores an MP4 judged by its bytes under a random key and serves it', async () => {
    const video = fixture.videoHeader('isom', 64 * 1024);
    const res = await uploadVideo(video, 'mi video.mov').expect(201);
    expect(res.body).toEqual({
      videoPath: expect.stringMatching(/^\/uploads\/videos\/[0-9a-f-]{36}\.mp4$/),
      publicId: expect.any(String),
    });
    const served = await t.http().get(res.body.videoPath).expect(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(served.headers['content-length'])).toBe(video.length);
    const [row] = await t.sql('SELECT kind, "contentType", size FROM media_files WHERE id = $1', [res.body.publicId]);
    expect(row).toEqual({ kind: 'video', contentType: 'video/mp4', size: video.length });
    expect(list('tmp')).toEqual([]);
  });

  it.each([
    ['QuickTime', () => fixture.videoHeader('qt  '), 'mov', 'video/quicktime'],
    ['WebM', () => fixture.webmHeader(), 'webm', 'video/webm'],
  ])('accepts %s', async (_name, make, extension, type) => {
    const res = await uploadVideo(make(), 'clip.bin').expect(201);
    expect(res.body.videoPath).toMatch(new RegExp(`\\.${extension}$`));
    expect((await t.http().get(res.body.videoPath).expect(200)).headers['content-type']).toBe(type);
  });

  describe('refusals leave nothing behind (no stored file, no record, no temporary file)', () => {
    let videosBefore: number;
    let rowsBefore: number;
    beforeEach(async () => {
      videosBefore = list('uploads/videos').length;
      rowsBefore = await rows();
    });
    afterEach(async () => {
      expect(list('uploads/videos').length).toBe(videosBefore);
      expect(await rows()).toBe(rowsBefore);
      expect(list('tmp')).toEqual([]);
    });

    it('refuses something that is not a video', async () => {
      const res = await uploadVideo(await fixture.png(), 'video.mp4').expect(400);
      expect(res.body.message).toBe('Solo se permiten archivos de video (MP4, WebM, MOV)');
    });

    it('refuses a file under 1 KB', async () => {
      const res = await uploadVideo(fixture.videoHeader('isom', 800)).expect(400);
      expect(res.body.message).toBe('El archivo es demasiado pequeño. Mínimo 1KB');
    });

    it('refuses 23.4 MB with 413 and says the size', async () => {
      const res = await uploadVideo(fixture.videoHeader('isom', Math.round(23.4 * fixture.MB))).ok(() => true);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('El archivo es demasiado grande (23.4MB). Máximo permitido para anuncios: 20MB');
    });

    it('answers 413 from the declared length before the body arrives', async () => {
      const res = await rawUpload(t.app.getHttpServer(), {
        path: '/api/admin/upload-video',
        token: admin,
        field: 'video',
        declaredFileBytes: Math.round(30.5 * fixture.MB),
        maxFileBytes: 256 * 1024,
      });
      expect(res).toMatchObject({
        status: 413,
        body: { message: 'El archivo es demasiado grande (30.5MB). Máximo permitido para anuncios: 20MB' },
      });
    });

    it('stops a file just over 20 MB while it streams to the temporary file', async () => {
      const res = await uploadVideo(fixture.videoHeader('isom', 20 * fixture.MB + 10 * 1024)).ok(() => true);
      expect(res.status).toBe(413);
      expect(res.body.message).toMatch(
        /^El archivo es demasiado grande \(20\.0MB\)\. Máximo permitido para anuncios: 20MB$/,
      );
    });

    it('cuts off a chunked body with no declared length', async () => {
      const res = await rawUpload(t.app.getHttpServer(), {
        path: '/api/admin/upload-video',
        token: admin,
        field: 'video',
        maxFileBytes: 60 * fixture.MB,
      });
      expect(res.status === 413 || res.error !== undefined).toBe(true);
      expect(res.error ?? '').not.toMatch(/timeout/);
      expect(res.sent).toBeLessThan(40 * fixture.MB);
      // The connection is dropped at once; multer removes the partial temporary file right after.
      await eventually(() => expect(list('tmp')).toEqual([]));
    });

    it('asks for the video field', async () => {
      const res = await t
        .http()
        .post('/api/admin/upload-video')
        .set(bearer(admin))
        .attach('image', fixture.videoHeader(), 'a.mp4')
        .expect(400);
      expect(res.body.message).toBe('Debes adjuntar un video en el campo "video"');
    });

    it('is for admins only', async () => {
      const seller = await createSeller(t);
      await uploadVideo(fixture.videoHeader(), 'a.mp4', seller.token).expect(403);
      await t.http().post('/api/admin/upload-video').attach('video', fixture.videoHeader(), 'a.mp4').expect(401);
    });
  });
});
