import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { announcementBody, productBody } from '../content/content-fixtures.js';

const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

/** Values no URL field may store: script and data schemes, other hosts, look-alike hosts, escapes out of /uploads. */
const HOSTILE = [
  'javascript://youtu.be/dQw4w9WgXcQ?%0Aalert(1)',
  'javascript://www.youtube.com/watch?v=dQw4w9WgXcQ%0Aalert(1)',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/uploads/images/a.webp',
  '/\\evil.example/uploads/images/a.webp',
  '/uploads/../../etc/passwd',
  '/uploads/%2e%2e/secret.webp',
  'https://evil.example/foto.webp',
  'https://youtu.be.evil.example/dQw4w9WgXcQ',
  'https://evil.example/watch?v=dQw4w9WgXcQ&host=youtube.com',
  'https://www.youtube.com/watch?v=short',
  'https://user:pw@youtu.be/dQw4w9WgXcQ',
];

type Kind = 'image' | 'youtube' | 'video';

/** Each kind's accepted inputs and what is stored for them. */
const VALID: Record<Kind, [string, string][]> = {
  image: [
    ['/uploads/images/6f1c2a9e.webp', '/uploads/images/6f1c2a9e.webp'],
    ['/images/demo/galeria-1.webp', '/images/demo/galeria-1.webp'],
  ],
  youtube: [
    ['https://youtu.be/dQw4w9WgXcQ?t=10', EMBED],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', EMBED],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', EMBED],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', EMBED],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', EMBED],
    [EMBED, EMBED],
  ],
  video: [
    ['https://youtu.be/dQw4w9WgXcQ', EMBED],
    ['/uploads/videos/presentacion.mp4', '/uploads/videos/presentacion.mp4'],
  ],
};

interface Field {
  name: string;
  kind: Kind;
  table: string;
  column: string;
  /** Sends the value through the endpoint; resolves to the response and the id of the row it wrote. */
  save(value: string): Promise<{ status: number; body: any; rowId: number }>;
}

describe('stored URL fields refuse what could run or cannot be shown, and normalise YouTube links', () => {
  let t: TestApp;
  let seller: TestSeller;
  let admin: Record<string, string>;
  const fields: Field[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    seller = await createSeller(t);
    admin = bearer(await t.adminToken());
    const asSeller = bearer(seller.token);
    const create =
      (path: string, auth: Record<string, string>, body: (v: string) => Record<string, unknown>) =>
      async (value: string) => {
        const res = await t.http().post(path).set(auth).send(body(value));
        return { status: res.status, body: res.body, rowId: res.body.id };
      };
    const put =
      (
        path: string,
        auth: Record<string, string>,
        body: (v: string) => Record<string, unknown>,
        rowId: () => Promise<number>,
      ) =>
      async (value: string) => {
        const res = await t.http().put(path).set(auth).send(body(value));
        return { status: res.status, body: res.body, rowId: await rowId() };
      };
    const corporateRow = async () =>
      (await t.sql<{ id: number }>(`SELECT id FROM corporate_video ORDER BY id LIMIT 1`))[0]?.id ?? 0;
    const feature = (extra: Record<string, string>) => ({
      productType: 'multydrink',
      title: 'T',
      description: 'D',
      ...extra,
    });
    fields.push(
      {
        name: 'seller video',
        kind: 'youtube',
        table: 'users',
        column: 'sellerProfileVideoUrl',
        save: put(
          '/api/protected/video',
          asSeller,
          (v) => ({ sellerProfileVideoUrl: v }),
          async () => seller.id,
        ),
      },
      {
        name: 'seller photo',
        kind: 'image',
        table: 'users',
        column: 'photo',
        save: put(
          '/api/protected/profile',
          asSeller,
          (v) => ({ photo: v }),
          async () => seller.id,
        ),
      },
      {
        name: 'seller testimonial video',
        kind: 'youtube',
        table: 'testimonials',
        column: 'videoUrl',
        save: create('/api/protected/testimonials', asSeller, (v) => ({ name: 'Ana', message: 'Bien', videoUrl: v })),
      },
      {
        name: 'seller testimonial photo',
        kind: 'image',
        table: 'testimonials',
        column: 'photo',
        save: create('/api/protected/testimonials', asSeller, (v) => ({ name: 'Ana', message: 'Bien', photo: v })),
      },
      {
        name: 'global testimonial video',
        kind: 'youtube',
        table: 'testimonials',
        column: 'videoUrl',
        save: create('/api/admin/testimonials', admin, (v) => ({ name: 'Ana', message: 'Bien', videoUrl: v })),
      },
      {
        name: 'global testimonial photo',
        kind: 'image',
        table: 'testimonials',
        column: 'photo',
        save: create('/api/admin/testimonials', admin, (v) => ({ name: 'Ana', message: 'Bien', photo: v })),
      },
      {
        name: 'gallery image',
        kind: 'image',
        table: 'gallery_images',
        column: 'imageUrl',
        save: create('/api/protected/gallery', asSeller, (v) => ({ imageUrl: v })),
      },
      {
        name: 'announcement image',
        kind: 'image',
        table: 'announcements',
        column: 'image',
        save: create('/api/admin/announcements', admin, (v) => announcementBody({ image: v })),
      },
      {
        name: 'announcement video',
        kind: 'video',
        table: 'announcements',
        column: 'videoUrl',
        save: create('/api/admin/announcements', admin, (v) =>
          announcementBody({ mediaType: 'video', image: null, videoUrl: v }),
        ),
      },
      {
        name: 'product image',
        kind: 'image',
        table: 'products',
        column: 'image',
        save: create('/api/admin/products', admin, (v) => productBody({ image: v })),
      },
      {
        name: 'team image',
        kind: 'image',
        table: 'team_images',
        column: 'imageUrl',
        save: create('/api/admin/team-images', admin, (v) => ({ imageUrl: v })),
      },
      {
        name: 'feature image',
        kind: 'image',
        table: 'product_features',
        column: 'imageUrl',
        save: create('/api/admin/product-features', admin, (v) => feature({ imageUrl: v })),
      },
      {
        name: 'feature video',
        kind: 'video',
        table: 'product_features',
        column: 'videoUrl',
        save: create('/api/admin/product-features', admin, (v) => feature({ videoUrl: v })),
      },
      {
        name: 'corporate video',
        kind: 'video',
        table: 'corporate_video',
        column: 'videoUrl',
        save: put(
          '/api/admin/corporate-video',
          admin,
          (v) => ({ title: 'T', description: 'D', videoUrl: v }),
          corporateRow,
        ),
      },
      {
        name: 'corporate thumbnail',
        kind: 'image',
        table: 'corporate_video',
        column: 'thumbnailUrl',
        save: put(
          '/api/admin/corporate-video',
          admin,
          (v) => ({ title: 'T', description: 'D', thumbnailUrl: v }),
          corporateRow,
        ),
      },
    );
  });
  afterAll(() => t.close());

  const storedValue = async (field: Field, rowId: number) =>
    (
      await t.sql<{ value: string | null }>(`SELECT "${field.column}" AS value FROM ${field.table} WHERE id = $1`, [
        rowId,
      ])
    )[0]?.value;
  const holding = async (field: Field, value: string) =>
    (
      await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${field.table} WHERE "${field.column}" = $1`, [value])
    )[0].n;

  it('refuses every hostile value on every field with a Spanish 400, storing nothing', async () => {
    const outcomes: string[] = [];
    for (const field of fields) {
      for (const value of HOSTILE) {
        const res = await field.save(value);
        const message = res.body.errors?.[field.column];
        const ok =
          res.status === 400 &&
          typeof message === 'string' &&
          /(debe ser|válida)/.test(message) &&
          (await holding(field, value)) === 0;
        if (!ok) outcomes.push(`${field.name} ← ${JSON.stringify(value)}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('stores valid values, YouTube links in their embed form', async () => {
    const outcomes: string[] = [];
    for (const field of fields) {
      for (const [input, expected] of VALID[field.kind]) {
        const res = await field.save(input);
        const stored = res.status < 300 ? await storedValue(field, res.rowId) : undefined;
        if (stored !== expected)
          outcomes.push(
            `${field.name} ← ${input}: ${res.status} stored ${JSON.stringify(stored)} ${JSON.stringify(res.body)}`,
          );
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('answers with the reason in Spanish', async () => {
    const gallery = await t
      .http()
      .post('/api/protected/gallery')
      .set(bearer(seller.token))
      .send({ imageUrl: 'https://evil.example/foto.webp' })
      .expect(400);
    expect(gallery.body.errors).toEqual({ imageUrl: 'La imagen debe ser un archivo subido a este sitio' });
    const video = await t
      .http()
      .put('/api/protected/video')
      .set(bearer(seller.token))
      .send({ sellerProfileVideoUrl: 'javascript://youtu.be/dQw4w9WgXcQ?%0Aalert(1)' })
      .expect(400);
    expect(video.body.message).toBe('Por favor ingresa una URL válida de YouTube');
    const corporate = await t
      .http()
      .put('/api/admin/corporate-video')
      .set(admin)
      .send({ title: 'T', description: 'D', videoUrl: 'https://vimeo.com/12345678' })
      .expect(400);
    expect(corporate.body.errors).toEqual({
      videoUrl: 'El video debe ser un enlace de YouTube o un archivo subido a este sitio',
    });
  });
});

describe('with cloud storage, images under its public URL are accepted and other hosts are not', () => {
  const publicUrl = 'https://media.multyhealth.example/bucket';
  let t: TestApp;
  let seller: TestSeller;
  beforeAll(async () => {
    t = await createTestApp({
      RUN_JOBS: 'false',
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'bucket',
      S3_PUBLIC_URL: publicUrl,
      S3_ENDPOINT: 'http://127.0.0.1:1',
    });
    seller = await createSeller(t);
  });
  afterAll(() => t.close());

  it.each([
    [`${publicUrl}/images/a.webp`, 201],
    ['/uploads/images/antigua.webp', 201],
    ['https://media.multyhealth.example/otro/images/a.webp', 400],
    ['https://media.multyhealth.example.evil.example/bucket/images/a.webp', 400],
    [`${publicUrl}/../images/a.webp`, 400],
    ['http://media.multyhealth.example/bucket/images/a.webp', 400],
  ])('gallery image %s → %i', async (imageUrl, status) => {
    const res = await t
      .http()
      .post('/api/protected/gallery')
      .set(bearer(seller.token))
      .send({ imageUrl })
      .expect(status);
    if (status === 201) expect(res.body.imageUrl).toBe(imageUrl);
  });
});
