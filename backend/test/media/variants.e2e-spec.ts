import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createSeller, type TestSeller } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import * as fixture from './fixtures.js';

const WIDTHS = [400, 800, 1200];

describe('WebP variants of uploaded images (srcset)', () => {
  let t: TestApp;
  let seller: TestSeller;
  let images: string;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await createSeller(t);
    images = join(t.config.dataDir, 'uploads', 'images');
  });
  afterAll(() => t.close());

  const upload = async (file: Buffer) =>
    (await t.http().post('/api/upload').set(bearer(seller.token)).attach('image', file, 'foto.png').expect(201))
      .body as { url: string; publicId: string };
  const variantUrl = (url: string, width: number) => url.replace(/\.webp$/, `.w${width}.webp`);
  const fetchImage = async (url: string) => {
    const res = await t
      .http()
      .get(url)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    return { ...(await sharp(res.body as Buffer).metadata()), bytes: (res.body as Buffer).length };
  };
  const filesOf = (publicId: string) => readdirSync(images).filter((name) => name.startsWith(publicId));

  it('stores 400, 800 and 1200 px WebP copies next to a large upload, each smaller than the last', async () => {
    const { url, publicId } = await upload(await fixture.png(2000, 1500));
    const original = await fetchImage(url);
    expect(original.width).toBe(1600);
    let previous = 0;
    for (const width of WIDTHS) {
      const variant = await fetchImage(variantUrl(url, width));
      expect(variant).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      expect(variant.bytes).toBeGreaterThan(previous);
      expect(variant.bytes).toBeLessThan(original.bytes);
      previous = variant.bytes;
    }
    expect(filesOf(publicId).sort()).toEqual(
      [`${publicId}.webp`, ...WIDTHS.map((w) => `${publicId}.w${w}.webp`)].sort(),
    );
    // Only the image is a file of its owner (the pending quota counts one file).
    expect(await t.sql('SELECT id FROM media_files WHERE id = $1', [publicId])).toHaveLength(1);
  });

  it('never enlarges a small image', async () => {
    const { url } = await upload(await fixture.png(300, 200));
    for (const width of WIDTHS) expect((await fetchImage(variantUrl(url, width))).width).toBe(300);
  });

  it('deleting an image deletes its variants', async () => {
    const { url, publicId } = await upload(await fixture.png(900, 900));
    expect(filesOf(publicId)).toHaveLength(4);
    await t.http().delete('/api/upload').set(bearer(seller.token)).send({ fileUrl: url, publicId }).expect(200);
    expect(filesOf(publicId)).toEqual([]);
    await t.http().get(variantUrl(url, 400)).expect(404);
  });

  it('the cleanup keeps the variants of a used image and deletes those of an unused one with it', async () => {
    const used = await upload(await fixture.png(900, 900));
    const unused = await upload(await fixture.png(900, 900));
    await t
      .http()
      .put('/api/protected/profile')
      .set(bearer(seller.token))
      .send({ photo: used.url, whatsappMessage: '', showFAQ: false, showPrices: false })
      .expect(200);
    await t.sql(`UPDATE media_files SET "createdAt" = now() - interval '2 hours' WHERE id = ANY($1)`, [
      [used.publicId, unused.publicId],
    ]);
    const res = await t
      .http()
      .post('/api/admin/cleanup-files')
      .set(bearer(await t.adminToken()))
      .expect(200);
    // One unused file: its variants are not counted as files of their own.
    expect(res.body.message).toContain('1 archivo sin uso borrado');
    expect(filesOf(used.publicId)).toHaveLength(4);
    expect(filesOf(unused.publicId)).toEqual([]);
  });

  it('makes the variants of an image stored before variants existed on first request', async () => {
    const { publicId } = await upload(await fixture.png(1000, 500));
    const legacy = 'legado-sin-variantes';
    copyFileSync(join(images, `${publicId}.webp`), join(images, `${legacy}.webp`));
    const legacyUrl = `/uploads/images/${legacy}.webp`;
    expect(existsSync(join(images, `${legacy}.w800.webp`))).toBe(false);

    const made = await Promise.all([1, 2, 3].map(() => fetchImage(variantUrl(legacyUrl, 800))));
    for (const variant of made) expect(variant).toMatchObject({ width: 800, height: 400 });
    expect(existsSync(join(images, `${legacy}.w800.webp`))).toBe(true);
    expect(readdirSync(images).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    // Only the known widths, only of images that exist.
    await t.http().get(`/uploads/images/${legacy}.w500.webp`).expect(404);
    await t.http().get('/uploads/images/no-existe.w400.webp').expect(404);
    expect(existsSync(join(images, `${legacy}.w500.webp`))).toBe(false);
  });
});
