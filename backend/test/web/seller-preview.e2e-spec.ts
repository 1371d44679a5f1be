import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createSeller, registerPending } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

// A stand-in for public-web/dist, so this suite does not depend on the front end having been built.
const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <title>Multyhealth | Transforma tu futuro como distribuidor</title>
    <meta name="description" content="Landing description" />
    <meta name="company-whatsapp" content="573001234567" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Multyhealth | Transforma tu futuro como distribuidor" />
    <meta property="og:description" content="Landing description" />
    <meta property="og:image" content="/images/og-image.jpg" />
    <meta property="og:url" content="/" />
    <link rel="preload" href="/images/hero.webp" as="image" data-route="landing" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('public site HTML (link previews, preloads, precompressed assets)', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mh-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(
      join(dist, 'route-preloads.json'),
      JSON.stringify({
        home: { js: ['/assets/landing-1.js'], css: ['/assets/landing-1.css'] },
        distributor: { js: ['/assets/distributor-1.js'], css: [] },
      }),
    );
    writeFileSync(join(dist, 'assets', 'index-abc.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
    process.env.PUBLIC_WEB_DIST = dist;
    t = await createTestApp({ PUBLIC_URL: 'https://multy.example' });
  });

  afterAll(async () => {
    delete process.env.PUBLIC_WEB_DIST;
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (path: string) =>
    t.http().get(path).set('Accept', 'text/html').expect(200).expect('Content-Type', /html/);
  const meta = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

  it("answers /u/{slug} with the seller's title, description and Open Graph tags, HTML-escaped", async () => {
    const seller = await createSeller(t);
    // Registration no longer accepts such a name; one stored before that rule must still come out escaped.
    await t.sql(`UPDATE users SET name = $1 WHERE id = $2`, ['Ana "La Fit" <Pérez>', seller.id]);
    await t
      .http()
      .put('/api/protected/profile')
      .set(bearer(seller.token))
      .send({
        city: 'Cali',
        personalMessage: 'Hola <script>alert("x")</script> & bienvenidos',
        whatsappMessage: '',
        showFAQ: true,
        showPrices: false,
        photo: '/images/demo/laura.webp',
      })
      .expect(200);

    const html = (await page(`/u/${seller.slug}`)).text;
    // A new member never chose a title: the page names them neutrally.
    expect(html).toContain('<title>Ana &quot;La Fit&quot; &lt;Pérez&gt; | Persona distribuidora Multyhealth</title>');
    expect(meta(html, 'og:title')).toBe('Ana &quot;La Fit&quot; &lt;Pérez&gt; | Persona distribuidora Multyhealth');
    expect(meta(html, 'description')).toBe('Hola &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; bienvenidos');
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:image')).toBe('https://multy.example/images/demo/laura.webp');
    expect(meta(html, 'og:url')).toBe(`https://multy.example/u/${seller.slug}`);
    expect(meta(html, 'og:type')).toBe('profile');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('/images/hero.webp');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/distributor-1.js">');
    expect(html).toContain('<link rel="preload" href="/images/demo/laura.webp" as="image"');

    // Without the built server renderer (this stand-in has none) the page is the plain app, which asks the API;
    // test/web/server-render.e2e-spec.ts covers the rendered page and its inlined state.
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('application/json');
  });

  it("titles the preview with the seller's chosen name, 'Distribuidora'", async () => {
    const seller = await createSeller(t, { name: 'Rosa Vega' });
    await t
      .http()
      .put('/api/protected/profile')
      .set(bearer(seller.token))
      .send({ distributorTitle: 'distribuidora' })
      .expect(200);
    const html = (await page(`/u/${seller.slug}`)).text;
    expect(html).toContain('<title>Rosa Vega | Distribuidora Multyhealth</title>');
    expect(meta(html, 'description')).toContain('Rosa Vega, distribuidora Multyhealth');
  });

  it('does not count a visit when it renders a preview', async () => {
    const seller = await createSeller(t);
    await page(`/u/${seller.slug}`);
    const dashboard = await t.http().get('/api/protected/dashboard').set(bearer(seller.token)).expect(200);
    expect(dashboard.body.visitCount).toBe(0);
  });

  it('falls back to a description and the site picture when the seller has neither message nor photo', async () => {
    const seller = await createSeller(t, { name: 'Luis Mora', city: 'Medellín' });
    const html = (await page(`/u/${seller.slug.toUpperCase()}`)).text;
    expect(meta(html, 'description')).toBe(
      'Luis Mora, persona distribuidora Multyhealth en Medellín, Colombia. Escríbeme por WhatsApp y te asesoro con Multydrink y Multytest.',
    );
    expect(meta(html, 'og:image')).toBe('https://multy.example/images/og-image.jpg');
  });

  it('answers unknown, pending and expired codes 404 with the plain single-page app, which shows Usuario no encontrado', async () => {
    const { body } = await registerPending(t, { name: 'Pendiente Pérez' });
    const expired = await createSeller(t, { name: 'Vencida Pérez' });
    await t.sql(`UPDATE users SET "paymentExpiresAt" = now() - interval '1 day' WHERE id = $1`, [expired.id]);
    for (const path of ['/u/no-existe', `/u/${String(body.code).toLowerCase()}`, `/u/${expired.slug}`, '/u/%E0%A4%A']) {
      const html = (await t.http().get(path).set('Accept', 'text/html').expect(404).expect('Content-Type', /html/))
        .text;
      expect(html).toContain('<title>Multyhealth | Transforma tu futuro como distribuidor</title>');
      expect(html).not.toContain('Pendiente');
      expect(html).not.toContain('Vencida');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('completes the landing: absolute Open Graph URLs, the company number, route preloads, no inline script', async () => {
    const html = (await page('/')).text;
    expect(meta(html, 'og:image')).toBe('https://multy.example/images/og-image.jpg');
    expect(meta(html, 'og:url')).toBe('https://multy.example/');
    expect(meta(html, 'company-whatsapp')).toBe('573009998877');
    expect(html).toContain('/images/hero.webp');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/landing-1.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-1.js">');
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
  });

  it('answers the site routes 200 and any other path 404 with the same single-page app', async () => {
    for (const path of ['/register', '/login/', '/dashboard', '/terminos', '/privacidad', '/register?ref=laura'])
      await page(path);
    for (const path of ['/no-existe', '/u', '/u/laura/extra', '/registro', '/dashboard/x']) {
      const res = await t.http().get(path).set('Accept', 'text/html').expect(404).expect('Content-Type', /html/);
      expect(res.text).toContain('<div id="root"></div>');
    }
    await t.http().get('/api/no-existe').expect(404).expect('Content-Type', /json/);
  });

  it('serves other routes the SPA without landing-only preloads', async () => {
    const html = (await page('/dashboard')).text;
    expect(html).not.toContain('hero.webp');
    expect(html).not.toContain('landing-1.js');
  });

  it('serves a precompressed asset to browsers that accept brotli', async () => {
    const br = await t
      .http()
      .get('/assets/index-abc.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    const plain = await t.http().get('/assets/index-abc.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });
});
