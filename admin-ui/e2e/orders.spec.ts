import { expect, test } from '@playwright/test';
import { SELLER, apiLogin, authHeaders, signInAsAdmin } from './support';

test('the Pedidos screen lists every seller’s orders, filters by status and exports CSV; the dashboard shows sales', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  const seller = await apiLogin(request, SELLER);
  const [product] = await (await request.get('/api/products')).json();
  const placed = await request.post('/api/user/laura/orders', {
    headers: { 'X-Forwarded-For': '10.2.4.6' },
    data: { items: [{ productId: product.id, quantity: 3 }], customerName: 'Cliente Consola' },
  });
  expect(placed.status()).toBe(201);
  const { reference } = await placed.json();
  const [order] = await (
    await request.get(`/api/protected/orders?filter=${encodeURIComponent(JSON.stringify({ q: reference }))}`, {
      headers: authHeaders(seller),
    })
  ).json();
  for (const status of ['confirmado', 'entregado']) {
    const res = await request.put(`/api/protected/orders/${order.id}`, {
      headers: authHeaders(seller),
      data: { status },
    });
    expect(res.status()).toBe(200);
  }

  await page.goto('/admin/orders');
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText('Cliente Consola')).toBeVisible();
  await expect(page.getByText('Entregado', { exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Referencia' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toBe('pedidos.csv');

  await page.goto('/admin');
  await expect(page.getByTestId('order-figures')).toContainText('Pedidos y ventas entregadas por mes');
  await expect(page.getByTestId('top-sellers')).not.toContainText('Aún no hay ventas entregadas.');
  await expect(page.getByTestId('top-products')).toContainText(product.name);
});
