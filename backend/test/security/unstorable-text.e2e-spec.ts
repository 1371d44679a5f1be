import { ErrorFilter } from '../../src/platform/http/error.filter.js';
import { NOT_TEXT_MESSAGE } from '../../src/platform/http/validation.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { isSpanishMessage } from './actors.js';

/** NUL and lone surrogates cannot be stored in PostgreSQL text: refused as a Spanish 400 everywhere, good Unicode kept. */
describe('text PostgreSQL cannot store', () => {
  let t: TestApp;
  let seller: TestSeller;

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    seller = await createSeller(t);
  });
  afterAll(() => t.close());

  it('refuses text that cannot be stored in paths and query strings of reads too (400, not a database error)', async () => {
    const admin = bearer(await t.adminToken());
    for (const [url, auth] of [
      ['/api/user/%00', {}],
      ['/api/user/a%00b/vcard', {}],
      ['/api/user/%ED%A0%80', {}],
      ['/api/announcements?city=Cali%00', {}],
      ['/api/announcements?country=%00', {}],
      ['/api/admin/users?filter=%7B%22q%22%3A%22%5Cu0000%22%7D', admin],
      ['/api/admin/faq?sort=%5B%22%00%22%2C%22ASC%22%5D', admin],
    ] as [string, Record<string, string>][]) {
      const res = await t.http().get(url).set(auth);
      expect([url, res.status, isSpanishMessage(res.body.message)]).toEqual([url, expect.any(Number), true]);
      expect([url, res.status >= 400 && res.status < 500]).toEqual([url, true]);
    }
  });

  it('still stores well-formed Unicode verbatim: emoji sequences, zero-width joiners, RTL marks, accents', async () => {
    const message = 'Gracias 👩‍👩‍👧 ¡ñandú! \u202eok\u202c 𝔘';
    const res = await t
      .http()
      .post('/api/protected/testimonials')
      .set(bearer(seller.token))
      .send({ name: 'Zoë', message })
      .expect(201);
    expect(await t.sql('SELECT name, message FROM testimonials WHERE id = $1', [res.body.id])).toEqual([
      { name: 'Zoë', message },
    ]);
  });

  it('maps PostgreSQL’s own refusal of NUL (22021) to the same Spanish 400, should one ever get past the pipe', async () => {
    const error = await t.sql('SELECT $1::text AS x', ['a\u0000b']).then(
      () => null,
      (e: unknown) => e,
    );
    const sent: { status?: number; body?: unknown } = {};
    const response = {
      headersSent: false,
      status: (s: number) => ((sent.status = s), response),
      json: (b: unknown) => void (sent.body = b),
    };
    new ErrorFilter().catch(error, { switchToHttp: () => ({ getResponse: () => response }) } as never);
    expect(sent).toEqual({ status: 400, body: { statusCode: 400, message: NOT_TEXT_MESSAGE } });
  });
});
