import { ErrorFilter } from '../../src/platform/http/error.filter.js';
import { NOT_TEXT_MESSAGE } from '../../src/platform/http/validation.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import * as fixture from '../media/fixtures.js';
import { createSeller } from '../support/members.js';
import { PERMITTED, createActors, isSpanishMessage, type Actors } from './actors.js';
import { buildCorpus, type BadRequest } from './bad-input-corpus.js';
import { snapshot } from './db-snapshot.js';
import { RULES, documentedRoutes, type DocumentedRoute } from './route-rules.js';

const IMAGE = '/uploads/images/foto.webp';
const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';
const testimonial = {
  name: 'María R.',
  message: 'Me encanta',
  city: 'Cali',
  rating: 5,
  photo: IMAGE,
  videoUrl: YOUTUBE,
};
const product = {
  name: 'Multydrink',
  description: 'Bebida',
  image: IMAGE,
  benefits: 'Energía',
  price: 180000,
  minPrice: 150000,
  type: 'multydrink',
};
const feature = {
  productType: 'multydrink',
  title: 'Energía',
  description: 'Todo el día',
  benefits: ['Energía'],
  ingredients: ['Zinc'],
  imageUrl: IMAGE,
  videoUrl: YOUTUBE,
  videoTitle: 'Video',
  order: 1,
  active: true,
};
const faq = { question: '¿Qué es?', answer: 'Una bebida', order: 2 };
const announcement = {
  title: 'Nuevo',
  description: 'Sabor nuevo',
  mediaType: 'image',
  image: IMAGE,
  order: 1,
  active: true,
  targetType: 'city',
  targetCity: 'Cali',
};
const teamImage = { imageUrl: IMAGE, title: 'Equipo', description: 'En Cali', order: 1, active: true, isActive: true };
const gallery = { imageUrl: IMAGE, title: 'Entrega', description: 'En Cali', isActive: true };
const material = {
  title: 'Foto para historias',
  kind: 'imagen',
  fileUrl: IMAGE,
  caption: 'Energía todo el día',
  campaign: 'Navidad',
  order: 1,
  active: true,
};

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
    const admin = bearer(actors.tokens.admin!);
    const seller = bearer(actors.sellerA.token);
    const create = async (path: string, auth: Record<string, string>, body: object) =>
      (await t.http().post(path).set(auth).send(body).expect(201)).body;
    ids = {
      '/api/admin/products': (await create('/api/admin/products', admin, product)).id,
      '/api/admin/product-features': (await create('/api/admin/product-features', admin, feature)).id,
      '/api/admin/testimonials': (await create('/api/admin/testimonials', admin, testimonial)).id,
      '/api/admin/faq': (await create('/api/admin/faq', admin, faq)).id,
      '/api/admin/announcements': (await create('/api/admin/announcements', admin, announcement)).id,
      '/api/admin/team-images': (await create('/api/admin/team-images', admin, teamImage)).id,
      '/api/admin/material': (await create('/api/admin/material', admin, material)).id,
      '/api/protected/testimonials': (await create('/api/protected/testimonials', seller, testimonial)).id,
      '/api/protected/gallery': (await create('/api/protected/gallery', seller, gallery)).id,
      '/api/admin/users': actors.pendingId,
      '/api/admin/renew-user': actors.sellerB.id,
      '/api/admin/legal-texts': (await t.sql<{ id: number }>(`SELECT id FROM legal_texts WHERE kind = 'terminos'`))[0]
        .id,
    };
    const upload = (
      await t
        .http()
        .post('/api/upload')
        .set(seller)
        .attach('image', await fixture.png(), 'a.png')
        .expect(201)
    ).body;
    const placed = await t
      .http()
      .post(`/api/user/${actors.sellerA.slug}/orders`)
      .send({ items: [{ productId: ids['/api/admin/products'], quantity: 1 }] })
      .expect(201);
    ids['/api/protected/orders'] = (
      await t.sql<{ id: number }>(`SELECT id FROM orders WHERE reference = $1`, [placed.body.reference])
    )[0].id;
    const password = 'nueva-clave-segura';
    // A real reset link for a member of its own (using it ends that member's sessions, not seller A's).
    const resetToken = 'enlace-de-prueba-para-restablecer-1234567';
    registrationToken = 'enlace-de-prueba-del-registro-pendiente-12';
    // A page showing a social profile, so a well-formed social click is accepted.
    await t.sql(`UPDATE users SET "socialLinks" = $2 WHERE id = $1`, [
      actors.sellerA.id,
      { instagram: 'https://www.instagram.com/vendedora' },
    ]);
    const recovering = await createSeller(t);
    await t.sql(
      `INSERT INTO member_tokens ("tokenHash", purpose, "userId", "expiresAt") VALUES (encode(sha256($1::bytea), 'hex'), 'password-reset', $2, now() + interval '1 hour')`,
      [resetToken, recovering.id],
    );
    await t.sql(
      `INSERT INTO member_tokens ("tokenHash", purpose, "userId") VALUES (encode(sha256($1::bytea), 'hex'), 'registration', $2)`,
      [registrationToken, actors.pendingId],
    );
    validBodies = {
      'POST /api/login': { email: actors.sellerA.email, password: actors.sellerA.password },
      'POST /api/password-reset': { email: 'nadie@example.com' },
      'POST /api/password-reset/check': { token: resetToken },
      'POST /api/password-reset/confirm': { token: resetToken, newPassword: password },
      'POST /api/register': {
        name: 'Nueva Vendedora',
        code: 'nueva-vendedora',
        whatsapp: '+573001112233',
        email: 'nueva@example.com',
        city: 'Cali',
        country: 'Colombia',
        discountCode: 'MULTY',
        ref: actors.sellerA.code,
        acceptTerms: true,
      },
      'DELETE /api/upload': { fileUrl: upload.url, publicId: upload.publicId },
      'POST /api/account-pricing/check-code': { discountCode: 'MULTY2026' },
      'POST /api/account-pricing': { regularPrice: 350000, discountPrice: 250000, discountCodes: 'MULTY2026' },
      'POST /api/protected/product-prices': { productId: ids['/api/admin/products'], price: 200000 },
      'POST /api/admin/products': product,
      'PUT /api/admin/products/{id}': product,
      'POST /api/admin/product-features': feature,
      'PUT /api/admin/product-features/{id}': feature,
      'POST /api/admin/testimonials': testimonial,
      'PUT /api/admin/testimonials/{id}': testimonial,
      'POST /api/admin/faq': faq,
      'PUT /api/admin/faq/{id}': faq,
      'PUT /api/admin/legal-texts/{id}': { title: 'Términos y Condiciones', body: 'Texto de prueba' },
      'POST /api/admin/announcements': announcement,
      'PUT /api/admin/announcements/{id}': announcement,
      'POST /api/admin/team-images': teamImage,
      'PUT /api/admin/team-images/{id}': teamImage,
      'POST /api/admin/material': material,
      'PUT /api/admin/material/{id}': material,
      'PUT /api/admin/corporate-video': {
        title: 'Conoce',
        description: 'La empresa',
        videoUrl: YOUTUBE,
        thumbnailUrl: IMAGE,
        active: true,
      },
      'POST /api/protected/testimonials': testimonial,
      'PUT /api/protected/testimonials/{id}': testimonial,
      'POST /api/protected/gallery': gallery,
      'PUT /api/protected/gallery/{id}': gallery,
      'PUT /api/admin/users/{id}': {
        name: 'Ana Pérez',
        email: 'ana.corregida@example.com',
        whatsapp: '+573001234567',
        city: 'Cali',
        country: 'Colombia',
      },
      'PUT /api/admin/users/{id}/approve': { password },
      // Without the expiry it extends, a renewal adds its year unconditionally (the SPEC's call).
      'POST /api/admin/renew-user/{id}': {},
      'POST /api/admin/change-password': {
        currentPassword: t.config.adminPassword,
        newPassword: password,
        confirmPassword: password,
      },
      'PUT /api/protected/profile': {
        city: 'Pereira',
        personalMessage: 'Hola',
        whatsappMessage: 'Escríbeme',
        showFAQ: false,
        showPrices: true,
        photo: IMAGE,
        socialLinks: { instagram: 'https://www.instagram.com/vendedora', tiktok: 'https://www.tiktok.com/@vendedora' },
      },
      'POST /api/user/{slug}/social-click': { network: 'instagram' },
      'PUT /api/protected/video': { sellerProfileVideoUrl: YOUTUBE },
      'POST /api/user/{slug}/orders': {
        items: [{ productId: ids['/api/admin/products'], quantity: 2 }],
        customerName: 'Laura',
        customerPhone: '+573005551234',
        city: 'Cali',
        note: 'En la tarde',
      },
      'PUT /api/protected/orders/{id}': { status: 'confirmado', customerName: 'Laura', note: 'Llamar antes' },
      'PUT /api/protected/orders/settings': { emailOnNewOrder: false },
      'POST /api/user/{slug}/whatsapp-click': { productId: ids['/api/admin/products'] },
      'POST /api/protected/change-password': {
        currentPassword: actors.sellerA.password,
        newPassword: password,
        confirmPassword: password,
      },
    };
  });
  afterAll(() => t.close());

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
      const ok =
        res.status >= 400 &&
        res.status < 500 &&
        /json/.test(res.headers['content-type'] ?? '') &&
        res.body?.statusCode === res.status &&
        isSpanishMessage(res.body?.message);
      if (!ok) wrong.push(`${request.label} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  }, 240_000);

  it('refuses text that cannot be stored in paths and query strings of reads too (400, not a database error)', async () => {
    const admin = bearer(actors.tokens.admin!);
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
      .set(bearer(actors.sellerA.token))
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
