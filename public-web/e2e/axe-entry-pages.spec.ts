import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './app-page';
import { latestMail, linkPath } from './outbox';
import { blockOutsideHosts, DEMO_SELLER, expectAccessible, loginInBrowser, placeOrderThroughApi } from './support';

// Every page a visitor or a seller enters by, and every tab of the dashboard: no axe-core violation of WCAG 2.1 A/AA
// or of the best practices, whatever its impact, at 390 and 1440 px.

/** Each tab, and what shows once its content has loaded (a heading, unless it has none or loads it last). */
const DASHBOARD_TABS: [name: string, loaded: (panel: Locator) => Locator][] = [
  ['Resumen', (panel) => panel.getByTestId('month-sales')],
  ['Pedidos', (panel) => panel.getByRole('group', { name: 'Filtrar pedidos por estado' })],
  ...['Perfil', 'Video', 'Precios', 'Testimonios', 'Galería', 'Material', 'Mi Red', 'Mis datos'].map(
    (name) => [name, (panel: Locator) => panel.getByRole('heading').first()] as const,
  ),
];

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

/** A registration's private link, as its e-mail gives it. */
async function registrationLink(page: Page): Promise<string> {
  const code = `axe-${Date.now().toString(36)}`;
  const email = `${code}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { name: 'Paula Ruiz', code, email, whatsapp: '+573105550404', city: 'Cali', acceptTerms: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return linkPath(await latestMail(email, 'Registro recibido'), '/registro/');
}

/** Scrolls through the page (lazy images, floating buttons) and stops halfway, where the floating button shows. */
async function walkThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight * 0.8;
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' });
  });
}

test('the public entry pages have no axe violation at 390 and 1440 px', async ({ page }) => {
  test.setTimeout(240_000);
  const pages = [
    '/',
    `/u/${DEMO_SELLER.slug}`,
    '/register',
    '/login',
    '/recuperar-contrasena',
    '/restablecer-contrasena?token=x',
    await registrationLink(page),
    (await placeOrderThroughApi(page.request, DEMO_SELLER.slug)).trackingPath,
    '/terminos',
    '/privacidad',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await walkThrough(page);
    await expectAccessible(page, path, { all: true });
  }
});

test('every tab of the dashboard has no axe violation at 390 and 1440 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  await loginInBrowser(page, request, DEMO_SELLER);
  const panel = page.getByRole('tabpanel');
  for (const [name, loaded] of DASHBOARD_TABS) {
    const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(loaded(panel)).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
    await expectAccessible(page, `dashboard: ${name}`, { all: true });
  }
});
