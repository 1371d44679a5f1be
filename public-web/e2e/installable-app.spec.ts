import { expect, type Page } from '@playwright/test';
import { test } from './app-page';
import {
  apiLogin,
  blockOutsideHosts,
  controlledBySw,
  DEMO_SELLER,
  expectAccessible,
  loginInBrowser,
  screenshots,
} from './support';

// The installed app (docs/decisions/1794-installable-dashboard.md): manifest, service worker, offline shell, logout, update, push.

const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">';

/** Width and height of a PNG, read from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** Every URL held by the page's Cache Storage, and every local-storage key. */
const storedData = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return { urls, keys: Object.keys(localStorage) };
  });

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

test('the manifest is valid, its icons have their sizes, and every kind of page links it', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Multyhealth · Mi panel',
    short_name: 'Mi panel',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#15803D',
    background_color: '#F0F7F2',
  });
  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  for (const path of ['/', '/u/laura', '/login', '/register', '/terminos', '/dashboard', '/no-existe']) {
    const page = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(await page.text(), path).toContain(MANIFEST_LINK);
  }
});

test('the dashboard registers /sw.js for scope / and it controls the page, never the entry pages’ HTML', async ({
  page,
  request,
  baseURL,
}) => {
  await loginInBrowser(page, request, DEMO_SELLER);
  await expect(page.getByRole('tab', { name: 'Resumen' })).toBeVisible();
  expect(await controlledBySw(page)).toBe(`${new URL(baseURL!).origin}/`);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // The server-rendered pages still come from the server (not the precached shell): their markup is in the HTML.
  for (const path of ['/', '/u/laura']) {
    const response = await page.goto(path);
    expect(response!.fromServiceWorker(), path).toBe(false);
    expect(await response!.text()).toContain('<script data-src=');
  }
  // Nothing under /api is ever cached by the service worker.
  expect((await storedData(page)).urls.filter((url) => url.startsWith('/api'))).toEqual([]);
});

test("offline, the dashboard opens with 'Sin conexión' and what it last showed; logout forgets it", async ({
  page,
  context,
  request,
}) => {
  const { user } = await apiLogin(request, DEMO_SELLER);
  await loginInBrowser(page, request, DEMO_SELLER);
  await expect(page.getByRole('tab', { name: 'Resumen' })).toBeVisible();
  await controlledBySw(page);
  const lastShownKey = `multyhealth:last-shown:${user.id as number}:dashboard`;
  await expect.poll(async () => (await storedData(page)).keys).toContain(lastShownKey);

  await context.setOffline(true);
  // The dashboard's page comes from the service worker's precached shell.
  expect((await page.reload())!.fromServiceWorker()).toBe(true);
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible();
  await expect(page.getByText(/Te mostramos lo último que viste/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Resumen' })).toBeVisible();
  await expect(page.getByText('Visitas Totales')).toBeVisible();
  await screenshots(page, 'pwa-offline', { fullPage: false });
  await expectAccessible(page, 'offline dashboard');

  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
  const after = await storedData(page);
  expect(after.keys.filter((key) => key.startsWith('multyhealth:last-shown:'))).toEqual([]);
  expect(after.keys).not.toContain('token');
  expect(after.urls.filter((url) => url.startsWith('/api'))).toEqual([]);
  await context.setOffline(false);
});

test("a new service worker waiting shows 'Actualizar'; the tap lets it take over", async ({ page, request }) => {
  await loginInBrowser(page, request, DEMO_SELLER);
  await controlledBySw(page);
  // The app as a seller opens it every day: already controlled by the installed version.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Resumen' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('button', { name: 'Actualizar' })).toHaveCount(0);
  // Another version of the worker for the same scope installs and waits (the page's own check finds a changed /sw.js
  // the same way; a different address is what a test can produce without changing the server's file).
  const waiting = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js?version=2', { scope: '/' });
    const worker = registration.installing ?? registration.waiting;
    if (worker && worker.state !== 'installed') {
      await new Promise((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'installed' && resolve(null)),
      );
    }
    return registration.waiting?.scriptURL;
  });
  expect(waiting).toMatch(/\/sw\.js\?version=2$/);
  const update = page.getByRole('button', { name: 'Actualizar' });
  await expect(page.getByText('Hay una nueva versión del panel.')).toBeVisible();
  // Until the tap the page stays with the version it started with.
  const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(await controller()).toMatch(/\/sw\.js$/);
  const reloaded = page.waitForEvent('load');
  await update.click();
  await reloaded;
  await expect(page.getByRole('tab', { name: 'Resumen' })).toBeVisible();
  expect(await controller()).toMatch(/\/sw\.js\?version=2$/);
  // (The reloaded page registers /sw.js again, which is another version than ?version=2: it offers it in turn.)
});

test.describe('on an iPhone in Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  test("the dashboard explains 'Añadir a pantalla de inicio' until dismissed", async ({ page, request }) => {
    await loginInBrowser(page, request, DEMO_SELLER);
    const hint = page.getByRole('alert').filter({ hasText: 'Añadir a pantalla de inicio' });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('toca Compartir');
    await screenshots(page, 'pwa-ios-hint', { fullPage: false });
    await expectAccessible(page, 'iOS install hint');
    await hint.getByRole('button', { name: 'Cerrar el aviso de pantalla de inicio' }).click();
    await expect(hint).toBeHidden();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Resumen' })).toBeVisible();
    await expect(hint).toBeHidden();
  });
});
