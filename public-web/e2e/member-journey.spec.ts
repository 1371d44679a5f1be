import { expect, type Page } from '@playwright/test';
import { test } from './app-page';
import { mkdirSync } from 'node:fs';
import { ADMIN, DESKTOP, PHONE, apiLogin, blockOutsideHosts, expectAccessible, settle } from './support';
import { latestMail, linkPath } from './outbox';

const stamp = Date.now().toString(36);
const applicant = {
  name: 'Valentina Gómez',
  code: `valen-${stamp}`,
  email: `valen.${stamp}@example.com`,
  phone: '310 555 0199',
};
const SHOTS = process.env.SHOTS_DIR;

/** The new screens at phone and desktop width, only when SHOTS_DIR is set (kept out of the repository). */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ['390', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(PHONE);
}

/** A small PDF as a bank app exports it (over the 1 KB minimum). */
const pdf = Buffer.from(
  `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${'comprobante '.repeat(120)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  'latin1',
);

test.describe.configure({ mode: 'serial' });
test.use({ viewport: PHONE });

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

let statusPath: string;

test('registers, opens the private link from the e-mail and uploads the payment proof', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill(applicant.name);
  await page.getByLabel('Código de vendedor').fill(applicant.code);
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('WhatsApp').fill(applicant.phone);
  await page.getByLabel('Ciudad').selectOption('Cali');
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByRole('heading', { name: 'Registro exitoso' })).toBeVisible();
  await expect(page.getByText('Sube el comprobante de pago')).toBeVisible();
  // Online payment is off on this server: transfer and proof only, no word of paying online.
  await expect(page.getByText(/en línea/)).toHaveCount(0);

  const mail = await latestMail(applicant.email, 'Registro recibido');
  statusPath = linkPath(mail, '/registro/');
  await page.goto(statusPath);
  await expect(page.getByRole('heading', { name: `Hola, ${applicant.name}` })).toBeVisible();
  await expect(page.getByTestId('registration-status')).toHaveText('Pendiente de pago');
  await expect(page.getByTestId('registration-fee')).toHaveText('$ 350.000 COP');
  await expect(page.getByTestId('online-payment')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pagar en línea' })).toHaveCount(0);
  await shoot(page, '01-registration-pending');
  await expectAccessible(page, 'registration status');

  // A file the server would refuse is stopped on the phone, with the server's message.
  await page
    .getByTestId('proof-input')
    .setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Solo se permiten imágenes (JPEG, PNG, WebP) o PDF' }),
  ).toBeVisible();

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/proof') && r.request().method() === 'POST');
  await page
    .getByTestId('proof-input')
    .setInputFiles({ name: 'comprobante.pdf', mimeType: 'application/pdf', buffer: pdf });
  expect((await uploaded).status()).toBe(201);
  await expect(page.getByTestId('registration-status')).toHaveText('Comprobante recibido');
  await expect(page.getByText('Recibimos tu comprobante.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reemplazar comprobante' })).toBeVisible();
  await shoot(page, '02-registration-proof-received');
});

test('after approval the member chooses a password from the welcome e-mail and signs in', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN);
  const auth = { Authorization: `Bearer ${admin.token}` };
  const pending = await request.get(
    `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: applicant.code, hasPaymentProof: true }))}`,
    { headers: auth },
  );
  const [member] = await pending.json();
  expect(member).toMatchObject({ email: applicant.email, hasPaymentProof: true, paymentProofType: 'application/pdf' });
  const proof = await request.get(`/api/admin/users/${member.id}/payment-proof`, { headers: auth });
  expect(Buffer.compare(await proof.body(), pdf)).toBe(0);
  const approval = await request.put(`/api/admin/users/${member.id}/approve`, {
    headers: auth,
    data: { password: 'clave-del-admin-1' },
  });
  expect(approval.ok(), await approval.text()).toBeTruthy();

  await page.goto(statusPath);
  await expect(page.getByTestId('registration-status')).toHaveText('Aprobado');
  await shoot(page, '03-registration-approved');

  const welcome = await latestMail(applicant.email, '¡Tu cuenta Multyhealth está activa!');
  await page.goto(linkPath(welcome, '/restablecer-contrasena?token='));
  await expect(page.getByRole('heading', { name: 'Elige tu contraseña' })).toBeVisible();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('12345');
  await page.getByLabel('Confirmar nueva contraseña').fill('123456');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('La nueva contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('mi-clave-2026');
  await page.getByLabel('Confirmar nueva contraseña').fill('mi-clave-2027');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await page.getByLabel('Confirmar nueva contraseña').fill('mi-clave-2026');
  await shoot(page, '04-choose-password');
  await expectAccessible(page, 'choose password');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('mi-clave-2026');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Hola, ${applicant.name.split(' ')[0]}`, { exact: true })).toBeVisible();
});

test('a forgotten password is recovered from the login page; the used link is refused', async ({ page }) => {
  await page.goto('/login');
  await shoot(page, '05-login-with-forgot-link');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar-contrasena$/);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Email inválido')).toBeVisible();
  await shoot(page, '06-forgot-password');
  await expectAccessible(page, 'forgot password');
  await page.getByLabel('Email').fill(applicant.email.toUpperCase());
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.' }),
  ).toBeVisible();
  await shoot(page, '07-forgot-password-sent');

  const mail = await latestMail(applicant.email, 'Restablece tu contraseña');
  const link = linkPath(mail, '/restablecer-contrasena?token=');
  await page.goto(link);
  await expect(page.getByText(/Este enlace sirve 60 minutos, hasta el/)).toBeVisible();
  // A short confirmation that differs is a mismatch, not a missing confirmation.
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('recuperada-2026');
  await page.getByLabel('Confirmar nueva contraseña').fill('rec');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expect(page.getByText('La confirmación de contraseña es requerida')).toHaveCount(0);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('recuperada-2026');
  await page.getByLabel('Confirmar nueva contraseña').fill('recuperada-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('recuperada-2026');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.waitForLoadState('networkidle');
  // The used link is refused on arrival, before any password is typed.
  await page.goto(link);
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('alert').filter({ hasText: 'El enlace no es válido o ha expirado' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
  await shoot(page, '08-reset-link-refused');
});

test('a rejected registration’s link says so, and an unknown link says it was not found', async ({ page, request }) => {
  const other = {
    name: 'Mateo Ruiz',
    code: `mateo-${stamp}`,
    email: `mateo.${stamp}@example.com`,
    whatsapp: '+573105550188',
    city: 'Cali',
    country: 'Colombia',
    acceptTerms: true,
  };
  const registered = await request.post('/api/register', { data: other });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = linkPath(await latestMail(other.email, 'Registro recibido'), '/registro/');
  const admin = await apiLogin(request, ADMIN);
  const rejected = await request.put(`/api/admin/users/${(await registered.json()).user.id}/reject`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(rejected.ok(), await rejected.text()).toBeTruthy();

  await page.goto(link);
  await expect(page.getByTestId('registration-status')).toHaveText('Rechazado');
  await expect(page.getByRole('heading', { name: 'Mi registro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registrarme de nuevo' })).toBeVisible();
  await shoot(page, '09-registration-rejected');

  await page.goto(`/registro/${'x'.repeat(43)}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Registro no encontrado. Revisa el enlace de tu correo.' }),
  ).toBeVisible();
});
