import { ErrorFilter } from '../../src/platform/http/error.filter.js';
import { NOT_TEXT_MESSAGE } from '../../src/platform/http/validation.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { PERMITTED, createActors, isSpanishMessage, type Actors } from './actors.js';
import { buildCorpus, type BadRequest } from './bad-input-corpus.js';
import { snapshot } from './db-snapshot.js';
import { RULES, documentedRoutes, type DocumentedRoute } from './route-rules.js';
import { prepareValidWrites } from './valid-writes.js';

const HTML_FORM_ROUTES = new Set(['POST /api/user/{slug}/order-form']);

/** Whatever arrives, the answer is a Spanish 4xx with the usual body, never a 500, and nothing is written. */
describe('a corpus of malformed requests over every write endpoint', () => {
  let t: TestApp;
  let actors: Actors;
  let routes: DocumentedRoute[];
  let validBodies: Record<string, Record<string, unknown>>;
  let ids: Record<string, number>;
  let registrationToken: string;

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    actors = await createActors(t);
    // Deleting the account deletes the seller every other route here runs as (and each wrong password counts in its
    // budget); a data request mails a typed address (per-address budget) and is answered only once; an acceptance
    // comes after the password change that ends this seller's session. Their bad input is covered in
    // test/privacy/account-deletion, data-requests and consents e2e specs.
    const covered = [
      'DELETE /api/protected/account',
      'POST /api/data-requests',
      'PUT /api/admin/data-requests/{id}',
      'POST /api/protected/consents',
      // Online payment is off here (its routes answer 404); its events are covered in test/payments.
      'POST /api/payments/wompi/events',
    ];
    routes = (await documentedRoutes(t)).filter((route) => !covered.includes(route.key));
    ({ validBodies, ids, registrationToken } = await prepareValidWrites(t, actors));
  });
  afterAll(() => t.close());

  // First, in the same application as the corpus (one start fewer) with its own seller: the corpus's last test changes
  // the passwords.
  /** NUL and lone surrogates cannot be stored in PostgreSQL text: refused as a Spanish 400 everywhere, good Unicode kept. */
  describe('text PostgreSQL cannot store', () => {
    let seller: TestSeller;

    beforeAll(async () => {
      seller = await createSeller(t);
    });

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

  const send = (r: BadRequest) => {
    let req = t.http()[r.method](r.url);
    const token = actors.tokens[r.actor];
    if (token) req = req.set(bearer(token));
    if (r.raw) {
      req = req.set('Content-Type', r.raw.type);
      if (r.raw.encoding) req = req.set('Content-Encoding', r.raw.encoding);
      return req.send(r.raw.body);
    }
    return req.send(r.json as object);
  };

  it('answers at least 200 malformed requests with a Spanish 4xx and changes nothing', async () => {
    const corpus = buildCorpus(routes, { validBodies, ids, slug: actors.sellerA.slug, token: registrationToken });
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    expect(new Set(corpus.map((r) => r.label.split(':')[0])).size).toBe(
      routes.filter((r) => r.method !== 'get').length,
    );

    const before = await snapshot(t);
    const wrong: string[] = [];
    for (const request of corpus) {
      const res = await send(request);
      const type = res.headers['content-type'] ?? '';
      // The order form without JavaScript answers its refusals as a Spanish page with the way back to the cart.
      const htmlRefusal = HTML_FORM_ROUTES.has(request.label.split(':')[0]) && /text\/html/.test(type);
      const message = htmlRefusal ? /<p role="alert">([^<]*)<\/p>/.exec(res.text)?.[1] : res.body?.message;
      const ok =
        res.status >= 400 &&
        res.status < 500 &&
        (htmlRefusal || (/json/.test(type) && res.body?.statusCode === res.status)) &&
        isSpanishMessage(message);
      if (!ok) wrong.push(`${request.label} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  }, 240_000);

  it('accepts each unbroken body, so every refusal above came from the one thing broken', async () => {
    // A saved legal text is a new version the seller must accept before anything else works (docs/privacy.md).
    const acceptLegalTexts = async (token: string) => {
      const status = (await t.http().get('/api/protected/consents').set(bearer(token))).body;
      const shown = Object.fromEntries(
        (status.pending ?? []).map((v: { kind: string; policyVersion: { version: number } }) => [
          v.kind,
          v.policyVersion.version,
        ]),
      );
      await t.http().post('/api/protected/consents').set(bearer(token)).send(shown);
    };
    // A password change ends seller A's sessions: it goes last.
    const last = (r: DocumentedRoute) => Number(r.key.endsWith('/change-password'));
    for (const route of routes.filter((r) => validBodies[r.key]).sort((a, b) => last(a) - last(b))) {
      const collection = route.path.replace(/\/\{id\}.*$/, '');
      const url = route.path.replace('{id}', String(ids[collection])).replace('{slug}', actors.sellerA.slug);
      const token = actors.tokens[PERMITTED[RULES[route.key]]];
      if (token && RULES[route.key] !== 'admin') await acceptLegalTexts(token);
      const req = t.http()[route.method](url);
      const res = await (token ? req.set(bearer(token)) : req).send(validBodies[route.key]);
      expect([route.key, res.status < 300 ? 'accepted' : res.body]).toEqual([route.key, 'accepted']);
    }
  });
});
