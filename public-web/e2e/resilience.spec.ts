import { expect, type Page } from '@playwright/test';
import { appReady, test } from './app-page';
import { apiLogin, blockOutsideHosts, DEMO_SELLER, expectAccessible, loginInBrowser, screenshots } from './support';

// Lost connections and redeploys: no white screen, no error page over data already there, no typed text lost.

const VIDEO_CHUNK = /\/assets\/video-dialog\.ui-[^/]+\.(js|css)$/;
let videoTestimonialId: number;
let sellerToken: string;

test.beforeAll(async ({ request }) => {
  sellerToken = (await apiLogin(request, DEMO_SELLER)).token;
  const created = await request.post('/api/protected/testimonials', {
    headers: { Authorization: `Bearer ${sellerToken}` },
    data: {
      name: 'Video Prueba',
      city: 'Bogotá',
      message: 'Mi testimonio en video.',
      rating: 5,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  videoTestimonialId = (await created.json()).id;
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/protected/testimonials/${videoTestimonialId}`, {
    headers: { Authorization: `Bearer ${sellerToken}` },
  });
});

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

const videoCard = (page: Page) => page.locator('#testimonios figure', { hasText: 'Video Prueba' });

test("'Ver video' whose chunk fails keeps the page and plays after 'Reintentar'", async ({ page }) => {
  let blocked = true;
  await page.route(VIDEO_CHUNK, (route) => (blocked ? route.abort('connectionfailed') : route.continue()));
  await page.goto('/u/laura');
  await videoCard(page).getByRole('button', { name: 'Ver video' }).click();

  const failed = page.getByRole('alert').filter({ hasText: 'No pudimos abrir el video' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Laura Gómez' })).toBeVisible();

  blocked = false;
  await failed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('dialog', { name: 'Testimonio de Video Prueba' })).toBeVisible();
});

test('a chunk that fails on the first attempt loads on the automatic retry', async ({ page }) => {
  // The preload and the import of the first attempt both fail.
  let failures = 2;
  await page.route(/\/assets\/video-dialog\.ui-[^/]+\.js$/, (route) =>
    failures-- > 0 ? route.abort('connectionfailed') : route.continue(),
  );
  await page.goto('/u/laura');
  await videoCard(page).getByRole('button', { name: 'Ver video' }).click();
  await expect(page.getByRole('dialog', { name: 'Testimonio de Video Prueba' })).toBeVisible();
  await expect(page.getByText('No pudimos abrir el video')).toHaveCount(0);
});

test('after a redeploy (chunk gone, new build served) the page reloads once, never in a loop', async ({
  page,
  baseURL,
}) => {
  let deployed = true;
  await page.route(VIDEO_CHUNK, (route) =>
    deployed ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
  );
  // The server now serves a build whose entry script has another name.
  await page.route(`${baseURL}/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-NUEVO.js');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/u/laura');
  let loads = 0;
  page.on('load', () => loads++);

  await videoCard(page).getByRole('button', { name: 'Ver video' }).click();
  await expect.poll(() => loads).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Laura Gómez' })).toBeVisible();
  await appReady(page);

  // Same new build, chunk still missing: no second reload, the error and its retry instead.
  await videoCard(page).getByRole('button', { name: 'Ver video' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'No pudimos abrir el video' });
  await expect(failed).toBeVisible();
  expect(loads).toBe(1);

  deployed = false;
  await failed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('dialog', { name: 'Testimonio de Video Prueba' })).toBeVisible();
});

test('a route chunk that fails shows a Spanish error, and Reintentar loads the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let blocked = true;
  await page.route(/\/assets\/login\.route-[^/]+\.js$/, (route) =>
    blocked ? route.abort('connectionfailed') : route.continue(),
  );
  await page.evaluate(() => {
    history.pushState({}, '', '/login');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const failed = page.getByRole('alert').filter({ hasText: 'No pudimos cargar esta página' });
  await expect(failed).toBeVisible();
  // A way out besides 'Reintentar': the logo and a link home, at phone and desktop sizes.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Multyhealth' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/');
  await screenshots(page, 'route-failed', { fullPage: false });
  await expectAccessible(page, 'route failed');
  blocked = false;
  await failed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
});

test('/u/laura with every API call failing still shows the whole server-rendered page', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort('connectionfailed'));
  await page.goto('/u/laura');
  await expect(page.getByRole('heading', { level: 1, name: 'Laura Gómez' })).toBeVisible();
  await expect(page.getByText('Andrea P.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Perfil del Vendedor' })).toBeVisible();
  await expect(page.locator('#productos').getByText('$ 165.000 COP')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** Opens /u/laura from another page of the site: nothing is embedded, every list comes from the API. */
async function openLauraInTheApp(page: Page) {
  await page.goto('/register?ref=laura');
  await page.evaluate(() => {
    history.pushState({}, '', '/u/laura');
    dispatchEvent(new PopStateEvent('popstate'));
  });
}

test('/u/laura opened in the app with its lists failing says so, and Reintentar loads them', async ({ page }) => {
  let down = true;
  await page.route(/\/api\/(products|announcements|faq|testimonials)/, (route) =>
    down ? route.abort('connectionfailed') : route.continue(),
  );
  await openLauraInTheApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Laura Gómez' })).toBeVisible();
  const productsFailed = page.getByRole('alert').filter({ hasText: 'No pudimos cargar los productos' });
  await expect(productsFailed).toBeVisible();
  await expect(page.getByText('No pudimos cargar esta página')).toHaveCount(0);
  down = false;
  await productsFailed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.locator('#productos').getByText('$ 165.000 COP')).toBeVisible();
});

test('/u/laura opened in the app with the API failing once recovers by itself', async ({ page }) => {
  const failedOnce = new Set<string>();
  await page.route('**/api/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (route.request().method() === 'GET' && path === '/api/products' && !failedOnce.has(path)) {
      failedOnce.add(path);
      return route.fulfill({ status: 503, body: 'Service Unavailable' });
    }
    return route.continue();
  });
  await openLauraInTheApp(page);
  await expect(page.locator('#productos').getByText('$ 165.000 COP')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Últimas Noticias' })).toBeVisible();
  await expect(page.locator('#faq')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(failedOnce.has('/api/products')).toBe(true);
});

test('/u/laura opened in the app on a slow connection: each list waits only for itself', async ({ page }) => {
  let release!: () => void;
  const productsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/products', async (route) => {
    await productsHeld;
    await route.continue();
  });
  await openLauraInTheApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Laura Gómez' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Últimas Noticias' })).toBeVisible();
  await expect(page.getByText('Andrea P.')).toBeVisible();
  await expect(page.locator('#faq')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
  await expect(page.locator('#productos')).toHaveCount(0);
  release();
  await expect(page.locator('#productos').getByText('$ 165.000 COP')).toBeVisible();
});

test('an unknown seller without embedded data and a failing API offers Reintentar', async ({ page }) => {
  let down = true;
  await page.route('**/api/user/laura', (route) => (down ? route.abort('connectionfailed') : route.continue()));
  // Arriving from another page of the site: nothing embedded, the API is the only source.
  await page.goto('/register?ref=laura');
  await page.evaluate(() => {
    history.pushState({}, '', '/u/laura');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'No pudimos cargar esta página' })).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Laura Gómez' })).toBeVisible();
});

test('the server stopped while saving the profile: text kept, error shown, saved after Reintentar', async ({
  page,
  request,
  baseURL,
}) => {
  await loginInBrowser(page, request, DEMO_SELLER);
  await page.getByRole('tab', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  const message = `Mensaje escrito sin conexión ${Date.now()}`;
  await page.getByLabel('Mensaje Personal').fill(message);

  // The whole server is gone: API calls and any code not loaded yet.
  let down = true;
  await page.route(`${baseURL}/**`, (route) =>
    down && /\/(api|assets)\//.test(route.request().url()) ? route.abort('connectionfailed') : route.continue(),
  );
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();

  const failed = page.getByRole('dialog').getByRole('alert').filter({ hasText: 'No se guardaron tus cambios' });
  await expect(failed).toBeVisible();
  await expect(page.getByLabel('Mensaje Personal')).toHaveValue(message);
  await expect(page.locator('h1', { hasText: 'Mi Panel de Control' })).toBeAttached();

  down = false;
  await failed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(message)).toBeVisible();
  const saved = await (
    await request.get('/api/protected/dashboard', { headers: { Authorization: `Bearer ${sellerToken}` } })
  ).json();
  expect(saved.personalMessage).toBe(message);
  await request.put('/api/protected/profile', {
    headers: { Authorization: `Bearer ${sellerToken}` },
    data: {
      personalMessage:
        '¡Hola! Soy Laura, distribuidora Multyhealth desde hace 3 años. Te ayudo a elegir el producto ideal para ti.',
    },
  });
});

test('dashboard lists that fail to load say so and retry; they never look empty', async ({ page, request }) => {
  let down = true;
  await page.route(/\/api\/(protected\/(gallery|testimonials|product-prices)|products)$/, (route) =>
    down && route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"statusCode":500,"message":"Error interno"}',
        })
      : route.continue(),
  );
  await loginInBrowser(page, request, DEMO_SELLER);
  await expect(page.getByTestId('stat-testimonials')).toContainText('—');

  await page.getByRole('tab', { name: 'Galería' }).click();
  await expect(page.getByText('No pudimos cargar tu galería.')).toBeVisible();
  await expect(page.getByText('No has agregado imágenes')).toHaveCount(0);
  await expect(page.getByText(/0 imágenes/)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Testimonios' }).click();
  await expect(page.getByText('No pudimos cargar tus testimonios.')).toBeVisible();
  await expect(page.getByText('No tienes testimonios personalizados aún.')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Precios' }).click();
  await expect(page.getByText('No pudimos cargar los productos.')).toBeVisible();

  down = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('Precio mínimo:').first()).toBeVisible();
  // Coming back to a list that failed asks again by itself.
  await page.getByRole('tab', { name: 'Testimonios' }).click();
  await expect(page.getByText('Andrea P.')).toBeVisible();
});
