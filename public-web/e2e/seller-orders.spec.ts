import { expect, type Page } from '@playwright/test';
import { test } from './app-page';
import { mkdirSync } from 'node:fs';
import { DEMO_SELLER, PHONE, PHONE_AGENT, settle } from './support';

const SHOTS = process.env.SHOTS_DIR;

/** 390, 1280 and 1440 px screenshots for review, only when SHOTS_DIR is set. */
async function shots(page: Page, name: string, fullPage = true, focus?: () => Promise<void>) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize() ?? PHONE;
  for (const width of [390, 1280, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await settle(page);
    await focus?.();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage, animations: 'disabled' });
  }
  await page.setViewportSize(original);
}

test.use({ viewport: PHONE });

test('a visitor on a phone orders two products by WhatsApp with a reference and the seller sees it in the summary', async ({
  page,
  browser,
  baseURL,
}) => {
  const login = await page.request.post('/api/login', {
    data: { email: DEMO_SELLER.email, password: DEMO_SELLER.password },
  });
  const seller = await login.json();
  const summary = async () =>
    (
      await page.request.get('/api/protected/analytics/summary?days=7', {
        headers: { authorization: `Bearer ${seller.token}` },
      })
    ).json();
  const before = await summary();
  // The chat would leave the machine: answer it locally.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'chat', contentType: 'text/plain' }));

  await page.setExtraHTTPHeaders({ 'User-Agent': PHONE_AGENT });
  await page.goto('/u/laura?src=qr');
  const products = page.locator('#productos');
  await expect(products.getByRole('group', { name: 'Cantidad de Multydrink' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tu pedido' })).toHaveCount(0);
  await products.getByRole('button', { name: 'Agregar una unidad de Multydrink' }).click();
  await products.getByRole('button', { name: 'Agregar una unidad de Multydrink' }).click();
  await products.getByRole('button', { name: 'Agregar una unidad de Multytest' }).click();
  await expect(products.getByLabel('Unidades de Multydrink')).toHaveValue('2');
  const send = page.getByTestId('order-bar-link');
  // Laura shows prices: her Multydrink at 165.000, Multytest at its default 450.000.
  await expect(send).toHaveText('Pedir por WhatsApp (3) · $ 780.000 COP');

  // The cart survives a reload.
  await page.reload();
  await expect(send).toHaveText('Pedir por WhatsApp (3) · $ 780.000 COP');
  await page.getByText('Tus datos para el vendedor (opcional)').click();
  await page.getByLabel('Tu ciudad').fill('Cali');
  await products.getByRole('button', { name: 'Quitar una unidad de Multytest' }).click();
  await products.getByRole('button', { name: 'Agregar una unidad de Multytest' }).click();
  await shots(page, 'distributor-cart', false, () =>
    page.evaluate(() =>
      document.querySelectorAll('#productos .qty')[1]?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    ),
  );

  // The order is stored first; the chat opens from the visitor's own tap on the link that carries the reference.
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/user/laura/orders'));
  await send.click();
  const response = await placed;
  expect(response.status()).toBe(201);
  const { reference } = await response.json();
  expect(reference).toMatch(/^MH-[A-HJ-NP-Z2-9]{5}$/);
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Escribir a Laura por WhatsApp' }).click();
  const chat = await popup;
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  expect(decodeURIComponent(chat.url())).toContain(
    [
      'Hola, quiero hacer este pedido:',
      '2 × Multydrink — $ 330.000 COP',
      '1 × Multytest — $ 450.000 COP',
      'Total: $ 780.000 COP',
      'Ciudad: Cali',
      `Pedido ${reference}`,
    ].join('\n'),
  );
  await chat.close();
  // The cart is cleared and the visitor keeps the reference.
  await expect(page.getByTestId('order-sent')).toHaveText(`Tu pedido ${reference} fue enviado a Laura`);
  await expect(products.getByLabel('Unidades de Multydrink')).toHaveValue('0');
  await shots(page, 'distributor-order-sent', false);

  const after = await summary();
  expect(after.orders.created).toBe(before.orders.created + 1);
  expect(after.visits).toBeGreaterThan(before.visits);
  expect(after.sources.find((s: { source: string }) => s.source === 'qr')?.visits).toBeGreaterThan(
    before.sources.find((s: { source: string }) => s.source === 'qr')?.visits ?? 0,
  );

  // The seller's Resumen: the period selector changes the figures' period.
  const sellerContext = await browser.newContext({ baseURL, viewport: PHONE });
  const dashboard = await sellerContext.newPage();
  await dashboard.goto('/login');
  await dashboard.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, seller);
  await dashboard.goto('/dashboard');
  const figures = dashboard.getByTestId('summary-figures');
  await expect(figures).toContainText('Pedidos');
  await dashboard.getByRole('button', { name: '7 días' }).click();
  await expect(dashboard.getByText('Últimos 7 días')).toBeVisible();
  await expect(dashboard.getByRole('button', { name: '7 días' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figures.getByText('Pedidos', { exact: true }).locator('..')).toContainText(String(after.orders.created));
  await expect(dashboard.getByTestId('order-funnel')).toContainText('Entregados');
  const productTable = dashboard.getByRole('table', { name: 'Clics y pedidos por producto' });
  await expect(productTable).toContainText('Multytest');
  // At 390 px the heading wraps between words: 'WhatsApp' stays on one line (it broke as 'WhatsAp/p').
  const whatsappLines = await productTable.getByRole('columnheader', { name: 'Clics en WhatsApp' }).evaluate((th) => {
    const text = [...th.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes('WhatsApp'))!;
    const range = document.createRange();
    const start = text.textContent!.indexOf('WhatsApp');
    range.setStart(text, start);
    range.setEnd(text, start + 'WhatsApp'.length);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(whatsappLines).toBe(1);
  await dashboard.getByRole('button', { name: '90 días' }).click();
  await expect(dashboard.getByText('Últimos 90 días')).toBeVisible();
  await expect(dashboard.getByRole('img', { name: /Gráfica: .* en los últimos 90 días/ })).toBeVisible();
  // Equal series stay visible on top of each other: each line has its own width and dash pattern.
  const strokes = await dashboard.getByRole('img', { name: /Gráfica: / }).evaluate((chart) =>
    ['visits', 'clicks', 'orders'].map((id) => {
      const style = getComputedStyle(chart.querySelector(`path[data-series="${id}"]`)!);
      return `${style.strokeWidth} ${style.strokeDasharray}`;
    }),
  );
  expect(new Set(strokes).size).toBe(3);
  await expect(dashboard.getByRole('img', { name: /Código QR de .*\?src=qr$/ })).toBeVisible();
  await dashboard.getByText('Estadísticas de tu página').scrollIntoViewIfNeeded();
  await shots(dashboard, 'dashboard-resumen');
  await sellerContext.close();
});

test('without JavaScript the steppers and the order form work through the server', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'chat', contentType: 'text/plain' }));
  const page = await context.newPage();
  await page.goto('/u/laura');
  const products = page.locator('#productos');
  await products.getByRole('button', { name: 'Agregar una unidad de Multydrink' }).click();
  await page.waitForURL(/\/u\/laura\?pedido=\d+x1#productos$/);
  await expect(products.getByLabel('Unidades de Multydrink')).toHaveValue('1');
  await products.getByRole('button', { name: 'Agregar una unidad de Multydrink' }).click();
  await expect(products.getByLabel('Unidades de Multydrink')).toHaveValue('2');
  await products.getByLabel('Unidades de Multytest').fill('3');
  await products.getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click();
  // The order is stored: a page with its reference, the chat and the customer's order page.
  await expect(page.getByRole('heading', { name: /^Tu pedido MH-[A-HJ-NP-Z2-9]{5} está listo$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sigue tu pedido' })).toHaveAttribute('href', /\/pedido\/MH-/);
  const text = decodeURIComponent(
    (await page.getByRole('link', { name: 'Abrir WhatsApp con el pedido' }).getAttribute('href'))!,
  );
  expect(text).toContain('2 × Multydrink');
  expect(text).toContain('3 × Multytest');
  expect(text).toMatch(/Pedido MH-[A-HJ-NP-Z2-9]{5}/);
  await context.close();
});

test('the seller runs an order from the Pedidos tab on a phone', async ({ page }) => {
  const login = await page.request.post('/api/login', {
    data: { email: DEMO_SELLER.email, password: DEMO_SELLER.password },
  });
  const seller = await login.json();
  const productsList = await (await page.request.get('/api/products')).json();
  const placed = await page.request.post('/api/user/laura/orders', {
    headers: { 'X-Forwarded-For': '10.1.2.3' },
    data: {
      items: [{ productId: productsList[0].id, quantity: 2 }],
      customerName: 'Pedro Pérez',
      customerPhone: '+573105550000',
    },
  });
  expect(placed.status()).toBe(201);
  const { reference } = await placed.json();

  await page.goto('/login');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, seller);
  await page.goto('/dashboard');
  await expect(page.getByTestId('month-sales')).toContainText('Ventas del mes');
  const tab = page.getByRole('tab', { name: /Pedidos/ });
  await expect(tab).toContainText(/\d/);
  await tab.click();
  const card = page.getByTestId(`order-${reference}`);
  await expect(card).toContainText('Pedro Pérez');
  await expect(card).toContainText('2 ×');
  await expect(card.getByRole('link', { name: 'Escribir al cliente' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/573105550000\?text=/,
  );
  await card.getByRole('button', { name: 'Confirmar' }).click();
  await expect(card).toContainText('Confirmado');
  await card.getByRole('button', { name: 'Marcar entregado' }).click();
  await expect(card).toContainText('Entregado');
  await expect(card.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Entregados' }).click();
  await expect(page.getByTestId(`order-${reference}`)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await shots(page, 'dashboard-pedidos');
});
