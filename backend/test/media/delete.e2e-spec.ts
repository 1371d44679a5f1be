import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StoredFiles } from '../../src/shared/domain/stored-files.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import * as fixture from './fixtures.js';

describe('DELETE /api/upload and the file ports', () => {
  let t: TestApp;
  let ana: TestSeller;
  let beto: TestSeller;

  beforeAll(async () => {
    t = await createTestApp();
    ana = await createSeller(t);
    beto = await createSeller(t);
    writeFileSync(join(t.config.dataDir, 'canary.txt'), 'what a path traversal would reach');
  });
  afterAll(() => t.close());

  const onDisk = (url: string) => join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
  const rowCount = async (url: string) =>
    (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM media_files WHERE url = $1', [url]))[0].n;

  async function uploadAs(seller: { token: string }): Promise<{ url: string; publicId: string }> {
    const res = await t
      .http()
      .post('/api/upload')
      .set(bearer(seller.token))
      .attach('image', await fixture.png(), 'a.png')
      .expect(201);
    return res.body;
  }
  const remove = (token: string, body: Record<string, unknown>) =>
    t.http().delete('/api/upload').set(bearer(token)).send(body);

  it('lets the owner delete their file: object and record gone, URL no longer served', async () => {
    const file = await uploadAs(ana);
    expect(existsSync(onDisk(file.url))).toBe(true);
    const res = await remove(ana.token, { fileUrl: file.url, publicId: file.publicId }).expect(200);
    expect(res.body).toEqual({ success: true });
    expect(existsSync(onDisk(file.url))).toBe(false);
    expect(await rowCount(file.url)).toBe(0);
    await t.http().get(file.url).expect(404);
  });

  it('answers 404 to another seller, as if the file did not exist, and keeps the file', async () => {
    const file = await uploadAs(ana);
    const byUrl = await remove(beto.token, { fileUrl: file.url }).expect(404);
    expect(byUrl.body.message).toBe('Archivo no encontrado');
    await remove(beto.token, { fileUrl: file.url, publicId: file.publicId }).expect(404);
    expect(existsSync(onDisk(file.url))).toBe(true);
    expect(await rowCount(file.url)).toBe(1);
  });

  it("lets an admin delete anyone's file", async () => {
    const file = await uploadAs(ana);
    await remove(await t.adminToken(), { fileUrl: file.url }).expect(200);
    expect(existsSync(onDisk(file.url))).toBe(false);
    expect(await rowCount(file.url)).toBe(0);
  });

  it('refuses a publicId that belongs to another URL', async () => {
    const mine = await uploadAs(ana);
    const other = await uploadAs(ana);
    await remove(ana.token, { fileUrl: mine.url, publicId: other.publicId }).expect(404);
    expect(existsSync(onDisk(mine.url))).toBe(true);
    expect(existsSync(onDisk(other.url))).toBe(true);
  });

  it.each([
    '/uploads/../canary.txt',
    '/uploads/images/../../canary.txt',
    '/uploads/%2e%2e/canary.txt',
    '/uploads/images/..%2f..%2fcanary.txt',
    '/uploads//etc/passwd',
    '/uploads/.hidden',
    '/uploads/images\\..\\..\\canary.txt',
    'https://evil.example.com/uploads/images/a.webp',
    '/images/products/multydrink.webp',
    'file:///etc/passwd',
  ])('refuses %s with 400 and touches nothing', async (fileUrl) => {
    const res = await remove(await t.adminToken(), { fileUrl }).expect(400);
    expect(res.body.message).toBe('La URL del archivo no es válida');
    expect(existsSync(join(t.config.dataDir, 'canary.txt'))).toBe(true);
  });

  it('validates the body', async () => {
    const noUrl = await remove(ana.token, {}).expect(400);
    expect(noUrl.body.message).toBe('La URL del archivo es obligatoria');
    const badId = await remove(ana.token, { fileUrl: '/uploads/images/a.webp', publicId: 'x' }).expect(400);
    expect(badId.body.message).toBe('El identificador del archivo no es válido');
    await t.http().delete('/api/upload').send({ fileUrl: '/uploads/images/a.webp' }).expect(401);
  });

  it('lets an admin delete a stored file that predates the media records; a seller gets 404', async () => {
    mkdirSync(join(t.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(t.config.dataDir, 'uploads', 'legacy-photo.jpg'), await fixture.jpegWithGps());
    await remove(ana.token, { fileUrl: '/uploads/legacy-photo.jpg' }).expect(404);
    await remove(await t.adminToken(), { fileUrl: '/uploads/legacy-photo.jpg' }).expect(200);
    expect(existsSync(join(t.config.dataDir, 'uploads', 'legacy-photo.jpg'))).toBe(false);
    await remove(await t.adminToken(), { fileUrl: '/uploads/legacy-photo.jpg' }).expect(404);
  });

  it('StoredFiles.deleteByUrl deletes our files and ignores external URLs, shipped images and nonsense', async () => {
    const files = t.app.get(StoredFiles);
    const file = await uploadAs(ana);
    await files.deleteByUrl(file.url);
    expect(existsSync(onDisk(file.url))).toBe(false);
    expect(await rowCount(file.url)).toBe(0);
    for (const url of [
      'https://cdn.example.com/a.jpg',
      '/images/products/multydrink.webp',
      '/uploads/../canary.txt',
      '',
      null,
      undefined,
      file.url,
    ]) {
      await expect(files.deleteByUrl(url)).resolves.toBeUndefined();
    }
    expect(existsSync(join(t.config.dataDir, 'canary.txt'))).toBe(true);
  });

  it("deleting a member (DELETE /api/admin/users/:id) deletes every file they uploaded, not others' files", async () => {
    const carla = await createSeller(t);
    const photo = await uploadAs(carla);
    const gallery = await uploadAs(carla);
    const anasFile = await uploadAs(ana);
    await t.http().put('/api/protected/profile').set(bearer(carla.token)).send({ photo: photo.url }).expect(200);

    await t
      .http()
      .delete(`/api/admin/users/${carla.id}`)
      .set(bearer(await t.adminToken()))
      .expect(200);

    for (const url of [photo.url, gallery.url]) {
      expect(existsSync(onDisk(url))).toBe(false);
      expect(await rowCount(url)).toBe(0);
    }
    expect(existsSync(onDisk(anasFile.url))).toBe(true);
    expect(
      (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM media_files WHERE "ownerId" = $1', [carla.id]))[0].n,
    ).toBe(0);
  });
});
