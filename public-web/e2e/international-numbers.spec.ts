import { expect, type Page } from '@playwright/test';
import { test } from './app-page';
import { mkdirSync } from 'node:fs';
import { ADMIN, apiLogin, blockOutsideHosts, DESKTOP, PHONE } from './support';

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
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

const CASES = [
  {
    label: 'Spanish',
    country: 'España',
    city: 'Madrid',
    typed: '612 345 678',
    shown: '+34 612 34 56 78',
    e164: '+34612345678',
  },
  {
    label: 'Peruvian',
    country: 'Perú',
    city: 'Lima',
    typed: '912 345 678',
    shown: '+51 912 345 678',
    e164: '+51912345678',
  },
  {
    label: 'Colombian typed with its dial code',
    country: 'Colombia',
    city: 'Cali',
    typed: '+57 300 555 1234',
    shown: '+57 300 5551234',
    e164: '+573005551234',
  },
];

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

for (const [i, c] of CASES.entries()) {
  test(`a ${c.label} number goes through registration and approval to a working wa.me link`, async ({
    page,
    request,
  }) => {
    const code = `intl-${i}-${stamp}`;
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill(`Vendedora ${c.country}`);
    await page.getByLabel('Código de vendedor').fill(code);
    await page.getByLabel('Email').fill(`${code}@example.com`);
    await page.getByLabel('País').selectOption(c.country);
    await page.getByLabel('Ciudad').selectOption(c.city);
    await page.getByLabel('WhatsApp', { exact: true }).fill(c.typed.slice(0, 5));
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await expect(
      page.getByText(/El número de WhatsApp (debe tener al menos 10 dígitos|es demasiado corto)/),
    ).toBeVisible();
    await page.getByLabel('WhatsApp', { exact: true }).fill(c.typed);
    await expect(page.getByText(`Tus clientes te escribirán al ${c.shown}`)).toBeVisible();
    await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
    if (i === 0) await shots(page, 'register-spain');

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/register'));
    await page.getByRole('button', { name: 'Registrarme' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      whatsapp: c.e164,
      country: c.country,
      acceptTerms: true,
    });
    const { id, slug } = (await response.json()).user;
    await expect(page.getByRole('heading', { name: 'Registro exitoso' })).toBeVisible();

    const admin = await apiLogin(request, ADMIN);
    const approved = await request.put(`/api/admin/users/${id}/approve`, {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { password: 'clave-intl-2026' },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    await page.goto(`/u/${slug}`);
    const chats = page.locator('a[href^="https://wa.me/"]');
    await expect(chats.first()).toBeVisible();
    const hrefs = await chats.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^https://wa\\.me/${c.e164.slice(1)}\\?text=.+`));
  });
}

test('the footer leads to the terms and the privacy policy, and registration links to both', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Términos y Condiciones' }).click();
  await expect(page).toHaveURL(/\/terminos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2. Registro y pago' })).toBeVisible();
  await shots(page, 'terminos');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidad' }).click();
  await expect(page).toHaveURL(/\/privacidad$/);
  await expect(page.getByText(/Ley 1581 de 2012/).first()).toBeVisible();
  expect((await page.request.get('/privacidad', { headers: { Accept: 'text/html' } })).status()).toBe(200);

  await page.goto('/register');
  const consent = page.getByText(/Acepto los/);
  await expect(consent.getByRole('link', { name: 'Términos y Condiciones' })).toHaveAttribute('href', '/terminos');
  await expect(consent.getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute('href', '/privacidad');
});
