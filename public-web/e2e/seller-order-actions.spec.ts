import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './app-page';
import { apiLogin, approvedSeller, expectAccessible, loginInBrowser } from './support';

const stamp = Date.now().toString(36);
let visitor = 0;

type Seller = Awaited<ReturnType<typeof approvedSeller>>;

/** Places an order on the seller's page as a new visitor; returns its reference. */
async function placeOrder(request: APIRequestContext, seller: Seller, extra: Record<string, unknown> = {}) {
  const [product] = await (await request.get('/api/products')).json();
  visitor++;
  const res = await request.post(`/api/user/${seller.slug}/orders`, {
    headers: { 'X-Forwarded-For': `10.77.${Math.floor(visitor / 250)}.${visitor % 250}` },
    data: { items: [{ productId: product.id, quantity: 1 }], ...extra },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).reference as string;
}

/** The order as the API has it now. */
async function stored(request: APIRequestContext, seller: Seller, reference: string) {
  const { token } = await apiLogin(request, seller);
  const res = await request.get(
    `/api/protected/orders?filter=${encodeURIComponent(JSON.stringify({ q: reference }))}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  const [order] = await res.json();
  return order as { id: number; status: string; cancelReason: string | null };
}

const openOrders = (page: Page, request: APIRequestContext, seller: Seller) =>
  loginInBrowser(page, request, seller, '/dashboard?tab=orders');

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`the seller's order actions at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    let seller: Seller;
    test.beforeAll(async ({ request }) => {
      seller = await approvedSeller(request, 'Olga Ramírez', `Ped${width}-${stamp}`);
    });

    test('a double tap on Confirmar confirms once and never delivers', async ({ page, request }) => {
      const reference = await placeOrder(request, seller);
      await openOrders(page, request, seller);
      const card = page.getByTestId(`order-${reference}`);
      const confirm = card.getByRole('button', { name: 'Confirmar' });
      const box = (await confirm.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.click(x, y);
      await page.waitForTimeout(300);
      await page.mouse.click(x, y);
      await expect(card.getByRole('status').or(card.getByTestId('order-stamp'))).toContainText('Confirmado el');
      // What now sits under the finger is the line saying when it was confirmed, not 'Marcar entregado'.
      const deliver = (await card.getByRole('button', { name: 'Marcar entregado' }).boundingBox())!;
      expect(y < deliver.y || y > deliver.y + deliver.height || x < deliver.x || x > deliver.x + deliver.width).toBe(
        true,
      );
      await page.waitForTimeout(1200);
      expect((await stored(request, seller, reference)).status).toBe('confirmado');
      await expect(card.getByText('Confirmado', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Marcar entregado' })).toBeEnabled();
    });

    test('Cancelar asks for a reason first, and undoing it brings the order back', async ({ page, request }) => {
      const reference = await placeOrder(request, seller, { customerName: 'Pedro Pérez' });
      await openOrders(page, request, seller);
      const card = page.getByTestId(`order-${reference}`);
      await card.getByRole('button', { name: 'Cancelar pedido' }).click();
      const dialog = page.getByRole('dialog', { name: `¿Cancelar el pedido ${reference}?` });
      await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Elige un motivo');
      await dialog.getByLabel('Otro motivo').check();
      await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Escribe el motivo');
      await dialog.getByLabel('Sin existencias').check();
      if (process.env.ORDER_SHOTS) await page.screenshot({ path: `${process.env.ORDER_SHOTS}-cancel-${width}.png` });
      await expectAccessible(page, `cancel-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card).toContainText('Motivo: Sin existencias');
      expect(await stored(request, seller, reference)).toMatchObject({
        status: 'cancelado',
        cancelReason: 'Sin existencias',
      });
      const undo = page.getByTestId('order-undo');
      await expect(undo).toContainText(`Pedido ${reference} cancelado`);
      await undo.getByRole('button', { name: 'Deshacer' }).click();
      await expect(undo).toContainText(`Se deshizo el cambio del pedido ${reference}`);
      await expect(card.getByRole('button', { name: 'Confirmar' })).toBeVisible();
      expect(await stored(request, seller, reference)).toMatchObject({ status: 'nuevo', cancelReason: null });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("'Ventas del mes' and the funnel follow a delivery without a reload", async ({ page, request }) => {
      const reference = await placeOrder(request, seller);
      await openOrders(page, request, seller);
      const card = page.getByTestId(`order-${reference}`);
      await card.getByRole('button', { name: 'Confirmar' }).click();
      await card.getByRole('button', { name: 'Marcar entregado' }).click();
      await expect(card.getByText('Entregado', { exact: true })).toBeVisible();
      const { token } = await apiLogin(request, seller);
      const headers = { Authorization: `Bearer ${token}` };
      const { monthSales } = await (await request.get('/api/protected/orders/overview', { headers })).json();
      expect(monthSales).toBeGreaterThan(0);
      await page.getByRole('tab', { name: 'Resumen' }).click();
      await expect(page.getByTestId('month-sales')).toContainText(monthSales.toLocaleString('es-CO'));
      const funnel = page.getByTestId('order-funnel');
      await expect(funnel).toContainText('Contactos');
      const shares = await funnel.getByTestId('funnel-share').allInnerTexts();
      expect(shares.length).toBeGreaterThan(0);
      expect(shares.map((share) => Number(share.replace(/\D/g, ''))).filter((n) => n > 100)).toEqual([]);
    });

    test("'Deshacer' stays 10 seconds after a confirmation, then goes", async ({ page, request }) => {
      const reference = await placeOrder(request, seller);
      await openOrders(page, request, seller);
      const card = page.getByTestId(`order-${reference}`);
      await card.getByRole('button', { name: 'Confirmar' }).click();
      const undo = page.getByTestId('order-undo');
      await expect(undo.getByRole('button', { name: 'Deshacer' })).toBeVisible();
      const shown = Date.now();
      const axe = await new AxeBuilder({ page }).include('[data-testid="order-undo"]').analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      if (process.env.ORDER_SHOTS) await page.screenshot({ path: `${process.env.ORDER_SHOTS}-undo-${width}.png` });
      await page.waitForTimeout(Math.max(0, 8000 - (Date.now() - shown)));
      await expect(undo.getByRole('button', { name: 'Deshacer' })).toBeVisible();
      await expect(undo.getByRole('button', { name: 'Deshacer' })).toBeHidden({ timeout: 3000 });
      expect((await stored(request, seller, reference)).status).toBe('confirmado');
    });
  });
}

test.describe('search, paging and the e-mail link', () => {
  let seller: Seller;
  let ramon: string;
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    seller = await approvedSeller(request, 'Berta Salas', `Pag-${stamp}`);
    ramon = await placeOrder(request, seller, { customerName: 'Ramón Díaz', customerPhone: '+573105550101' });
    for (let i = 0; i < 52; i++) await placeOrder(request, seller);
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    test(`finds an order by customer without accents and pages past 50 at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height });
      await openOrders(page, request, seller);
      const list = page.getByRole('list', { name: 'Pedidos' });
      await expect(list.locator(':scope > li')).toHaveCount(50);
      await page.getByRole('button', { name: 'Ver más pedidos' }).click();
      await expect(list.locator(':scope > li')).toHaveCount(53);
      await expect(page.getByRole('button', { name: 'Ver más pedidos' })).toHaveCount(0);
      await page.getByLabel('Buscar por referencia o cliente').fill('ramon diaz');
      await expect(list.locator(':scope > li')).toHaveCount(1);
      const card = page.getByTestId(`order-${ramon}`);
      await expect(card.getByRole('link', { name: 'Escribir al cliente' })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/573105550101\\?text=.*${ramon}`),
      );
      await page.getByLabel('Buscar por referencia o cliente').fill(ramon.toLowerCase());
      await expect(list.locator(':scope > li')).toHaveCount(1);
      await page.getByLabel('Buscar por referencia o cliente').fill('nadie así');
      await expect(page.getByTestId('orders-empty')).toHaveText('Ningún pedido coincide con «nadie así».');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test("the e-mail's link opens the order after login, and the customer can be edited there", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { id } = await stored(request, seller, ramon);
    await page.goto(`/dashboard?tab=orders&order=${id}`);
    await expect(page).toHaveURL(/\/login\?volver=/);
    await page.getByLabel('Email').fill(seller.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(seller.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?tab=orders&order=${id}$`));
    const focused = page.getByRole('region', { name: `Pedido ${ramon}` });
    await expect(focused).toBeVisible();
    await focused.getByRole('button', { name: 'Editar cliente' }).click();
    const dialog = page.getByRole('dialog', { name: `Cliente del pedido ${ramon}` });
    await dialog.getByLabel('WhatsApp del cliente').fill('12');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText(/^El teléfono no es válido/)).toBeVisible();
    await dialog.getByLabel('WhatsApp del cliente').fill('310 555 0202');
    await dialog.getByLabel('Nota').fill('Entregar en portería');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(focused).toContainText('Teléfono: +573105550202');
    await expect(focused).toContainText('Nota: Entregar en portería');
  });
});
