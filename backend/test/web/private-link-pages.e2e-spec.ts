import { existsSync } from 'node:fs';
import { passwordToken, registrationToken } from '../support/links.js';
import { createSeller, registerPending } from '../support/members.js';
import { createTestApp, sentMail, type TestApp } from '../support/test-app.js';
import { renderedRoot as root, renderedState as state, RENDERER } from './rendered-html.js';

// The pages of e-mailed private links, rendered with what the server read for their token (public-site-pages.ts).
describe('server-rendered private link pages (/registro/{token}, /restablecer-contrasena?token=)', () => {
  let t: TestApp;

  beforeAll(async () => {
    if (!existsSync(RENDERER))
      throw new Error(`Build the public site first (npm run build -w public-web): ${RENDERER}`);
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("renders an applicant's registration from its private link, kept nowhere, and leaves the return from the checkout to the browser", async () => {
    const { body } = await registerPending(t, { name: "Paula D'Ávila" });
    const token = registrationToken(await sentMail(t.config, (m) => m.to === body.email));
    const res = await t.http().get(`/registro/${token}`).set('Accept', 'text/html').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(root(res.text)).toContain('Hola, Paula D&#x27;Ávila</h1>');
    expect(root(res.text)).toContain('Pendiente de pago');
    expect(root(res.text)).toContain('350.000');
    expect(state(res.text)).toEqual([
      [['registration', token, null], expect.objectContaining({ name: "Paula D'Ávila", status: 'pending-payment' })],
    ]);
    expect(res.text).toMatch(/<noscript><div class="noscript-note">[^]*<\/noscript>\s*<div id="root">/);
    // The same view as the API's (what the browser hydrates with).
    const api = await t.http().get(`/api/registration/${token}`).expect(200);
    expect(state(res.text)[0][1]).toEqual(api.body);
    // Back from the online checkout the API confirms the payment first: the browser draws the page.
    const back = await t
      .http()
      .get(`/registro/${token}?id=12345-1700000000-00000`)
      .set('Accept', 'text/html')
      .expect(200);
    expect(back.text).toContain('<div id="root"></div>');
    expect(back.headers['cache-control']).toBe('no-store');
    await t
      .http()
      .get(`/registro/${'b'.repeat(43)}`)
      .set('Accept', 'text/html')
      .expect(404);
  });

  it('renders a password link already checked: the form for one that works, a new-link button otherwise; kept nowhere', async () => {
    const member = await createSeller(t, { name: 'Clara Enlace' });
    await t.http().post('/api/password-reset').send({ email: member.email }).expect(202);
    const token = passwordToken(
      await sentMail(t.config, (m) => m.to === member.email && m.subject.startsWith('Restablece')),
    );
    const works = await t
      .http()
      .get(`/restablecer-contrasena?token=${token}&utm_source=correo`)
      .set('Accept', 'text/html')
      .expect(200);
    expect(works.headers['cache-control']).toBe('no-store');
    expect(root(works.text)).toContain('Guardar contraseña');
    expect(root(works.text)).toContain('Este enlace sirve 60 minutos');
    expect(root(works.text)).not.toContain('aria-busy');
    expect(state(works.text)).toEqual([
      [['password-link', token], { valid: true, link: { purpose: 'password-reset', expiresAt: expect.any(String) } }],
    ]);
    // The page's check does not use the link up.
    await t.http().post('/api/password-reset/check').send({ token }).expect(200);

    for (const refused of ['x'.repeat(43), 'corto']) {
      const page = await t
        .http()
        .get(`/restablecer-contrasena?token=${refused}`)
        .set('Accept', 'text/html')
        .expect(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(root(page.text)).toContain('El enlace no es válido o ha expirado');
      expect(root(page.text)).toContain('Pedir un enlace nuevo');
      expect(root(page.text)).not.toContain('Guardar contraseña');
      expect(state(page.text)).toEqual([[['password-link', refused], { valid: false }]]);
    }
  });
});
