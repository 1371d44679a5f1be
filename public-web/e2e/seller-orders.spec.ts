import { expect, type Page } from '@playwright/test';
import { test } from './app-page';
import { mkdirSync } from 'node:fs';
import { DEMO_SELLER, PHONE, settle } from './support';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/c';

async function shots(page: Page, name: string, fullPage = true, focus?: () => Promise<void>) {
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

test('a visitor on a phone orders two products by WhatsApp and the seller sees the order in the summary', async ({
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
  await page.getByPlaceholder('Tu ciudad (opcional)').fill('Cali');
  await products.getByRole('button', { name: 'Quitar una unidad de Multytest' }).click();
  await products.getByRole('button', { name: 'Agregar una unidad de Multytest' }).click();
  await shots(page, 'distributor-cart', false, () =>
    page.evaluate(() =>
      document.querySelectorAll('#productos .qty')[1]?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    ),
  );

  const href = decodeURIComponent((await send.getAttribute('href'))!);
  expect(href).toBe(
    'https://wa.me/573001112233?text=' +
      [
        'Hola, quiero hacer este pedido:',
        '2 × Multydrink — $ 330.000 COP',
        '1 × Multytest — $ 450.000 COP',
        'Total: $ 780.000 COP',
        'Ciudad: Cali',
        '¿Me confirmas la disponibilidad y el envío?',
      ].join('\n'),
  );
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/user/laura/order-intent'));
  const popup = page.waitForEvent('popup');
  await send.click();
  expect((await recorded).status()).toBe(200);
  await (await popup).close();

  const after = await summary();
  expect(after.orderIntents).toBe(before.orderIntents + 1);
  expect(after.visits).toBeGreaterThan(before.visits);
  expect(after.sources.find((s: { source: string }) => s.source === 'qr')?.visits).toBeGreaterThan(
    before.sources.find((s: { source: string }) => s.source === 'qr')?.visits ?? 0,
  );
  const line = (s: typeof after, name: string) =>
    s.products.find((p: { name: string }) => p.name === name)?.orderIntents ?? 0;
  expect(line(after, 'Multydrink')).toBe(line(before, 'Multydrink') + 1);
  expect(line(after, 'Multytest')).toBe(line(before, 'Multytest') + 1);

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
  await expect(figures).toContainText('Pedidos por WhatsApp');
  await dashboard.getByRole('button', { name: '7 días' }).click();
  await expect(dashboard.getByText('Últimos 7 días')).toBeVisible();
  await expect(dashboard.getByRole('button', { name: '7 días' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figures.getByText('Pedidos por WhatsApp').locator('..')).toContainText(String(after.orderIntents));
  await expect(dashboard.getByRole('table', { name: 'Clics y pedidos por producto' })).toContainText('Multytest');
  await dashboard.getByRole('button', { name: '90 días' }).click();
  await expect(dashboard.getByText('Últimos 90 días')).toBeVisible();
  await expect(dashboard.getByRole('img', { name: /Gráfica: .* en los últimos 90 días/ })).toBeVisible();
  await expect(dashboard.getByRole('img', { name: /Código QR de .*\?src=qr$/ })).toBeVisible();
  await dashboard.getByText('Estadísticas de tu página').scrollIntoViewIfNeeded();
  await shots(dashboard, 'dashboard-resumen');
  await sellerContext.close();
});
