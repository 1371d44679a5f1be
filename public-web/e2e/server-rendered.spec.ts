import { expect, test, type Page } from '@playwright/test';
import { latestMail, linkPath } from './outbox';
import { approvedSeller, blockOutsideHosts, DEMO_SELLER, PHONE } from './support';

// The landing and distributors' pages arrive rendered by the server and are hydrated by the same components.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.beforeEach(async ({ page, baseURL }) => {
    await blockOutsideHosts(page, baseURL!);
  });

  test("a distributor's page shows the seller, the photo, WhatsApp links and the products", async ({ page }) => {
    await page.goto('/u/laura');
    await expect(page.getByRole('heading', { level: 1, name: 'Laura Gómez' })).toBeVisible();
    const photo = page.locator('.dp-hero img');
    await expect(photo).toHaveAttribute('alt', 'Laura Gómez');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Escríbeme por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/(wa\.me|api\.whatsapp\.com)\/573001112233\?text=/,
    );
    const products = page.locator('#productos');
    await expect(products.getByRole('heading', { name: 'Multydrink' })).toBeVisible();
    await expect(products.getByRole('heading', { name: 'Multytest' })).toBeVisible();
    await expect(products.getByText('$ 165.000 COP')).toBeVisible();
    // Each product's button submits the page's order form (with `product`) before the script runs.
    await expect(products.getByRole('button', { name: 'Pedir por WhatsApp' })).toHaveCount(2);
    await expect(products.getByRole('button', { name: 'Pedir por WhatsApp' }).first()).toHaveAttribute(
      'name',
      'product',
    );
    await expect(page.getByText('Andrea P.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mi Galería' })).toBeVisible();
    // Styled, not a bare document: the brand's green button.
    await expect(page.getByRole('link', { name: 'Escríbeme por WhatsApp' })).toHaveCSS(
      'background-color',
      /rgb\(\d+, \d+, \d+\)/,
    );
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
  });

  test('the landing shows its main content: hero, products, testimonials, FAQ and team', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Transforma Tu Futuro con Multyhealth' })).toBeVisible();
    await expect(page.locator('.hero__visual img')).toHaveAttribute('src', '/images/hero.webp');
    await expect(page.getByRole('heading', { name: 'Multydrink: energía y protección' })).toBeVisible();
    await expect(page.locator('#productos').getByRole('heading', { name: 'Multytest' })).toBeVisible();
    await expect(page.locator('#productos').getByRole('link', { name: 'Pedir información' }).first()).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expect(page.locator('#testimonios').getByText('María Fernanda R.')).toBeVisible();
    await expect(page.locator('#faq').getByRole('button', { name: '¿Qué es Multyhealth?' })).toBeVisible();
    await expect(page.locator('#equipo').getByText('Convención anual')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quiero Ser Distribuidor' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
  });

  test('the legal pages show their whole text', async ({ page, request }) => {
    for (const [path, heading, kind] of [
      ['/terminos', 'Términos y Condiciones', 'terminos'],
      ['/privacidad', 'Política de Privacidad', 'privacidad'],
    ]) {
      // The text in force (privacy.spec.ts publishes new versions): its first section's heading.
      const { body } = (await (await request.get(`/api/legal/${kind}`)).json()) as { body: string };
      const section = body
        .split('\n')
        .find((line) => line.startsWith('# '))!
        .slice(2);
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(page.getByText('Última actualización:')).toBeVisible();
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    }
  });

  test('the sign-up, sign-in and password pages show their form and a note to turn JavaScript on', async ({ page }) => {
    for (const [path, heading, field] of [
      ['/register', 'Regístrate como distribuidor', 'Email'],
      ['/login', 'Iniciar Sesión', 'Email'],
      ['/recuperar-contrasena', 'Recuperar contraseña', 'Email'],
      ['/restablecer-contrasena?token=x', 'Elige tu contraseña', null],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (field) {
        await expect(page.getByRole('textbox', { name: field })).toBeVisible();
        // Without the script the form is shown but cannot be sent by the browser (the note above says why).
        await expect(page.locator('form button[type="submit"]')).toBeDisabled();
        expect(await page.locator('form').first().getAttribute('method')).toBe('post');
      }
      // Playwright's text matching skips <noscript>, whose content this is: the page's own text is read instead.
      expect(await page.locator('body').innerText()).toContain('Esta página necesita JavaScript para funcionar.');
      await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/');
    }
    // The registration price came with the page.
    await page.goto('/register');
    await expect(page.getByText('$ 350.000 COP').first()).toBeVisible();
  });
});

/** Console errors and warnings, uncaught errors, and the API reads the page made, from before its first byte. */
async function watch(page: Page) {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  // The server's heading element: hydration keeps it; a mismatch would replace it with a new one.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  return { problems, reads };
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // React marks hydrated elements with its internal keys; the server's markup has none.
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('h1')!).some((k) => k.startsWith('__react'))))
    .toBe(true);
  expect(
    await page.evaluate(() => {
      const kept = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return kept !== null && kept === document.querySelector('h1') && kept.isConnected;
    }),
  ).toBe(true);
}

test.describe('hydration', () => {
  test.use({ viewport: PHONE });

  test.beforeEach(async ({ page, baseURL }) => {
    await blockOutsideHosts(page, baseURL!);
  });

  test("a distributor's page hydrates without errors or mismatches and asks only for the visit", async ({ page }) => {
    const { problems, reads } = await watch(page);
    await page.goto('/u/laura');
    await hydrated(page);
    expect(problems).toEqual([]);
    // The page's own request counts the visit; everything it shows came with the HTML.
    expect(reads).toEqual(['/api/user/laura']);
    await expect(page.getByRole('heading', { level: 1, name: 'Laura Gómez' })).toBeVisible();
    // Interactive after hydration: the FAQ opens.
    const faq = page.locator('#faq');
    await faq.getByRole('button').first().click();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
  });

  test('the landing hydrates without errors or mismatches and asks the API nothing', async ({ page }) => {
    const { problems, reads } = await watch(page);
    await page.goto('/');
    await hydrated(page);
    expect(problems).toEqual([]);
    expect(reads).toEqual([]);
    const faq = page.locator('#faq');
    await faq.getByRole('button', { name: '¿Qué es Multyhealth?' }).click();
    await expect(faq.getByText('Una red de distribuidores de bienestar')).toBeVisible();
  });

  test('the legal pages hydrate without errors or mismatches and ask the API nothing', async ({ page }) => {
    const { problems, reads } = await watch(page);
    for (const path of ['/terminos', '/privacidad']) {
      await page.goto(path);
      await hydrated(page);
    }
    expect(problems).toEqual([]);
    expect(reads).toEqual([]);
    // Interactive after hydration: the link to the other text moves inside the app.
    await page.getByRole('main').getByRole('link', { name: 'Términos y Condiciones' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeVisible();
  });

  test('the sign-up, sign-in and password pages hydrate without errors or mismatches', async ({ page }) => {
    const { problems, reads } = await watch(page);
    for (const path of ['/register', '/login', '/recuperar-contrasena']) {
      await page.goto(path);
      await hydrated(page);
    }
    expect(problems).toEqual([]);
    // This link is unknown: the page's check of it on arrival answers 400, which the browser reports.
    await page.goto('/restablecer-contrasena?token=x');
    await hydrated(page);
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    // The price the register page shows came with it.
    expect(reads).not.toContain('/api/account-pricing');
    // Interactive after hydration: the form checks what is typed.
    await page.goto('/login');
    await hydrated(page);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('Email inválido')).toBeVisible();
  });

  test("an applicant's registration arrives rendered with its status and hydrates without errors or mismatches", async ({
    page,
  }) => {
    const code = `ssr-${Date.now().toString(36)}`;
    const email = `${code}@example.com`;
    const registered = await page.request.post('/api/register', {
      data: { name: 'Paula Ruiz', code, email, whatsapp: '+573105550404', city: 'Cali', acceptTerms: true },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const link = linkPath(await latestMail(email, 'Registro recibido'), '/registro/');
    const html = await (await page.request.get(link, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('Hola, Paula Ruiz');
    const { problems } = await watch(page);
    await page.goto(link);
    await hydrated(page);
    expect(problems).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Paula Ruiz' })).toBeVisible();
    await expect(page.getByTestId('registration-status')).toHaveText('Pendiente de pago');
  });

  test('a working password link arrives checked and hydrates without mismatch on a phone in another time zone', async ({
    browser,
    request,
    baseURL,
  }) => {
    const seller = await approvedSeller(request, 'Clara Reloj', `reloj${Date.now().toString(36)}`);
    expect((await request.post('/api/password-reset', { data: { email: seller.email } })).status()).toBe(202);
    const link = linkPath(await latestMail(seller.email, 'Restablece tu contraseña'), '/restablecer-contrasena?token=');
    // The server runs on UTC; the page writes the link's end in Colombia's time, so another zone changes nothing.
    const context = await browser.newContext({ viewport: PHONE, timezoneId: 'Asia/Tokyo', baseURL });
    const page = await context.newPage();
    await blockOutsideHosts(page, baseURL!);
    const { problems, reads } = await watch(page);
    await page.goto(link);
    await hydrated(page);
    expect(problems).toEqual([]);
    // The link came checked with the page: the browser does not check it again.
    expect(reads).toEqual([]);
    await expect(page.getByText(/Este enlace sirve 60 minutos, hasta el .* \(hora de Colombia\)/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar contraseña' })).toBeEnabled();
    await context.close();
  });

  test('what is typed into the sign-in form before its script arrives stays and signs in', async ({ page }) => {
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_SELLER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_SELLER.password);
    expect(
      await page.evaluate(() => Object.keys(document.querySelector('h1')!).some((k) => k.startsWith('__react'))),
    ).toBe(false);
    // Until then the form cannot be sent by the browser itself (a GET would put the password in the address), not
    // even with Enter.
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeDisabled();
    await page.getByLabel('Contraseña', { exact: true }).press('Enter');
    expect(page.url()).not.toContain('password');
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.querySelector('h1')!).some((k) => k.startsWith('__react'))))
      .toBe(true);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_SELLER.email);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(page.url()).not.toContain(encodeURIComponent(DEMO_SELLER.password));
  });

  test('a signed-in seller hydrates the landing signed out, then sees their session', async ({ page }) => {
    const { problems } = await watch(page);
    await page.addInitScript(() => {
      localStorage.setItem('token', 'a.eyJleHAiOjQxMDI0NDQ4MDB9.c');
      localStorage.setItem(
        'user',
        JSON.stringify({ id: 2, name: 'Laura Gómez', email: 'l@x.co', role: 'user', code: 'laura', slug: 'laura' }),
      );
    });
    await page.goto('/');
    await hydrated(page);
    expect(problems).toEqual([]);
    await expect(page.locator('a[href="/login"]', { hasText: 'Iniciar Sesión' })).toHaveCount(0);
  });
});
