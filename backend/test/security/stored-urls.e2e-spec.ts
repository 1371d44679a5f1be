import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { storedUrlFields, type Field } from './stored-url-fields.js';
import { HOSTILE, VALID } from './stored-url-values.js';

describe('stored URL fields refuse what could run or cannot be shown, and normalise YouTube links', () => {
  let t: TestApp;
  let seller: TestSeller;
  let admin: Record<string, string>;
  let fields: Field[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    seller = await createSeller(t);
    admin = bearer(await t.adminToken());
    fields = storedUrlFields(t, seller, admin);
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
