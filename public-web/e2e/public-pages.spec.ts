import { expect } from '@playwright/test';
import { test } from './app-page';
import {
  apiLogin,
  blockOutsideHosts,
  DEMO_SELLER,
  expectAccessible,
  interceptWhatsapp,
  PHONE_AGENT,
  screenshots,
} from './support';

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

test('landing: hero, sections from the API, anchors and the mobile menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Transforma Tu Futuro con Multyhealth' })).toBeVisible();
  await expect(page.getByText('+5,000 Distribuidores')).toBeVisible();
  await expect(page.getByText('Soporte 24/7').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Multydrink: energía y protección' })).toBeVisible();
  await expect(page.locator('#productos').getByRole('heading', { name: 'Multytest' })).toBeVisible();
  await expect(page.locator('#testimonios').getByText('María Fernanda R.')).toBeVisible();
  await expect(page.locator('#equipo').getByText('Convención anual')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Últimas Noticias' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quiero Ser Distribuidor' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  await expect(page.getByRole('link', { name: 'Ya soy Distribuidor y quiero mi Landing' })).toHaveAttribute(
    'href',
    '/register',
  );

  // A feature card shows at most 3 benefits and 4 ingredients (the demo has 4 and 5).
  const drink = page.locator('.feature').first();
  await expect(drink.locator('.check-list li')).toHaveCount(3);
  await expect(drink.locator('.feature__ingredients li')).toHaveCount(4);

  // FAQ: one answer open at a time; clicking the open question closes it.
  const faq = page.locator('#faq');
  await faq.getByRole('button', { name: '¿Qué es Multyhealth?' }).click();
  await expect(faq.getByText('Una red de distribuidores de bienestar')).toBeVisible();
  await faq.getByRole('button', { name: '¿Cuánto cuesta registrarme?' }).click();
  await expect(faq.getByText('Una red de distribuidores de bienestar')).toBeHidden();
  await faq.getByRole('button', { name: '¿Cuánto cuesta registrarme?' }).click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  // Mobile menu → in-page anchor.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Testimonios' }).click();
  await expect(page).toHaveURL(/#testimonios$/);
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(page.locator('a[href="/login"]', { hasText: 'Iniciar Sesión' })).toHaveCount(2);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshots(page, '01-landing');
  await expectAccessible(page, 'landing');
});

test('landing: the announcements carousel wraps around', async ({ page }) => {
  await page.goto('/');
  const carousel = page.locator('#noticias').getByRole('group', { name: 'Noticias, una a la vez' });
  await carousel.scrollIntoViewIfNeeded();
  const active = carousel.locator('.carousel__slide.is-active h3');
  await expect(active).toHaveText('Nuevo sabor de Multydrink');
  await carousel.getByRole('button', { name: 'Noticia anterior' }).click();
  await expect(active).toHaveText('Capacitación gratuita en línea');
  await carousel.getByRole('button', { name: 'Noticia siguiente' }).click();
  await expect(active).toHaveText('Nuevo sabor de Multydrink');
});

test('an anchor from another page goes home and scrolls to the section', async ({ page }) => {
  await page.goto('/u/laura');
  await page.goto('/#faq');
  await expect(page.locator('#faq')).toBeInViewport();
});

test('distributor page: every section, prices, WhatsApp click counted on the dashboard', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const seller = await apiLogin(request, DEMO_SELLER);
  const before = await (
    await request.get('/api/protected/dashboard', { headers: { Authorization: `Bearer ${seller.token}` } })
  ).json();

  // A visitor of their own: without a cookie, a visitor is known by address and browser, and earlier tests' visits
  // from this machine would count as the same person within the 30-minute window.
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `10.77.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`,
    'User-Agent': PHONE_AGENT,
  });
  await interceptWhatsapp(page);
  await page.goto('/u/laura');
  await expect(page.getByRole('heading', { level: 1, name: 'Laura Gómez' })).toBeVisible();
  await expect(page).toHaveTitle('Laura Gómez | Distribuidora Multyhealth');
  await expect(page.getByRole('heading', { name: 'Últimas Noticias' })).toBeVisible();
  const products = page.locator('#productos');
  await expect(products.getByRole('heading', { name: 'Nuestros Productos' })).toBeVisible();
  // Laura shows prices: her custom Multydrink price replaces the default; Multytest keeps its own.
  await expect(products.getByText('$ 165.000 COP')).toBeVisible();
  await expect(products.getByText('$ 450.000 COP')).toBeVisible();
  await expect(page.getByText('Andrea P.')).toBeVisible();
  await expect(page.locator('#faq')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Perfil del Vendedor' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mi Galería' })).toBeVisible();
  await expect(page.getByText('Resultados garantizados')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Guardar contacto' })).toHaveAttribute('href', '/api/user/laura/vcard');
  await expect(page.getByRole('link', { name: 'Únete', exact: true })).toHaveAttribute('href', '/register?ref=laura');

  // Each product's own button places an order of it (e2e/order-visitor.spec.ts).
  await expect(products.getByRole('button', { name: 'Pedir por WhatsApp' })).toHaveCount(2);

  await screenshots(page, '02-distributor');
  await expectAccessible(page, 'distributor page');

  const clickRecorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/laura/whatsapp-click') && r.request().method() === 'POST',
  );
  const popup = page.waitForEvent('popup');
  // The floating button appears once the hero (with its own WhatsApp button) has scrolled away.
  const floating = page.getByRole('link', { name: 'Más información por WhatsApp con Laura' });
  await expect(floating).toHaveCount(0);
  await page.locator('#faq').scrollIntoViewIfNeeded();
  await expect(floating).toHaveText('Más información');
  await expect(floating).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  await floating.click();
  expect((await clickRecorded).ok()).toBeTruthy();
  const chat = await popup;
  expect(decodeURIComponent(chat.url())).toBe(
    'https://wa.me/573001112233?text=Hola Laura, vi tu página y quiero información sobre Multyhealth.',
  );
  await chat.close();

  // The seller sees the click on the dashboard.
  const sellerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const sellerPage = await sellerContext.newPage();
  await sellerPage.goto('/login');
  await sellerPage.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, seller);
  await sellerPage.goto('/dashboard');
  const clicksCard = sellerPage.getByTestId('stat-clicks');
  await expect(clicksCard).toContainText(String(before.whatsappClicks + 1));
  await expect(sellerPage.getByTestId('stat-visits')).toContainText(String(before.visitCount + 1));
  await sellerContext.close();
});

test("an unknown distributor code shows 'Usuario no encontrado' with HTTP 404", async ({ page }) => {
  expect((await page.goto('/u/no-existe-este-codigo'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Usuario no encontrado' })).toBeVisible();
  await expect(page.getByText('El código de usuario que buscas no existe o la cuenta no está activa.')).toBeVisible();
  await screenshots(page, '03-distributor-not-found');
  await expectAccessible(page, 'distributor not found');
  await page.getByRole('link', { name: 'Volver al Inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("any other path shows '404 Page Not Found' with HTTP 404", async ({ page }) => {
  expect((await page.goto('/esta/ruta/no/existe'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await screenshots(page, '04-not-found');
  await expectAccessible(page, '404');
});
