import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import * as fixture from './fixtures.js';

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);

describe('POST /api/admin/cleanup-files', () => {
  let t: TestApp;
  let seller: TestSeller;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t);
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  const onDisk = (url: string) => join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
  const upload = () => fixture.uploadPng(t, seller.token);
  const age = (publicId: string) =>
    t.sql(`UPDATE media_files SET "createdAt" = now() - interval '2 hours' WHERE id = $1`, [publicId]);
  function legacyFile(key: string, old: boolean): string {
    const path = join(t.config.dataDir, 'uploads', key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, 'contenido de un archivo antiguo');
    if (old) utimesSync(path, TWO_HOURS_AGO, TWO_HOURS_AGO);
    return `/uploads/${key}`;
  }
  const one = async (sql: string, params: unknown[] = []) => (await t.sql(sql, params))[0];

  it('clears broken references, deletes old unreferenced files, and leaves everything else alone', async () => {
    const missing = (n: number) => `/uploads/images/desaparecida-${n}.webp`;
    const other = await createSeller(t);

    // Broken references, one per column rule.
    await t.sql(`UPDATE users SET photo = $1 WHERE id = $2`, [missing(1), other.id]);
    const [gallery] = await t.sql<{ id: number }>(
      `INSERT INTO gallery_images ("userId", "imageUrl") VALUES ($1, $2) RETURNING id`,
      [other.id, missing(2)],
    );
    const [product] = await t.sql<{ id: number }>(
      `INSERT INTO products (name, description, image) VALUES ('P', 'D', $1) RETURNING id`,
      [missing(3)],
    );
    const [team] = await t.sql<{ id: number }>(`INSERT INTO team_images ("imageUrl") VALUES ($1) RETURNING id`, [
      missing(4),
    ]);
    const [announcement] = await t.sql<{ id: number }>(
      `INSERT INTO announcements (title, description, image, "videoUrl") VALUES ('A', 'D', $1, $2) RETURNING id`,
      [missing(5), '/uploads/videos/desaparecido.mp4'],
    );
    const [feature] = await t.sql<{ id: number }>(
      `INSERT INTO product_features ("productType", title, description, "imageUrl") VALUES ('multydrink', 'F', 'D', $1) RETURNING id`,
      [missing(6)],
    );
    const [video] = await t.sql<{ id: number }>(
      `INSERT INTO corporate_video (title, description, "videoUrl") VALUES ('V', 'D', $1) RETURNING id`,
      [missing(7)],
    );
    const [testimonial] = await t.sql<{ id: number }>(
      `INSERT INTO testimonials (name, message, photo) VALUES ('T', 'M', $1) RETURNING id`,
      [missing(8)],
    );

    // References that are not ours: never checked.
    const [external] = await t.sql<{ id: number }>(
      `INSERT INTO testimonials (name, message, photo) VALUES ('E', 'M', 'https://cdn.example.com/a.jpg') RETURNING id`,
    );
    const [shipped] = await t.sql<{ id: number }>(
      `INSERT INTO products (name, description, image) VALUES ('S', 'D', '/images/products/multydrink.webp') RETURNING id`,
    );
    const [foreignTeam] = await t.sql<{ id: number }>(
      `INSERT INTO team_images ("imageUrl") VALUES ('https://bucket.example.com/images/x.webp') RETURNING id`,
    );

    // Stored files.
    const fresh = await upload(); // unreferenced but younger than an hour: its form may not be saved yet
    const oldUnused = await upload();
    await age(oldUnused.publicId);
    const oldUsed = await upload();
    await age(oldUsed.publicId);
    await t.http().put('/api/protected/profile').set(bearer(seller.token)).send({ photo: oldUsed.url }).expect(200);
    const absoluteUsed = await upload();
    await age(absoluteUsed.publicId);
    // An absolute link to our own /uploads counts as a reference too.
    await t.sql(`INSERT INTO products (name, description, image) VALUES ('Abs', 'D', $1)`, [
      `${t.config.publicUrl}${absoluteUsed.url}`,
    ]);
    const legacyOld = legacyFile('viejo.jpg', true);
    const legacyNew = legacyFile('nuevo.jpg', false);
    const vanished = await upload();
    rmSync(onDisk(vanished.url));

    const res = await t.http().post('/api/admin/cleanup-files').set(bearer(admin)).expect(200);
    expect(res.body).toEqual({
      cleanedCount: 11,
      clearedLinks: 7,
      deletedImages: 2,
      unusedFiles: 2,
      message:
        'Se limpiaron 11 elementos: 7 enlaces a archivos inexistentes vaciados, 2 imágenes de galería o del equipo sin archivo eliminadas y 2 archivos sin uso borrados',
    });

    // Column rules: cleared where optional, row deleted where the image is the row.
    expect((await one(`SELECT photo FROM users WHERE id = $1`, [other.id])).photo).toBeNull();
    expect(await t.sql(`SELECT 1 FROM gallery_images WHERE id = $1`, [gallery.id])).toEqual([]);
    expect((await one(`SELECT image FROM products WHERE id = $1`, [product.id])).image).toBeNull();
    expect(await t.sql(`SELECT 1 FROM team_images WHERE id = $1`, [team.id])).toEqual([]);
    expect(await one(`SELECT image, "videoUrl", title FROM announcements WHERE id = $1`, [announcement.id])).toEqual({
      image: null,
      videoUrl: null,
      title: 'A',
    });
    expect((await one(`SELECT "imageUrl" FROM product_features WHERE id = $1`, [feature.id])).imageUrl).toBeNull();
    expect((await one(`SELECT "videoUrl" FROM corporate_video WHERE id = $1`, [video.id])).videoUrl).toBeNull();
    expect((await one(`SELECT photo FROM testimonials WHERE id = $1`, [testimonial.id])).photo).toBeNull();

    // Not ours: untouched.
    expect((await one(`SELECT photo FROM testimonials WHERE id = $1`, [external.id])).photo).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect((await one(`SELECT image FROM products WHERE id = $1`, [shipped.id])).image).toBe(
      '/images/products/multydrink.webp',
    );
    expect((await one(`SELECT "imageUrl" FROM team_images WHERE id = $1`, [foreignTeam.id])).imageUrl).toBe(
      'https://bucket.example.com/images/x.webp',
    );

    // Files: old unreferenced ones gone (with their record); referenced, young and pre-existing young ones kept.
    expect(existsSync(onDisk(oldUnused.url))).toBe(false);
    expect(await t.sql(`SELECT 1 FROM media_files WHERE id = $1`, [oldUnused.publicId])).toEqual([]);
    expect(existsSync(onDisk(legacyOld))).toBe(false);
    for (const kept of [fresh.url, oldUsed.url, absoluteUsed.url, legacyNew])
      expect(existsSync(onDisk(kept))).toBe(true);
    expect((await one(`SELECT photo FROM users WHERE id = $1`, [seller.id])).photo).toBe(oldUsed.url);
    // A record whose file vanished outside the app is dropped as bookkeeping (not counted).
    expect(await t.sql(`SELECT 1 FROM media_files WHERE id = $1`, [vanished.publicId])).toEqual([]);

    const again = await t.http().post('/api/admin/cleanup-files').set(bearer(admin)).expect(200);
    expect(again.body).toEqual({
      cleanedCount: 0,
      clearedLinks: 0,
      deletedImages: 0,
      unusedFiles: 0,
      message: 'No se encontraron archivos rotos ni sin uso',
    });
  });

  it('is for admins only', async () => {
    await t.http().post('/api/admin/cleanup-files').set(bearer(seller.token)).expect(403);
    await t.http().post('/api/admin/cleanup-files').expect(401);
  });

  it('refuses to migrate images while storage is local', async () => {
    const res = await t.http().post('/api/admin/migrate-all-images').set(bearer(admin)).expect(400);
    expect(res.body.message).toBe('El almacenamiento en la nube no está configurado (MEDIA_STORAGE=s3)');
    await t.http().post('/api/admin/migrate-all-images').set(bearer(seller.token)).expect(403);
  });
});
