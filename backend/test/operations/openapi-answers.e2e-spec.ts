import { Validator } from '@seriousme/openapi-schema-validator';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller } from '../support/members.js';
import { createActors, type ActorName, type Actors } from '../security/actors.js';
import { buildCorpus, type BadRequest } from '../security/bad-input-corpus.js';
import { documentedRoutes, type DocumentedRoute } from '../security/route-rules.js';
import { AnswerChecker, type OpenApiDocument } from './openapi-answers.js';

const REGISTRATION_TOKEN = 'enlace-de-prueba-del-documento-de-la-api-1';

/** Every answer the server gives, checked against the document it publishes: the document is the API's contract. */
describe('the OpenAPI document tells the whole truth', () => {
  let t: TestApp;
  let actors: Actors;
  let document: OpenApiDocument;
  let routes: DocumentedRoute[];
  let checker: AnswerChecker;

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    actors = await createActors(t);
    document = (await t.http().get('/api/docs-json').expect(200)).body as OpenApiDocument;
    routes = await documentedRoutes(t);
    checker = new AnswerChecker(document);
    const admin = bearer(actors.tokens.admin!);
    // Something in every list: a sponsored seller beside sponsor-less ones, content, a seller's own items.
    await createSeller(t, { ref: actors.sellerA.code });
    await t.http().post('/api/admin/faq').set(admin).send({ question: '¿Qué es?', answer: 'Una bebida' }).expect(201);
    await t
      .http()
      .post('/api/admin/products')
      .set(admin)
      .send({ name: 'Multydrink', description: 'Bebida', image: '/uploads/images/p.webp', price: 180000 })
      .expect(201);
    await t
      .http()
      .post('/api/protected/testimonials')
      .set(bearer(actors.sellerA.token))
      .send({ name: 'Clienta', message: 'Me encanta', city: 'Cali', rating: 5 })
      .expect(201);
    await t.sql(
      `INSERT INTO member_tokens ("tokenHash", purpose, "userId") VALUES (encode(sha256($1::bytea), 'hex'), 'registration', $2)`,
      [REGISTRATION_TOKEN, actors.pendingId],
    );
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.0 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every error answer with the one ErrorDto and the CSV and vCard answers with their types', () => {
    const wrong: string[] = [];
    // The order form without JavaScript answers its refusals as Spanish pages too.
    const htmlToo = (key: string) => /^POST \/api\/user\/\{slug\}\/order-form (400|404|429)$/.test(key);
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const [status, answer] of Object.entries(operation.responses)) {
          const key = `${method.toUpperCase()} ${path} ${status}`;
          const { 'text/html': html, ...json } = answer.content ?? {};
          if (htmlToo(key) && !html) wrong.push(`${key} without text/html`);
          const content = htmlToo(key) ? json : answer.content;
          if (Number(status) >= 400 && Number(status) < 500 && JSON.stringify(content) !== ERROR_CONTENT)
            wrong.push(key);
        }
    expect(wrong).toEqual([]);
    expect(Object.keys(document.paths['/api/admin/users/export'].get.responses['200'].content ?? {})).toEqual([
      'text/csv',
    ]);
    expect(Object.keys(document.paths['/api/user/{slug}/vcard'].get.responses['200'].content ?? {})).toEqual([
      'text/vcard',
    ]);
  });

  it('lists the status, type and body of every GET answer, for an admin, a seller and an anonymous caller', async () => {
    const admin = bearer(actors.tokens.admin!);
    const firstIdOf = async (collection: string) => {
      const list = await t.http().get(collection).set(admin);
      return Array.isArray(list.body) && list.body.length ? (list.body[0] as { id: number }).id : 999999;
    };
    const gets = routes.filter((r) => r.method === 'get');
    expect(gets.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const route of gets) {
      const url = route.path
        .replace('{memberId}', String(actors.sellerA.id))
        .replace('{id}', String(await firstIdOf(route.path.replace(/\/\{id\}.*$/, ''))))
        .replace('{slug}', actors.sellerA.slug)
        .replace('{token}', REGISTRATION_TOKEN)
        .replace('{kind}', 'terminos');
      for (const actor of ['admin', 'sellerA', 'anonymous'] as ActorName[]) {
        const token = actors.tokens[actor];
        const res = await (token ? t.http().get(url).set(bearer(token)) : t.http().get(url));
        const problem = checker.check('get', route.path, res);
        if (problem) wrong.push(`GET ${url} as ${actor}: ${problem}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('lists the status and body of the answer to each of 200+ malformed writes', async () => {
    // Each write route's malformed requests (bad-input-corpus.ts), built on an empty body instead of a valid one.
    const corpus = buildCorpus(routes, {
      validBodies: Object.fromEntries(routes.map((r) => [r.key, {}])),
      ids: {},
      slug: actors.sellerA.slug,
      token: REGISTRATION_TOKEN,
    });
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const wrong: string[] = [];
    for (const request of corpus) {
      const res = await send(request);
      const path = request.label.split(': ')[0].split(' ')[1];
      const problem = checker.check(request.method, path, res);
      if (problem) wrong.push(`${request.label}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  const send = (r: BadRequest) => {
    let req = t.http()[r.method](r.url);
    const token = actors.tokens[r.actor];
    if (token) req = req.set(bearer(token));
    if (!r.raw) return req.send(r.json as object);
    req = req.set('Content-Type', r.raw.type);
    if (r.raw.encoding) req = req.set('Content-Encoding', r.raw.encoding);
    return req.send(r.raw.body);
  };
});

const ERROR_CONTENT = JSON.stringify({ 'application/json': { schema: { $ref: '#/components/schemas/ErrorDto' } } });
