import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { adminCreate, productBody } from '../content/content-fixtures.js';
import * as fixture from '../media/fixtures.js';
import { createSeller, type TestSeller } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { renderedRoot as root, renderedState as state, RENDERER } from './rendered-html.js';

describe('server-rendered public pages (/, /u/{slug}, /terminos, /privacidad)', () => {
  let t: TestApp;
  let seller: TestSeller;

  beforeAll(async () => {
    if (!existsSync(RENDERER))
      throw new Error(`Build the public site first (npm run build -w public-web): ${RENDERER}`);
    t = await createTestApp();
    await adminCreate(t, 'products', productBody({ name: 'Multydrink <Original>' }));
    seller = await createSeller(t, { name: 'Ana Pérez' });
  });
  afterAll(() => t.close());

  const html = async (path: string, status = 200) =>
    (await t.http().get(path).set('Accept', 'text/html').expect(status).expect('Content-Type', /html/)).text;
  // Content lists are read at most once a second for the rendered pages (server-render.ts).
  const contentFreshness = () => new Promise((resolve) => setTimeout(resolve, 1100));
  const profile = (body: Record<string, unknown>) =>
    t
      .http()
      .put('/api/protected/profile')
      .set(bearer(seller.token))
      .send({ whatsappMessage: '', showFAQ: false, showPrices: true, ...body })
      .expect(200);

  it("renders the seller's name, WhatsApp link and products into the HTML, with the data for hydration", async () => {
    const page = await html(`/u/${seller.slug}`);
    const markup = root(page)!;
    expect(markup).toContain('<h1 id="seller-name">Ana Pérez</h1>');
    expect(markup).toMatch(/<a class="btn btn--whatsapp btn--lg" href="https:\/\/wa\.me\/573001234567\?text=[^"]+"/);
    expect(markup).toContain('Multydrink &lt;Original&gt;');
    expect(markup).toContain('Pedir por WhatsApp');
    const keys = state(page).map(([key]) => key);
    expect(keys).toEqual(expect.arrayContaining([['public-page', seller.slug], ['products']]));
    // The brand's colours travel with the HTML: the page is styled before any script runs.
    expect(page).toMatch(/<style>:root\{--mh-green:#[0-9A-Fa-f]{6};/);
  });

  it('escapes hostile seller text in the markup and in the inlined state', async () => {
    await t.sql(`UPDATE users SET name = $1 WHERE id = $2`, ['Ana <img src=x onerror=alert(1)>', seller.id]);
    await profile({ personalMessage: 'Hola </script><script>alert("x")</script> & <!-- bienvenidos' });

    const page = await html(`/u/${seller.slug}`);
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<!-- bienvenidos');
    // Exactly the site's own scripts: the module entry and the inert state.
    expect(page.match(/<script\b/g)).toHaveLength(2);
    expect(root(page)).toContain('<h1 id="seller-name">Ana &lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(root(page)).toContain(
      'Hola &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;!-- bienvenidos',
    );
    const data = state(page).find(([key]) => key[0] === 'public-page')![1] as {
      user: { name: string; personalMessage: string };
    };
    expect(data.user.name).toBe('Ana <img src=x onerror=alert(1)>');
    expect(data.user.personalMessage).toBe('Hola </script><script>alert("x")</script> & <!-- bienvenidos');
    expect(data).not.toHaveProperty('memberId');
  });

  it('shows a change at the next view (the kept markup follows the data)', async () => {
    await profile({ personalMessage: 'Primera versión' });
    expect(root(await html(`/u/${seller.slug}`))).toContain('Primera versión');
    await profile({ personalMessage: 'Segunda versión' });
    const page = await html(`/u/${seller.slug}`);
    expect(root(page)).toContain('Segunda versión');
    expect(root(page)).not.toContain('Primera versión');
  });

  it('shows a catalogue change on both rendered pages once its one second of freshness is over', async () => {
    const product = await adminCreate(t, 'products', productBody({ name: 'Multytest Clásico' }));
    await contentFreshness();
    for (const path of ['/', `/u/${seller.slug}`]) expect(root(await html(path))).toContain('Multytest Clásico');
    await t
      .http()
      .put(`/api/admin/products/${product.id}`)
      .set(bearer(await t.adminToken()))
      .send(productBody({ name: 'Multytest Renovado' }))
      .expect(200);
    await contentFreshness();
    for (const path of ['/', `/u/${seller.slug}`]) {
      const markup = root(await html(path))!;
      expect(markup).toContain('Multytest Renovado');
      expect(markup).not.toContain('Multytest Clásico');
    }
  });

  it('offers the srcset of an uploaded photo, and fetches it from <head>', async () => {
    const upload = await t
      .http()
      .post('/api/upload')
      .set(bearer(seller.token))
      .attach('image', await fixture.png(1000, 1000), 'foto.png')
      .expect(201);
    const photo = upload.body.url as string;
    await profile({ photo });
    const page = await html(`/u/${seller.slug}`);
    const base = photo.replace(/\.webp$/, '');
    const srcset = `${base}.w400.webp 400w, ${base}.w800.webp 800w, ${base}.w1200.webp 1200w, ${photo} 1600w`;
    expect(root(page)).toContain(`srcSet="${srcset}" sizes="128px"`);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" imageSrcSet="${srcset}" imageSizes="128px"`);
    for (const width of [400, 800, 1200]) await t.http().get(`${base}.w${width}.webp`).expect(200);
  });

  it('answers 404 for an unknown or inactive code, as the plain app (no markup, no state)', async () => {
    const page = await html('/u/no-existe-este-codigo', 404);
    expect(page).toContain('<div id="root"></div>');
    expect(page).not.toContain('mh-state');
    await t.sql(`UPDATE users SET status = 'pending' WHERE id = $1`, [seller.id]);
    expect(await html(`/u/${seller.slug}`, 404)).toContain('<div id="root"></div>');
  });

  it('renders the landing with its hero and its content lists', async () => {
    const page = await html('/');
    expect(root(page)).toContain('Transforma Tu Futuro con');
    expect(root(page)).toContain('Multydrink &lt;Original&gt;');
    const keys = state(page).map(([key]) => key[0]);
    expect(keys).toEqual(
      expect.arrayContaining(['products', 'product-features', 'testimonials', 'faq', 'team-images', 'announcements']),
    );
  });

  it("renders the legal pages with the admin's text, escaped, and shows a change at the next view", async () => {
    const privacy = await html('/privacidad');
    expect(root(privacy)).toContain('<h1>Política de Privacidad</h1>');
    expect(root(privacy)).toContain('<h2>1. Responsable del tratamiento</h2>');
    expect(state(privacy).map(([key]) => key)).toEqual([['legal', 'privacidad']]);

    const [{ id }] = await t.sql<{ id: number }>(`SELECT id FROM legal_texts WHERE kind = 'terminos'`);
    await t
      .http()
      .put(`/api/admin/legal-texts/${id}`)
      .set(bearer(await t.adminToken()))
      .send({ title: 'Términos de uso', body: '# Uso del sitio\nTexto <script>alert(1)</script> nuevo.' })
      .expect(200);
    await contentFreshness();
    const terms = await html('/terminos');
    expect(root(terms)).toContain('<h1>Términos de uso</h1>');
    expect(root(terms)).toContain('Texto &lt;script&gt;alert(1)&lt;/script&gt; nuevo.');
    expect(terms).not.toContain('<script>alert');
    expect(terms).not.toContain('<noscript>');
  });

  it('renders the sign-up, sign-in and password forms with their query, and a note for a browser without JavaScript', async () => {
    const register = await html('/register?ref=laura');
    expect(root(register)).toContain('Regístrate como distribuidor</h1>');
    expect(root(register)).toContain('350.000');
    // The form's default dial code is in the HTML, not only set once the script runs.
    expect(root(register)).toMatch(/<option value="\+57" selected="">\+57<!-- --> <!-- -->Colombia<\/option>/);
    expect(state(register).map(([key]) => key)).toEqual([['account-pricing']]);
    for (const [path, heading] of [
      ['/login', 'Iniciar Sesión'],
      ['/recuperar-contrasena', 'Recuperar contraseña'],
      [`/restablecer-contrasena?token=${'a'.repeat(43)}`, 'Elige tu contraseña'],
      ['/register', 'Regístrate como distribuidor'],
    ]) {
      const page = await html(path);
      expect({ path, heading: root(page)?.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] }).toEqual({ path, heading });
      expect(page).toMatch(
        /<noscript><div class="noscript-note"><p>Esta página necesita JavaScript[^]*<\/noscript>\s*<div id="root">/,
      );
    }
    // A login link of the console says the session expired: rendered from the query.
    expect(root(await html('/login?expirada=1'))).not.toEqual(root(await html('/login')));
  });

  it("names the site's creator without a link to itself when no CREATOR_URL is configured", async () => {
    const page = await html('/');
    expect(root(page)).toContain('<p>Página creada por<!-- --> <!-- -->el equipo digital de Multyhealth</p>');
    expect(page).not.toContain('name="creator-url"');
  });

  it('leaves other pages and the server renderer itself to the browser', async () => {
    expect(await html('/dashboard')).toContain('<div id="root"></div>');
    await t.http().get('/ssr/entry-server.js').set('Accept', 'text/html').expect(404);
  });

  it('starts the app after the first paint: no module script or preload in the page, the inline loader allowed by the CSP', async () => {
    const fresh = await createSeller(t, { name: 'Marta Ruiz' });
    for (const path of ['/', `/u/${fresh.slug}`, '/terminos']) {
      const res = await t.http().get(path).set('Accept', 'text/html').expect(200);
      expect(res.text).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const loader = res.text.match(/<script data-src="(\/assets\/index-[\w-]+\.js)">([^<]+)<\/script>/)!;
      await t.http().get(loader[1]).expect(200);
      const hash = createHash('sha256').update(loader[2]).digest('base64');
      expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
    // A page drawn by the browser keeps its ordinary module script.
    expect(await html('/dashboard')).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  });
});

describe("server-rendered pages with a company WhatsApp number and the creator's site", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      COMPANY_WHATSAPP: '+57 311 222 3344',
      CREATOR_NAME: 'Estudio <Ejemplo> & Co',
      CREATOR_URL: 'https://estudio.example/multyhealth',
    });
  });
  afterAll(() => t.close());

  it("links 'Página creada por' to the creator's site on the landing and a distributor's page, escaped", async () => {
    const seller = await createSeller(t, { name: 'Lía Prado' });
    const link =
      '<a href="https://estudio.example/multyhealth" target="_blank" rel="noopener noreferrer">Estudio &lt;Ejemplo&gt; &amp; Co</a>';
    for (const path of ['/', `/u/${seller.slug}`]) {
      const page = (await t.http().get(path).set('Accept', 'text/html').expect(200)).text;
      expect({ path, footer: page.includes(link) }).toEqual({ path, footer: true });
      // The browser's own renders read the same credit from these tags.
      expect(page).toContain('<meta name="creator-name" content="Estudio &lt;Ejemplo&gt; &amp; Co" />');
      expect(page).toContain('<meta name="creator-url" content="https://estudio.example/multyhealth" />');
    }
  });

  it("renders the company's links with the configured number, passed to the renderer rather than set globally", async () => {
    const page = (await t.http().get('/').set('Accept', 'text/html').expect(200)).text;
    const markup = page.match(/<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/)![1];
    expect(markup).toMatch(/href="https:\/\/wa\.me\/573112223344\?text=/);
    expect(markup).not.toContain('wa.me/573001234567');
  });
});
