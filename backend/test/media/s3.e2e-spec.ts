import sharp from 'sharp';
import { bearer, sentMail, type TestApp } from '../support/test-app.js';
import { createSeller, registrationBody, type TestSeller } from '../support/members.js';
import { pdf, registrationToken } from '../support/links.js';
import * as fixture from './fixtures.js';
import { fetchObject, listLocal as listInDataDir, startS3TestApp, type S3TestApp } from './s3-test-app.js';

/** The S3 adapter against a real S3-protocol server (s3rver); moving local images to it: s3-migrate-images.e2e-spec.ts. */
describe('media on S3-compatible storage', () => {
  let app: S3TestApp;
  let t: TestApp;
  let publicUrl: string;
  let seller: TestSeller;
  let admin: string;

  beforeAll(async () => {
    app = await startS3TestApp();
    ({ t, publicUrl } = app);
    seller = await createSeller(t);
    admin = await t.adminToken();
  });
  afterAll(() => app?.close());

  const get = fetchObject;
  const listLocal = (dir: string) => listInDataDir(t, dir);
  const uploadImage = async (token = seller.token) =>
    (
      await t
        .http()
        .post('/api/upload')
        .set(bearer(token))
        .attach('image', await fixture.jpegWithGps(), 'foto.jpg')
        .expect(201)
    ).body as { url: string; publicId: string };
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
