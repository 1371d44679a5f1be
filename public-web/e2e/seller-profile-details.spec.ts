import { expect, type Page } from '@playwright/test';
import { test } from './app-page';
import { mkdirSync } from 'node:fs';
import { ADMIN, apiLogin, blockOutsideHosts, DESKTOP, loginInBrowser, PHONE } from './support';

const SHOTS = process.env.SHOTS_DIR;
const stamp = Date.now().toString(36);

/** 390 and 1440 px screenshots for review, only when SHOTS_DIR is set (kept out of the repository). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ['390', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png` });
  }
  await page.setViewportSize(PHONE);
}

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

test("a seller corrects the WhatsApp number and chooses 'Distribuidora' in 'Editar Perfil'; the page follows", async ({
  page,
  request,
}) => {
  const code = `perfil-${stamp}`;
  const seller = { email: `${code}@example.com`, password: 'clave-perfil-2026' };
  const registered = await request.post('/api/register', {
    data: {
      name: 'Lucía Torres',
      code,
      email: seller.email,
      whatsapp: '+573105550303',
      city: 'Cali',
      country: 'Colombia',
      acceptTerms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id, slug } = (await registered.json()).user;
  const admin = await apiLogin(request, ADMIN);
  expect(
    (
      await request.put(`/api/admin/users/${id}/approve`, {
        headers: { Authorization: `Bearer ${admin.token}` },
        data: { password: seller.password },
      })
    ).ok(),
  ).toBeTruthy();

  // Registration never asks for a title: until she chooses, her page names her neutrally.
  await page.goto(`/u/${slug}`);
  await expect(page.locator('.dp-hero .chip')).toHaveText('Persona distribuidora Multyhealth');
  await expect(page).toHaveTitle('Lucía Torres | Persona distribuidora Multyhealth');

  await loginInBrowser(page, request, seller);
  await page.getByRole('tab', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
  await expect(dialog.getByLabel('Tu página te presenta como')).toHaveValue('neutro');
  const number = dialog.getByLabel('WhatsApp', { exact: true });
  await expect(dialog.getByLabel('Indicativo')).toHaveValue('+57');
  await expect(number).toHaveValue('310 5550303');
  await number.fill('+34 612');
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog.getByText('El número de WhatsApp es demasiado corto para España')).toBeVisible();
  await number.fill('+51 +51 912 345 678');
  await dialog.getByLabel('Tu página te presenta como').selectOption('distribuidora');
  await shots(page, 'edit-profile-dialog');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/protected/profile') && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  expect((await saved).request().postDataJSON()).toMatchObject({
    whatsapp: '+51912345678',
    distributorTitle: 'distribuidora',
  });
  await expect(page.getByText('Perfil actualizado')).toBeVisible();

  await page.goto(`/u/${slug}`);
  await expect(page.locator('.dp-hero .chip')).toHaveText('Distribuidora Multyhealth');
  await expect(page).toHaveTitle('Lucía Torres | Distribuidora Multyhealth');
  const hrefs = await page
    .locator('a[href^="https://wa.me/"]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^https:\/\/wa\.me\/51912345678\?text=/);
});

test('a seller from Spain picks a Spanish city, or types one the list does not have, for the profile and a testimonial', async ({
  page,
  request,
}) => {
  const code = `ciudad-${stamp}`;
  const seller = { email: `${code}@example.com`, password: 'clave-ciudad-2026' };
  const registered = await request.post('/api/register', {
    data: {
      name: 'Elena Martín',
      code,
      email: seller.email,
      whatsapp: '+34612345670',
      city: 'Madrid',
      country: 'España',
      acceptTerms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()).user;
  const admin = await apiLogin(request, ADMIN);
  expect(
    (
      await request.put(`/api/admin/users/${id}/approve`, {
        headers: { Authorization: `Bearer ${admin.token}` },
        data: { password: seller.password },
      })
    ).ok(),
  ).toBeTruthy();

  await loginInBrowser(page, request, seller);
  await page.getByRole('tab', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
  const city = dialog.getByLabel('Ciudad');
  await expect(city).toHaveValue('Madrid');
  await expect(city.locator('option', { hasText: 'Sevilla' })).toHaveCount(1);
  await expect(city.locator('option', { hasText: 'Medellín' })).toHaveCount(0);
  await city.selectOption({ label: 'Otra ciudad (escribirla)…' });
  await dialog.getByLabel('Ciudad').fill('Getafe');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/protected/profile') && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  expect((await saved).request().postDataJSON()).toMatchObject({ city: 'Getafe' });
  await expect(page.getByText('Perfil actualizado')).toBeVisible();

  await page.getByRole('tab', { name: 'Testimonios' }).click();
  await page.getByRole('button', { name: 'Nuevo Testimonio' }).click();
  const testimonial = page.getByRole('dialog');
  await expect(testimonial.getByLabel('Ciudad').locator('option', { hasText: 'Valencia' })).toHaveCount(1);
  await expect(testimonial.getByLabel('Ciudad').locator('option', { hasText: 'Bogotá' })).toHaveCount(0);
});
