import { JwtService } from '@nestjs/jwt';
import * as fixture from '../media/fixtures.js';
import { createSeller, registerPending, type TestSeller } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

/** Smallest thing `file-type` recognises as a PDF, padded past the 1KB minimum. */
const pdf = () =>
  Buffer.from(`%PDF-1.4\n%âãÏÓ\n${'1 0 obj << /Type /Catalog >> endobj\n'.repeat(60)}%%EOF\n`, 'latin1');

describe('marketing material', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let seller: TestSeller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
    seller = await createSeller(t);
  });
  afterAll(() => t.close());

  const post = (body: Record<string, unknown>) => t.http().post('/api/admin/material').set(admin).send(body);
  const uploadImage = async () =>
    (
      await t
        .http()
        .post('/api/upload')
        .set(admin)
        .attach('image', await fixture.png(), 'a.png')
        .expect(201)
    ).body.url as string;
  const uploadPdf = (file: Buffer, name = 'catalogo.pdf') =>
    t.http().post('/api/admin/upload-pdf').set(admin).attach('file', file, name);
  const sellerList = () => t.http().get('/api/protected/material').set(bearer(seller.token));

  describe('admin writes', () => {
    it('creates an image item with a caption, grouped by its product, and lists it for sellers', async () => {
      const image = await uploadImage();
      const product = (
        await t
          .http()
          .post('/api/admin/products')
          .set(admin)
          .send({ name: 'Multydrink', description: 'Bebida', image: '/uploads/images/p.webp', type: 'multydrink' })
          .expect(201)
      ).body;
      const res = await post({
        title: ' Foto para historias ',
        kind: 'imagen',
        fileUrl: image,
        caption: 'Energía todo el día ⚡',
        productId: product.id,
      }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        title: 'Foto para historias',
        kind: 'imagen',
        fileUrl: image,
        caption: 'Energía todo el día ⚡',
        productId: product.id,
        campaign: null,
        order: 1,
        active: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const list = await sellerList().expect(200);
      expect(list.body).toContainEqual({
        id: res.body.id,
        title: 'Foto para historias',
        kind: 'imagen',
        fileUrl: image,
        caption: 'Energía todo el día ⚡',
        group: 'Multydrink',
      });
      // Deleting the product keeps the item, now under 'General'.
      await t.http().delete(`/api/admin/products/${product.id}`).set(admin).expect(200);
      const after = (await sellerList().expect(200)).body as { id: number; group: string }[];
      expect(after.find((i) => i.id === res.body.id)?.group).toBe('General');
    });

    it('groups by campaign before product, and hides inactive items from sellers', async () => {
      const shown = await post({ title: 'Texto', kind: 'texto', caption: 'Hola', campaign: 'Navidad' }).expect(201);
      const hidden = await post({ title: 'Oculto', kind: 'texto', caption: 'No', active: false }).expect(201);
      const list = (await sellerList().expect(200)).body as { id: number; group: string }[];
      expect(list.find((i) => i.id === shown.body.id)?.group).toBe('Navidad');
      expect(list.some((i) => i.id === hidden.body.id)).toBe(false);
      const page = await t.http().get('/api/admin/material?filter={"campaign":"Navidad"}').set(admin).expect(200);
      expect(page.body.map((i: { id: number }) => i.id)).toEqual([shown.body.id]);
      expect(page.headers['content-range']).toMatch(/^material 0-0\/1$/);
    });

    it.each([
      ['no title', { title: ' ' }, 'title', 'El título es obligatorio'],
      ['an unknown kind', { kind: 'audio' }, 'kind', 'El tipo de material debe ser imagen, video, pdf o texto'],
      [
        'a text item without text',
        { kind: 'texto', caption: ' ' },
        'caption',
        'Un material de texto necesita el texto para copiar',
      ],
      ['an image item without file', { fileUrl: null }, 'fileUrl', 'Debes subir el archivo (una imagen)'],
      ['a PDF item holding an image', { kind: 'pdf' }, 'fileUrl', 'El archivo no es un PDF'],
      [
        'a file of another host',
        { fileUrl: 'https://evil.example/a.webp' },
        'fileUrl',
        'El archivo debe ser un archivo subido a este sitio',
      ],
      [
        'a caption over 2000 characters',
        { caption: 'a'.repeat(2001) },
        'caption',
        'El texto para copiar no puede tener más de 2000 caracteres',
      ],
      ['an unknown product', { productId: 999999 }, 'productId', 'El producto seleccionado no existe'],
      ['a long campaign', { campaign: 'c'.repeat(101) }, 'campaign', 'La campaña no puede tener más de 100 caracteres'],
    ])('refuses %s with a Spanish message', async (_case, change, field, message) => {
      const before = await t.sql(`SELECT count(*)::int AS n FROM marketing_materials`);
      const res = await post({ title: 'Foto', kind: 'imagen', fileUrl: '/uploads/images/a.webp', ...change }).expect(
        400,
      );
      expect(res.body.errors[field]).toBe(message);
      expect(await t.sql(`SELECT count(*)::int AS n FROM marketing_materials`)).toEqual(before);
    });

    it('deletes the item and its stored file', async () => {
      const image = await uploadImage();
      const item = await post({ title: 'Borrar', kind: 'imagen', fileUrl: image }).expect(201);
      await t.http().get(image).expect(200);
      await t.http().delete(`/api/admin/material/${item.body.id}`).set(admin).expect(200);
      await t.http().get(image).expect(404);
      expect(await t.sql(`SELECT 1 FROM media_files WHERE url = $1`, [image])).toEqual([]);
      await t.http().get(`/api/admin/material/${item.body.id}`).set(admin).expect(404);
    });

    it('of two concurrent deletes of one item, one succeeds and the other answers 404', async () => {
      const image = await uploadImage();
      const item = await post({ title: 'Doble', kind: 'imagen', fileUrl: image }).expect(201);
      const del = () => t.http().delete(`/api/admin/material/${item.body.id}`).set(admin);
      const statuses = (await Promise.all([del(), del()])).map((r) => r.status).sort();
      expect(statuses).toEqual([200, 404]);
      await t.http().get(image).expect(404);
    });

    it('turning an image item into text releases its file', async () => {
      const image = await uploadImage();
      const item = await post({ title: 'Cambia', kind: 'imagen', fileUrl: image, caption: 'x' }).expect(201);
      const res = await t
        .http()
        .put(`/api/admin/material/${item.body.id}`)
        .set(admin)
        .send({ title: 'Cambia', kind: 'texto', caption: 'Solo texto' })
        .expect(200);
      expect(res.body.fileUrl).toBeNull();
      await t.http().get(image).expect(404);
    });

    it('counts the file as referenced, so cleanup keeps it', async () => {
      const image = await uploadImage();
      await post({ title: 'Queda', kind: 'imagen', fileUrl: image }).expect(201);
      await t.sql(`UPDATE media_files SET "createdAt" = now() - interval '2 hours' WHERE url = $1`, [image]);
      await t.http().post('/api/admin/cleanup-files').set(admin).expect(200);
      await t.http().get(image).expect(200);
    });
  });

  describe('PDF upload', () => {
    it('stores a PDF judged by its bytes and serves it as a download', async () => {
      const res = await uploadPdf(pdf()).expect(201);
      expect(res.body.url).toMatch(/^\/uploads\/pdfs\/[0-9a-f-]{36}\.pdf$/);
      const served = await t.http().get(res.body.url).expect(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toBe('attachment');
      const item = await post({ title: 'Catálogo', kind: 'pdf', fileUrl: res.body.url }).expect(201);
      expect(item.body.kind).toBe('pdf');
    });

    it('refuses an image or text named .pdf', async () => {
      const image = await uploadPdf(await fixture.png(), 'foto.pdf').expect(400);
      expect(image.body.message).toBe('Solo se permiten archivos PDF');
      await uploadPdf(fixture.textAsPng, 'texto.pdf').expect(400);
    });

    it('is for admins only', async () => {
      await t.http().post('/api/admin/upload-pdf').set(bearer(seller.token)).attach('file', pdf(), 'a.pdf').expect(403);
      await t.http().post('/api/admin/upload-pdf').attach('file', pdf(), 'a.pdf').expect(401);
    });
  });

  describe('who may read and write', () => {
    it('answers 401 to anonymous callers and 403 to a pending member', async () => {
      await t.http().get('/api/protected/material').expect(401);
      const { id } = await registerPending(t);
      const pending = await t.app.get(JwtService).signAsync({ sub: id, role: 'user' });
      const res = await t.http().get('/api/protected/material').set(bearer(pending)).expect(403);
      expect(res.body.message).toBe('Tu cuenta aún no está aprobada');
    });

    it('lets a seller read but never write', async () => {
      const auth = bearer(seller.token);
      await t.http().get('/api/admin/material').set(auth).expect(403);
      await t
        .http()
        .post('/api/admin/material')
        .set(auth)
        .send({ title: 'x', kind: 'texto', caption: 'x' })
        .expect(403);
      await t.http().get('/api/protected/material').set(admin).expect(403);
    });

    it('keeps serving an expired seller', async () => {
      await t.sql(`UPDATE users SET "paymentExpiresAt" = now() - interval '1 day' WHERE id = $1`, [seller.id]);
      await sellerList().expect(200);
    });

    it('returns hostile caption text as plain data, never as markup', async () => {
      const caption = '<img src=x onerror=alert(1)><script>alert(2)</script>';
      await post({ title: '<b>Hola</b>', kind: 'texto', caption }).expect(201);
      const res = await sellerList().expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toContainEqual(expect.objectContaining({ title: '<b>Hola</b>', caption }));
    });
  });
});
