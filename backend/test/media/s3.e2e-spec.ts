import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { bearer, createTestApp, sentMail, type TestApp } from '../support/test-app.js';
import { createSeller, registrationBody, type TestSeller } from '../support/members.js';
import { pdf, registrationToken } from '../support/links.js';
import * as fixture from './fixtures.js';

/** The S3 adapter against a real S3-protocol server (s3rver) on 127.0.0.1, not a mock of the SDK. */
describe('media on S3-compatible storage', () => {
  let s3: S3rver;
  let s3Dir: string;
  let publicUrl: string;
  let t: TestApp;
  let seller: TestSeller;
  let admin: string;

  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'mh-s3rver-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'media' }],
    });
    const { port } = await s3.run();
    publicUrl = `http://127.0.0.1:${port}/media`;
    t = await createTestApp({
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'media',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: publicUrl,
    });
    seller = await createSeller(t);
    admin = await t.adminToken();
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  const get = (url: string) =>
    fetch(url).then(async (res) => ({
      status: res.status,
      type: res.headers.get('content-type'),
      body: Buffer.from(await res.arrayBuffer()),
    }));
  const uploadImage = async (token = seller.token) =>
    (
      await t
        .http()
        .post('/api/upload')
        .set(bearer(token))
        .attach('image', await fixture.jpegWithGps(), 'foto.jpg')
        .expect(201)
    ).body as { url: string; publicId: string };
  const localDir = (dir: string) => join(t.config.dataDir, dir);
  const listLocal = (dir: string) => (existsSync(localDir(dir)) ? readdirSync(localDir(dir), { recursive: true }) : []);

  it('uploads an optimized image to the bucket, served at S3_PUBLIC_URL, and deletes it', async () => {
    const file = await uploadImage();
    expect(file.url).toMatch(new RegExp(`^${publicUrl}/images/[0-9a-f-]{36}\\.webp$`));
    expect(listLocal('uploads')).toEqual([]);

    const object = await get(file.url);
    expect(object).toMatchObject({ status: 200, type: 'image/webp' });
    const meta = await sharp(object.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 200, 400, undefined]);
    const [row] = await t.sql('SELECT url, "ownerId" FROM media_files WHERE id = $1', [file.publicId]);
    expect(row).toEqual({ url: file.url, ownerId: seller.id });

    const stranger = await createSeller(t);
    await t.http().delete('/api/upload').set(bearer(stranger.token)).send({ fileUrl: file.url }).expect(404);
    await t
      .http()
      .delete('/api/upload')
      .set(bearer(seller.token))
      .send({ fileUrl: file.url, publicId: file.publicId })
      .expect(200);
    expect((await get(file.url)).status).toBe(404);
    expect(await t.sql('SELECT 1 FROM media_files WHERE id = $1', [file.publicId])).toEqual([]);
  });

  it('refuses URLs outside the bucket', async () => {
    for (const fileUrl of [
      `${publicUrl.replace('/media', '/otro')}/images/a.webp`,
      `${publicUrl}/../otro/a.webp`,
      `${publicUrl}/images/%2e%2e/a.webp`,
    ]) {
      await t.http().delete('/api/upload').set(bearer(admin)).send({ fileUrl }).expect(400);
    }
  });

  it('streams a video to the bucket through a temporary file that is then removed', async () => {
    const video = fixture.videoHeader('isom', 2 * fixture.MB);
    const res = await t
      .http()
      .post('/api/admin/upload-video')
      .set(bearer(admin))
      .attach('video', video, 'anuncio.mp4')
      .expect(201);
    expect(res.body.videoPath).toMatch(new RegExp(`^${publicUrl}/videos/[0-9a-f-]{36}\\.mp4$`));
    const object = await get(res.body.videoPath);
    expect(object.status).toBe(200);
    expect(object.type).toBe('video/mp4');
    expect(object.body.equals(video)).toBe(true);
    expect(listLocal('tmp')).toEqual([]);
  });

  it('deleting a member deletes their objects in the bucket', async () => {
    const member = await createSeller(t);
    const file = await uploadImage(member.token);
    await t.http().delete(`/api/admin/users/${member.id}`).set(bearer(admin)).expect(200);
    expect((await get(file.url)).status).toBe(404);
  });

  it('cleans broken S3 references and old unreferenced objects', async () => {
    const gone = await uploadImage();
    await t.http().delete('/api/upload').set(bearer(seller.token)).send({ fileUrl: gone.url }).expect(200);
    const [team] = await t.sql<{ id: number }>(`INSERT INTO team_images ("imageUrl") VALUES ($1) RETURNING id`, [
      gone.url,
    ]);
    const unused = await uploadImage();
    await t.sql(`UPDATE media_files SET "createdAt" = now() - interval '2 hours' WHERE id = $1`, [unused.publicId]);
    const used = await uploadImage();
    await t.sql(`UPDATE media_files SET "createdAt" = now() - interval '2 hours' WHERE id = $1`, [used.publicId]);
    await t.sql(`UPDATE users SET photo = $1 WHERE id = $2`, [used.url, seller.id]);

    const res = await t.http().post('/api/admin/cleanup-files').set(bearer(admin)).expect(200);
    expect(res.body.cleanedCount).toBe(2);
    expect(await t.sql('SELECT 1 FROM team_images WHERE id = $1', [team.id])).toEqual([]);
    expect((await get(unused.url)).status).toBe(404);
    expect((await get(used.url)).status).toBe(200);
    await t.sql(`UPDATE users SET photo = NULL WHERE id = $1`, [seller.id]);
  });

  describe('POST /api/admin/migrate-all-images', () => {
    function localImage(key: string, data: Buffer): string {
      const path = localDir(join('uploads', key));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, data);
      return `/uploads/${key}`;
    }

    it('copies local images to the bucket, rewrites their URLs, removes the local copies, and a second run skips them', async () => {
      const owner = await createSeller(t);
      const images = {
        user: await fixture.png(),
        gallery: await fixture.webp(),
        announcement: await fixture.jpegWithGps(),
      };
      const userUrl = localImage('images/antigua-usuario.webp', images.user);
      const galleryUrl = localImage('images/antigua-galeria.webp', images.gallery);
      const announcementUrl = localImage('anuncio-raiz.jpg', images.announcement);
      const missingUrl = '/uploads/images/no-existe.webp';
      // A record made while storage was local: it must follow the file.
      await t.sql(
        `INSERT INTO media_files (id, key, url, kind, "contentType", size, "ownerId") VALUES ('00000000-0000-4000-8000-000000000001', 'images/antigua-galeria.webp', $1, 'image', 'image/webp', $2, $3)`,
        [galleryUrl, images.gallery.length, owner.id],
      );
      await t.sql(`UPDATE users SET photo = $1 WHERE id = $2`, [userUrl, owner.id]);
      const [gallery] = await t.sql<{ id: number }>(
        `INSERT INTO gallery_images ("userId", "imageUrl") VALUES ($1, $2) RETURNING id`,
        [owner.id, galleryUrl],
      );
      const [broken] = await t.sql<{ id: number }>(
        `INSERT INTO gallery_images ("userId", "imageUrl") VALUES ($1, $2) RETURNING id`,
        [owner.id, missingUrl],
      );
      const [announcement] = await t.sql<{ id: number }>(
        `INSERT INTO announcements (title, description, image) VALUES ('A', 'D', $1) RETURNING id`,
        [announcementUrl],
      );
      await t.sql(
        `INSERT INTO announcements (title, description, image) VALUES ('B', 'D', 'https://cdn.example.com/b.jpg')`,
      );
      await t.sql(`INSERT INTO announcements (title, description, image) VALUES ('C', 'D', '/images/anuncios/c.webp')`);

      const first = await t.http().post('/api/admin/migrate-all-images').set(bearer(admin)).expect(200);
      expect(first.body).toEqual({
        results: {
          users: { success: 1, failed: 0, skipped: 0 },
          gallery: { success: 1, failed: 1, skipped: 0 },
          announcements: { success: 1, failed: 0, skipped: 2 },
        },
      });
      const runs = await t.sql<{ summary: string }>(
        `SELECT summary FROM audit_log WHERE action = 'media.migrate-images'`,
      );
      expect(runs.map((r) => r.summary)).toEqual([
        'users: 1 copiadas, 0 fallidas, 0 omitidas; gallery: 1 copiadas, 1 fallidas, 0 omitidas; announcements: 1 copiadas, 0 fallidas, 2 omitidas',
      ]);

      const photo = (await t.sql<{ photo: string }>('SELECT photo FROM users WHERE id = $1', [owner.id]))[0].photo;
      const galleryNow = (
        await t.sql<{ imageUrl: string }>('SELECT "imageUrl" FROM gallery_images WHERE id = $1', [gallery.id])
      )[0].imageUrl;
      const announcementNow = (
        await t.sql<{ image: string }>('SELECT image FROM announcements WHERE id = $1', [announcement.id])
      )[0].image;
      expect(photo).toBe(`${publicUrl}/images/antigua-usuario.webp`);
      expect(galleryNow).toBe(`${publicUrl}/images/antigua-galeria.webp`);
      expect(announcementNow).toBe(`${publicUrl}/anuncio-raiz.jpg`);
      expect((await get(photo)).body.equals(images.user)).toBe(true);
      expect((await get(galleryNow)).body.equals(images.gallery)).toBe(true);
      const announcementObject = await get(announcementNow);
      expect(announcementObject.body.equals(images.announcement)).toBe(true);
      expect(announcementObject.type).toBe('image/jpeg');

      // Local copies removed only after the URL was rewritten; the failed item keeps its original URL.
      for (const url of [userUrl, galleryUrl, announcementUrl]) expect(existsSync(localDir(url.slice(1)))).toBe(false);
      expect(
        (await t.sql<{ imageUrl: string }>('SELECT "imageUrl" FROM gallery_images WHERE id = $1', [broken.id]))[0]
          .imageUrl,
      ).toBe(missingUrl);
      expect((await t.sql('SELECT url FROM media_files WHERE key = $1', ['images/antigua-galeria.webp']))[0]).toEqual({
        url: galleryNow,
      });

      const second = await t.http().post('/api/admin/migrate-all-images').set(bearer(admin)).expect(200);
      expect(second.body).toEqual({
        results: {
          users: { success: 0, failed: 0, skipped: 1 },
          gallery: { success: 0, failed: 1, skipped: 1 },
          announcements: { success: 0, failed: 0, skipped: 3 },
        },
      });
      expect((await get(photo)).status).toBe(200);
    });

    it('keeps a local file that something outside the migrated groups still uses', async () => {
      const owner = await createSeller(t);
      const shared = localImage('images/compartida.webp', await fixture.png());
      await t.sql(`UPDATE users SET photo = $1 WHERE id = $2`, [shared, owner.id]);
      await t.sql(`INSERT INTO products (name, description, image) VALUES ('P', 'D', $1)`, [shared]);

      const res = await t.http().post('/api/admin/migrate-all-images').set(bearer(admin)).expect(200);
      expect(res.body.results.users).toEqual({ success: 1, failed: 0, skipped: 1 });
      expect((await t.sql<{ photo: string }>('SELECT photo FROM users WHERE id = $1', [owner.id]))[0].photo).toBe(
        `${publicUrl}/images/compartida.webp`,
      );
      expect(existsSync(localDir(shared.slice(1)))).toBe(true);
      expect((await t.http().get(shared)).status).toBe(200);
    });
  });

  it('keeps a payment proof under private/ in the bucket, reads it back for the admin only, and deletes it on rejection', async () => {
    const body = registrationBody();
    await t.http().post('/api/register').send(body).expect(201);
    const token = registrationToken(await sentMail(t.config, (m) => m.to === body.email));
    const proof = pdf();
    await t.http().post(`/api/registration/${token}/proof`).attach('file', proof, 'pago.pdf').expect(201);
    const [member] = await t.sql<{ id: number; url: string }>(
      `SELECT id, "paymentProofUrl" AS url FROM users WHERE email = $1`,
      [body.email],
    );
    expect(member.url).toMatch(new RegExp(`^${publicUrl}/private/documents/[0-9a-f-]{36}\\.pdf$`));
    expect(listLocal('uploads').filter((f) => String(f).startsWith('private'))).toEqual([]);
    const stored = await fetch(member.url);
    expect([stored.status, stored.headers.get('cache-control'), stored.headers.get('content-disposition')]).toEqual([
      200,
      'private, no-store',
      'attachment',
    ]);

    const download = await t
      .http()
      .get(`/api/admin/users/${member.id}/payment-proof`)
      .set(bearer(admin))
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(download.body as Buffer, proof)).toBe(0);
    await t.http().get(`/api/admin/users/${member.id}/payment-proof`).set(bearer(seller.token)).expect(403);

    await t.http().put(`/api/admin/users/${member.id}/reject`).set(bearer(admin)).expect(200);
    expect((await fetch(member.url)).status).toBe(404);
  });
});
