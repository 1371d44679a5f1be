import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_ROUTES, type SiteRoute } from '@multyhealth/rules';
import { registrationToken } from '../support/links.js';
import { createSeller, registerPending } from '../support/members.js';
import { createTestApp, sentMail, type TestApp } from '../support/test-app.js';

// A stand-in for public-web/dist: the status of a page does not depend on the front end having been built.
const INDEX = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Multyhealth</title></head><body><div id="root"></div></body></html>`;

describe('HTTP status of the public site routes (one route list for the router and the server)', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mh-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    process.env.PUBLIC_WEB_DIST = dist;
    t = await createTestApp();
  });

  afterAll(async () => {
    delete process.env.PUBLIC_WEB_DIST;
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The customer's order page of a new order of the seller's first product (the path of its trackingUrl). */
  const trackingPath = async (seller: { slug: string }) => {
    const [{ id }] = await t.sql<{ id: number }>(
      `INSERT INTO products (name, description, price, "minPrice") VALUES ('Ruta', 'Producto', 1000, 1000) RETURNING id`,
    );
    const res = await t
      .http()
      .post(`/api/user/${seller.slug}/orders`)
      .send({ items: [{ productId: id, quantity: 1 }] })
      .expect(201);
    const url = new URL(res.body.trackingUrl as string);
    return `${url.pathname}${url.search}`;
  };

  const status = async (path: string) => (await t.http().get(path).set('Accept', 'text/html')).status;

  it('answers 200 for every route the app draws, each written as an e-mail or a visitor links to it', async () => {
    const seller = await createSeller(t, { name: 'Ruta Pérez' });
    const { body } = await registerPending(t, { name: 'Pendiente Ruta' });
    const token = registrationToken(await sentMail(t.config, (m) => m.to === body.email));
    const examples: Record<SiteRoute, string[]> = {
      home: ['/'],
      distributor: [`/u/${seller.slug}`, `/u/${seller.slug}/`, `/u/${seller.slug}?src=whatsapp`],
      register: ['/register', '/register?ref=laura'],
      login: ['/login', '/login/'],
      dashboard: ['/dashboard'],
      terms: ['/terminos'],
      privacy: ['/privacidad'],
      forgotPassword: ['/recuperar-contrasena'],
      resetPassword: [`/restablecer-contrasena?token=${'a'.repeat(43)}`, '/restablecer-contrasena'],
      registrationStatus: [`/registro/${token}`, `/registro/${token}/`],
      orderTracking: [await trackingPath(seller)],
    };
    expect(Object.keys(examples).sort()).toEqual(Object.keys(SITE_ROUTES).sort());
    for (const paths of Object.values(examples))
      for (const path of paths) expect({ path, status: await status(path) }).toEqual({ path, status: 200 });
  });

  it('answers 404 for what is truly missing: unknown paths, sellers and registration links', async () => {
    for (const path of [
      '/no-existe',
      '/u',
      '/u/no-existe',
      '/u/laura/extra',
      '/registro',
      `/registro/${'b'.repeat(43)}`,
      '/registro/corto',
      '/dashboard/x',
      '/recuperar-contrasena/x',
      '/pedido/MH-ZZZZZ?t=' + 'c'.repeat(32),
      '/pedido/x',
      (await trackingPath(await createSeller(t, { name: 'Pedido Ruta' }))).replace(/t=./, 't=%21'),
    ])
      expect({ path, status: await status(path) }).toEqual({ path, status: 404 });
    await t.http().get('/api/no-existe').expect(404).expect('Content-Type', /json/);
  });

  it('gives each page the browser draws its heading and a note for a browser without JavaScript', async () => {
    const { body } = await registerPending(t, { name: 'Sin Script' });
    const token = registrationToken(await sentMail(t.config, (m) => m.to === body.email));
    const headings: [string, string][] = [
      ['/register?ref=laura', 'Regístrate como distribuidor'],
      ['/login', 'Iniciar Sesión'],
      ['/recuperar-contrasena', 'Recuperar contraseña'],
      [`/restablecer-contrasena?token=${'a'.repeat(43)}`, 'Elige tu contraseña'],
      [`/registro/${token}`, 'Mi registro'],
      ['/terminos', 'Términos y Condiciones'],
      ['/privacidad', 'Política de Privacidad'],
    ];
    for (const [path, heading] of headings) {
      const page = await t.http().get(path).set('Accept', 'text/html').expect(200);
      const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(page.text)?.[1] ?? '';
      expect({ path, heading: /<h1>(.*?)<\/h1>/.exec(noscript)?.[1] }).toEqual({ path, heading });
      expect(noscript).toContain('Esta página necesita JavaScript');
      expect(noscript).not.toContain('<main');
    }
    const missing = await t.http().get('/no-existe').set('Accept', 'text/html').expect(404);
    expect(missing.text).not.toContain('Esta página necesita JavaScript');
  });
});
