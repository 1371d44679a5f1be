import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { test } from './app-page';
import { latestMail } from './outbox';
import {
  ADMIN,
  apiLogin,
  approvedSeller,
  blockOutsideHosts,
  DEMO_SELLER,
  DESKTOP,
  loginInBrowser,
  PHONE,
} from './support';

// Ley 1581 de 2012 in the member's dashboard and on /privacidad (docs/privacy.md), at 390 and 1440 px.
const stamp = Date.now().toString(36);
const SHOTS = process.env.SHOTS_DIR;
/** The demo members other spec files sign in as: they accept whatever this file publishes (see afterAll). */
const DEMO_MEMBERS = [
  DEMO_SELLER.email,
  'camilo@multyhealth.local',
  'valentina@multyhealth.local',
  'andres@multyhealth.local',
];

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

/** The administrator saves a new text of the privacy policy: a new version every member must accept. */
async function publishPrivacyPolicy(request: APIRequestContext, body: string): Promise<void> {
  const admin = { Authorization: `Bearer ${(await apiLogin(request, ADMIN)).token}` };
  const texts: { id: number; kind: string; title: string }[] = await (
    await request.get('/api/admin/legal-texts', { headers: admin })
  ).json();
  const privacy = texts.find((text) => text.kind === 'privacidad')!;
  const saved = await request.put(`/api/admin/legal-texts/${privacy.id}`, {
    headers: admin,
    data: { title: privacy.title, body },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Accepts the versions in force as `email` (demo password), so later spec files find a usable dashboard. */
async function acceptAsDemoMember(request: APIRequestContext, email: string): Promise<void> {
  const auth = {
    Authorization: `Bearer ${(await apiLogin(request, { email, password: DEMO_SELLER.password })).token}`,
  };
  const status: { pending: { kind: string; policyVersion: { version: number } }[] } = await (
    await request.get('/api/protected/consents', { headers: auth })
  ).json();
  if (!status.pending.length) return;
  const shown = Object.fromEntries(status.pending.map((text) => [text.kind, text.policyVersion.version]));
  expect((await request.post('/api/protected/consents', { headers: auth, data: shown })).status()).toBe(200);
}

/** A screenshot for review, only when SHOTS_DIR is set (kept out of the repository). */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

/** Nothing sticks out sideways at this width. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('a new version of the privacy policy', () => {
  test.afterAll(async ({ request }) => {
    for (const email of DEMO_MEMBERS) await acceptAsDemoMember(request, email);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px the member must accept it before anything else works, or log out`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const seller = await approvedSeller(request, 'Teresa Consentida', `Acepta${viewport.width}-${stamp}`);
      const other = await approvedSeller(request, 'Olga Saliente', `Sale${viewport.width}-${stamp}`);
      const policy = `# Política de privacidad ${viewport.width}-${stamp}\n\nAhora también guardamos las cifras de tu página.`;
      await publishPrivacyPolicy(request, policy);

      await loginInBrowser(page, request, seller);
      const screen = page.getByRole('region', { name: 'Actualizamos nuestros textos legales' });
      await expect(screen).toBeVisible();
      await expect(screen).toContainText('Ahora también guardamos las cifras de tu página.');
      // The admin's Markdown is shown as text with its titles, not as typed.
      await expect(
        screen.getByRole('heading', { name: `Política de privacidad ${viewport.width}-${stamp}` }),
      ).toBeVisible();
      await expect(screen).not.toContainText('# Política');
      await expect(screen.getByRole('heading', { name: /Política de Privacidad \(versión \d+\)/ })).toBeVisible();
      // The panel itself is not there, and the API refuses everything but the acceptance.
      await expect(page.getByRole('tablist', { name: 'Secciones del panel' })).toHaveCount(0);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const blocked = await request.get('/api/protected/dashboard', { headers: { Authorization: `Bearer ${token}` } });
      expect(blocked.status()).toBe(428);
      await expectNoSidewaysScroll(page);
      await shot(page, 'textos-legales-nuevos');

      const accept = screen.getByRole('button', { name: 'Aceptar y continuar' });
      await expect(accept).toBeDisabled();
      await screen.getByRole('checkbox', { name: 'He leído y acepto los textos anteriores' }).check();
      await accept.click();
      await expect(screen).toBeHidden();
      await expect(page.getByRole('tablist', { name: 'Secciones del panel' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('tablist', { name: 'Secciones del panel' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Actualizamos nuestros textos legales' })).toHaveCount(0);

      // Another member leaves instead: signed out, and still asked at the next visit.
      await page.evaluate(() => localStorage.clear());
      await loginInBrowser(page, request, other);
      await expect(screen).toBeVisible();
      await screen.getByRole('button', { name: 'Cerrar Sesión' }).click();
      await expect(page).not.toHaveURL(/\/dashboard/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await loginInBrowser(page, request, other);
      await expect(screen).toBeVisible();
    });
  }
});

test("'Mis datos' downloads the member's file without any password hash", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const seller = await approvedSeller(request, 'Marcela Descarga', `Descarga-${stamp}`);
  await loginInBrowser(page, request, seller);
  await page.getByRole('tab', { name: 'Mis datos' }).click();
  await expect(page.getByRole('heading', { name: 'Mis datos' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar mis datos' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('mis-datos-multyhealth.json');
  const text = readFileSync((await download.path())!, 'utf8');
  const file = JSON.parse(text);
  expect(file.profile).toMatchObject({
    name: 'Marcela Descarga',
    email: seller.email.toLowerCase(),
    code: seller.code,
    city: 'Cali',
  });
  expect(file.consents).toEqual(
    expect.arrayContaining([expect.objectContaining({ kind: 'privacidad', acceptedAt: expect.any(String) })]),
  );
  expect(text).not.toContain('$argon2');
  expect(text).not.toMatch(/"password"|tokenVersion/i);
});

test('deleting the account: a wrong password is refused in Spanish, the right one signs out and the page is gone', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const seller = await approvedSeller(request, 'Rebeca Borrada', `Borra-${stamp}`);
  expect((await request.get(`/u/${seller.slug}`)).status()).toBe(200);
  await loginInBrowser(page, request, seller);
  await page.getByRole('tab', { name: 'Mis datos' }).click();
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();

  const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(dialog.getByText('Escribe tu contraseña para confirmar')).toBeVisible();
  await dialog.getByLabel('Tu contraseña').fill('no-es-mi-clave');
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(dialog.getByText('La contraseña no es correcta')).toBeVisible();
  await shot(page, 'eliminar-cuenta-clave-incorrecta');
  // Still signed in: a wrong password is not an expired session.
  await expect(page).toHaveURL(/\/dashboard/);
  await page.setViewportSize(PHONE);
  await expect(dialog.getByRole('button', { name: 'Eliminar definitivamente' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await dialog.getByLabel('Tu contraseña').fill(seller.password);
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const gone = await page.goto(`/u/${seller.slug}`);
  expect(gone?.status()).toBe(404);
  const login = await request.post('/api/login', { data: { email: seller.email, password: seller.password } });
  expect(login.status()).toBe(401);
});

test("a member whose sponsor deleted their account sees 'cuenta eliminada' in 'Mi Red'", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const sponsor = await approvedSeller(request, 'Patricia Patrocina', `Patro-${stamp}`);
  const recruit = { email: `recluta-${stamp}@example.com`, password: 'clave-red-2026', code: `Recluta-${stamp}` };
  const registered = await request.post('/api/register', {
    data: {
      name: 'Ramona Reclutada',
      code: recruit.code,
      email: recruit.email,
      whatsapp: '+573105550606',
      city: 'Cali',
      acceptTerms: true,
      ref: sponsor.code,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const admin = { Authorization: `Bearer ${(await apiLogin(request, ADMIN)).token}` };
  const approve = await request.put(`/api/admin/users/${(await registered.json()).user.id}/approve`, {
    headers: admin,
    data: { password: recruit.password },
  });
  expect(approve.ok()).toBeTruthy();

  await loginInBrowser(page, request, recruit);
  await page.getByRole('tab', { name: 'Mi Red' }).click();
  await expect(page.getByTestId('my-sponsor')).toHaveText('Te invitó: Patricia Patrocina');

  const auth = { Authorization: `Bearer ${(await apiLogin(request, sponsor)).token}` };
  const deleted = await request.delete('/api/protected/account', {
    headers: auth,
    data: { password: sponsor.password },
  });
  expect(deleted.status()).toBe(200);

  await page.reload();
  await page.getByRole('tab', { name: 'Mi Red' }).click();
  await expect(page.getByTestId('my-sponsor')).toHaveText('Te invitó: cuenta eliminada');
  await expect(page.getByText('Patricia Patrocina')).toHaveCount(0);
  await shot(page, 'mi-red-patrocinador-eliminado');
  await page.setViewportSize(DESKTOP);
  await expect(page.getByTestId('my-sponsor')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px anyone files a data request on /privacidad and gets the confirmation`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = `titular-${viewport.width}-${stamp}@example.com`;
    await page.goto('/privacidad');
    const form = page.getByRole('region', { name: 'Ejerce tus derechos sobre tus datos' });
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByText('Escribe tu nombre')).toBeVisible();
    await expect(form.getByText('Elige el tipo de solicitud: consulta, reclamo o supresión')).toBeVisible();

    await form.getByLabel('Nombre completo').fill('Irene Titular');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Tipo de solicitud').selectOption('reclamo');
    await form.getByLabel('Tu solicitud').fill('Mi ciudad quedó mal escrita, por favor corríjanla.');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();

    const received = page.getByRole('region', { name: 'Solicitud recibida' });
    await expect(received.getByRole('status')).toContainText(/Tu solicitud es la n\.º \d+/);
    await expect(received.getByRole('status')).toContainText(/a más tardar el \d{1,2}\/\d{1,2}\/\d{4}/);
    await expectNoSidewaysScroll(page);
    const number = /n\.º (\d+)/.exec((await received.getByRole('status').textContent())!)![1];
    const mail = await latestMail(email, '');
    expect(mail.subject).toContain(`n.º ${number}`);
    expect(mail.text).toContain('Fecha límite de respuesta');
  });
}
