import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bearer, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';
import * as fixture from './fixtures.js';
import { fetchObject, localDir as inDataDir, startS3TestApp, type S3TestApp } from './s3-test-app.js';

/** An administrator moves the images stored on disk to the S3 bucket (s3rver on 127.0.0.1). */
describe('media on S3-compatible storage: moving local images', () => {
  let app: S3TestApp;
  let t: TestApp;
  let publicUrl: string;
  let admin: string;

  beforeAll(async () => {
    app = await startS3TestApp();
    ({ t, publicUrl } = app);
    admin = await t.adminToken();
  });
  afterAll(() => app?.close());

  const get = fetchObject;
  const localDir = (dir: string) => inDataDir(t, dir);

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
});
