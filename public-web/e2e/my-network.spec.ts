import { expect, type Page } from '@playwright/test';
import { test } from './app-page';
import { mkdirSync, readFileSync } from 'node:fs';
import {
  ADMIN,
  apiLogin,
  approvedSeller,
  blockOutsideHosts,
  interceptWhatsapp,
  loginInBrowser,
  PHONE,
} from './support';

const SHOTS = process.env.SHOTS_DIR;
const stamp = Date.now().toString(36);

/** 390, 1280 and 1440 px screenshots for review, only when SHOTS_DIR is set (kept out of the repository). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

test.use({ viewport: PHONE });

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

test("a visitor registers with the seller's ?ref= link; the seller sees them in 'Mi Red', copies the link and gets its QR", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const seller = await approvedSeller(request, 'Sofía Herrera', `Red-${stamp}`);
  const invitee = { name: 'Valentina Ortiz', code: `invitada-${stamp}`, email: `invitada-${stamp}@example.com` };

  // The invitee registers in the browser, arriving through the invitation link.
  await page.goto(`/register?ref=${seller.code}&src=whatsapp`);
  await expect(page.getByText('Te invitó: Sofía Herrera')).toBeVisible();
  await page.getByLabel('Nombre completo').fill(invitee.name);
  await page.getByLabel('Código de vendedor').fill(invitee.code);
  await page.getByLabel('Email').fill(invitee.email);
  await page.getByLabel('WhatsApp').fill('+57 310 555 0505');
  await page.getByLabel('Ciudad').selectOption('Cali');
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByRole('heading', { name: 'Registro exitoso' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  await loginInBrowser(page, request, seller);
  await page.getByRole('tab', { name: 'Mi Red' }).click();

  const list = page.getByTestId('referral-list');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Valentina Ortiz');
  await expect(list).toContainText('Cali');
  await expect(list).toContainText('Pendiente');
  await expect(list).not.toContainText(invitee.email);
  await expect(list).not.toContainText('0505');
  await expect(page.getByText('Personas en tu red (1)')).toBeVisible();

  // The button opens the chat through the server: the number is asked for only then, never in the list.
  await interceptWhatsapp(page);
  const popup = page.waitForEvent('popup');
  await list.getByRole('button', { name: 'Escribir a Valentina Ortiz por WhatsApp' }).click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(chat.url()).pathname).toBe('/573105550505');
  expect(new URL(chat.url()).searchParams.get('text')).toContain('¡Hola Valentina!');
  await chat.close();

  // Someone else registered with the link and was approved: 'Activo' with the days left, next to 'Pendiente'.
  const other = await request.post('/api/register', {
    data: {
      name: 'Lucía Martín',
      code: `activa-${stamp}`,
      email: `activa-${stamp}@example.com`,
      whatsapp: '+573105550606',
      city: 'Pasto',
      ref: seller.code,
      acceptTerms: true,
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  const admin = await apiLogin(request, ADMIN);
  const approved = await request.put(`/api/admin/users/${(await other.json()).user.id}/approve`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { password: 'clave-activa-2026' },
  });
  expect(approved.ok()).toBeTruthy();
  await page.reload();
  await page.getByRole('tab', { name: 'Mi Red' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'Lucía Martín' })).toContainText(/Activo · 36[56] días/);
  await expect(list.getByRole('listitem').filter({ hasText: 'Valentina Ortiz' })).toContainText('Pendiente');
  await expect(list).not.toContainText('0606');

  const link = `${new URL(baseURL!).origin}/register?ref=${seller.code}`;
  await expect(page.getByTestId('invitation-link')).toHaveText(link);
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByText('Enlace copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const whatsapp = page.getByRole('link', { name: 'Enviar por WhatsApp' });
  const shared = new URL((await whatsapp.getAttribute('href'))!);
  expect(shared.origin + shared.pathname).toBe('https://wa.me/');
  expect(shared.searchParams.get('text')).toContain(`${link}&src=whatsapp`);

  // The QR is drawn (not blank) and downloads as a PNG.
  const qr = page.getByTestId('invitation-qr');
  await expect(qr).toBeVisible();
  const dark = await qr.evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 100) count++;
    return count / (pixels.length / 4);
  });
  expect(dark).toBeGreaterThan(0.2);
  expect(dark).toBeLessThan(0.8);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar QR' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`multyhealth-${seller.slug}-invitacion-qr.png`);
  const png = readFileSync((await download.path())!);
  expect(png.subarray(1, 4).toString()).toBe('PNG');

  await shots(page, 'mi-red');
});

test('an empty network says so in Spanish', async ({ page, request }) => {
  const seller = await approvedSeller(request, 'Camila Rojas', `Sola-${stamp}`);
  await loginInBrowser(page, request, seller);
  await page.getByRole('tab', { name: 'Mi Red' }).click();
  await expect(page.getByText('Todavía nadie se ha registrado con tu enlace.', { exact: false })).toBeVisible();
  await shots(page, 'mi-red-vacia');
});

test("social profiles from 'Editar Perfil' show as labelled icons on the page, and a click is counted", async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'Daniela Castro', `Redes-${stamp}`);
  await loginInBrowser(page, request, seller);
  await page.getByRole('tab', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
  await dialog.getByLabel('Instagram').fill('https://instagram.com.evil.example/daniela');
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog.getByText('Escribe tu usuario de Instagram (@tuusuario) o el enlace de tu perfil')).toBeVisible();
  await dialog.getByLabel('Instagram').fill('https://www.instagram.com/daniela.salud');
  await dialog.getByLabel('TikTok').fill('https://www.tiktok.com/@daniela.salud');
  await dialog.getByLabel('YouTube').fill('https://www.youtube.com/@danielasalud');
  await dialog.getByLabel('Facebook').fill('https://www.facebook.com/daniela.salud');
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).scrollIntoViewIfNeeded();
  if (SHOTS) {
    await dialog.getByLabel('Instagram').scrollIntoViewIfNeeded();
    await shots(page, 'editar-perfil-redes');
  }
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog).toBeHidden();

  await page.evaluate(() => localStorage.clear());
  await page.goto(`/u/${seller.slug}`);
  const icons = page.getByRole('list', { name: 'Redes sociales de Daniela Castro' });
  await expect(icons.getByRole('link')).toHaveCount(4);
  const instagram = icons.getByRole('link', { name: 'Instagram de Daniela Castro' });
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/daniela.salud');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  await shots(page, 'pagina-redes');

  const recorded = page.waitForResponse((r) => r.url().endsWith(`/api/user/${seller.slug}/social-click`));
  await instagram.click();
  const response = await recorded;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ network: 'instagram' });
});
