import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './app-page';
import { apiLogin, approvedSeller, DEMO_SELLER, placeOrderThroughApi } from './support';

// The customer's page of an order (/pedido/{reference}?t=…): what it shows after each of the seller's changes, made
// through the seller's API; prices only when the seller shows them; a wrong token is the not-found page.

type Credentials = { email: string; password: string };

/** Changes an order's status as its seller does, found by its reference. */
async function sellerSets(
  request: APIRequestContext,
  seller: Credentials,
  reference: string,
  change: { status: string; reason?: string },
) {
  const headers = { Authorization: `Bearer ${(await apiLogin(request, seller)).token}` };
  const filter = encodeURIComponent(JSON.stringify({ q: reference }));
  const [order] = await (await request.get(`/api/protected/orders?filter=${filter}`, { headers })).json();
  const changed = await request.put(`/api/protected/orders/${order.id}`, { headers, data: change });
  expect(changed.ok(), await changed.text()).toBeTruthy();
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`the order page at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('shows each status the seller sets, then the cancel reason', async ({ page, request }) => {
      const { reference, trackingPath, product } = await placeOrderThroughApi(request, DEMO_SELLER.slug);
      const status = page.getByTestId('order-status');
      await page.goto(trackingPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${reference}`);
      await expect(status).toHaveText('Estado: Recibido');
      await expect(page.getByRole('row', { name: new RegExp(product.name) })).toContainText('2');
      await expect(page.getByRole('rowheader', { name: 'Total' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Escribir a Laura por WhatsApp/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );

      await sellerSets(request, DEMO_SELLER, reference, { status: 'confirmado' });
      await page.reload();
      await expect(status).toHaveText('Estado: Confirmado');

      await sellerSets(request, DEMO_SELLER, reference, { status: 'entregado' });
      await page.reload();
      await expect(status).toHaveText('Estado: Entregado');
      await expect(page.getByRole('listitem')).toHaveText([/^Recibido/, /^Confirmado/, /^Entregado/]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const cancelled = await placeOrderThroughApi(request, DEMO_SELLER.slug);
      await sellerSets(request, DEMO_SELLER, cancelled.reference, { status: 'cancelado', reason: 'Sin existencias' });
      await page.goto(cancelled.trackingPath);
      await expect(status).toHaveText('Estado: Cancelado');
      await expect(page.getByText('Motivo: Sin existencias')).toBeVisible();
    });

    test('hides the prices when the seller hides them', async ({ page, request }) => {
      const seller = await approvedSeller(request, 'Nora Díaz', `Trk${width}-${Date.now().toString(36)}`);
      const headers = { Authorization: `Bearer ${(await apiLogin(request, seller)).token}` };
      const hidden = await request.put('/api/protected/profile', { headers, data: { showPrices: false } });
      expect(hidden.ok(), await hidden.text()).toBeTruthy();
      const { reference, trackingPath } = await placeOrderThroughApi(request, seller.slug);
      await page.goto(trackingPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${reference}`);
      await expect(page.getByRole('columnheader')).toHaveText(['Producto', 'Cantidad']);
      await expect(page.getByText('Total')).toHaveCount(0);
      await expect(page.getByText('$')).toHaveCount(0);
    });

    test('a wrong token shows the not-found page', async ({ page, request }) => {
      const { reference, trackingPath } = await placeOrderThroughApi(request, DEMO_SELLER.slug);
      const response = await page.goto(trackingPath.replace(/t=[^&]+/, 't=' + 'A'.repeat(22)));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedido no encontrado');
      await expect(page.getByText(reference)).toHaveCount(0);
    });
  });
}
