import { expect, type Page } from '@playwright/test';
import { test } from './app-page';
import { blockOutsideHosts, PHONE } from './support';

// libphonenumber's metadata table: in the script that carries the WhatsApp number's rules, and in no other.
const PHONE_DATA = 'country_calling_codes';

test.use({ viewport: PHONE });

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

/** The scripts the page has received so far whose code carries libphonenumber's data. */
function phoneDataScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(PHONE_DATA)) seen.push(response.url());
  });
  return seen;
}

async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('h1')!).some((k) => k.startsWith('__react'))))
    .toBe(true);
  await page.waitForLoadState('networkidle');
}

test('the entry pages with a form draw no MUI, before and after their script runs', async ({ page }) => {
  for (const path of ['/register', '/login', '/recuperar-contrasena', '/restablecer-contrasena?token=x']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<main');
    expect(html, path).not.toMatch(/class="[^"]*Mui|data-emotion/);
    await page.goto(path);
    await hydrated(page);
    const mui = await page.evaluate(() => ({
      styles: document.querySelectorAll('style[data-emotion]').length,
      elements: document.querySelectorAll('[class*="Mui"]').length,
    }));
    expect(mui, path).toEqual({ styles: 0, elements: 0 });
  }
});

test('/register loads the number rules only once the visitor reaches the form, then checks the number as typed', async ({
  page,
}) => {
  const phoneData = phoneDataScripts(page);
  await page.goto('/register');
  await hydrated(page);
  expect(phoneData).toEqual([]);

  await page.getByLabel('Nombre completo').focus();
  await expect.poll(() => phoneData.length).toBe(1);
  await page.getByLabel('WhatsApp', { exact: true }).fill('300 123 4567');
  await expect(page.getByText('Tus clientes te escribirán al +57 300 1234567')).toBeVisible();
});

test('when the number rules cannot load, sending says so in Spanish, keeps what was typed, and works once back online', async ({
  page,
}) => {
  const offline = async (route: import('@playwright/test').Route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(PHONE_DATA)) await route.abort('internetdisconnected');
    else await route.fulfill({ response });
  };
  await page.route('**/assets/*.js', offline);
  await page.goto('/register');
  await hydrated(page);

  const code = `plain${Date.now().toString(36)}`;
  await page.getByLabel('Nombre completo').fill('Paula Ruiz');
  await page.getByLabel('Código de vendedor').fill(code);
  await page.getByLabel('Email').fill(`${code}@example.com`);
  const number = page.getByLabel('WhatsApp', { exact: true });
  await number.fill('310 555 0404');
  await page.getByLabel('Ciudad').selectOption('Cali');
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText('No pudimos comprobar el número: revisa tu conexión e inténtalo de nuevo')).toBeVisible();
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Paula Ruiz');
  await expect(number).toHaveValue('310 555 0404');

  await page.unroute('**/assets/*.js', offline);
  await number.fill('310 555 0405');
  await expect(page.getByText('Tus clientes te escribirán al +57 310 5550405')).toBeVisible();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByRole('heading', { name: 'Registro exitoso' })).toBeVisible();
});

test('sent with the network off, the registration says so in Spanish at once, keeps what was typed, and goes once back online', async ({
  page,
  context,
}) => {
  await page.goto('/register');
  await hydrated(page);
  const code = `sinred${Date.now().toString(36)}`;
  await page.getByLabel('Nombre completo').fill('Sara Gómez');
  await page.getByLabel('Código de vendedor').fill(code);
  await page.getByLabel('Email').fill(`${code}@example.com`);
  await page.getByLabel('WhatsApp', { exact: true }).fill('310 555 0406');
  await page.getByLabel('Ciudad').selectOption('Cali');
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await expect(page.getByText('Tus clientes te escribirán al +57 310 5550406')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText(/^No hay conexión a internet\. Lo que escribiste sigue aquí/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrarme' })).toBeEnabled();
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Sara Gómez');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByRole('heading', { name: 'Registro exitoso' })).toBeVisible();
});
