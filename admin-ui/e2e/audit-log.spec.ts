import { expect, test } from '@playwright/test';
import { ADMIN, authHeaders, signInAsAdmin } from './support';

test('the Auditoría screen lists an admin action, filters by action and exports CSV', async ({ page, request }) => {
  const admin = await signInAsAdmin(page, request);
  const created = await request.post('/api/admin/faq', {
    headers: authHeaders(admin),
    data: { question: '¿Auditoría E2E?', answer: 'Sí', order: 9 },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto('/admin/audit-log');
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Creó la pregunta frecuente' })
    .filter({ hasText: `Pregunta frecuente #${id}` });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText(ADMIN.email);
  await expect(row.first()).not.toContainText('::ffff:');
  await expect(page.getByRole('columnheader', { name: 'Acción' })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar filtro' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Acción' }).click();
  await page.getByRole('combobox', { name: 'Acción' }).click();
  await page.getByRole('option', { name: 'Creó la pregunta frecuente' }).click();
  await expect(page).toHaveURL(/faq\.create/);
  await expect(page.getByRole('row').filter({ hasText: 'Creó la pregunta frecuente' }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  await expect(page.getByRole('button', { name: /Borrar|Eliminar|Crear/ })).toHaveCount(0);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('Auditoría reads as cards in Spanish words and fits the phone; a failed load shows the error state', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/audit-log');
    await expect(page.getByText(/^(Creó|Actualizó|Eliminó|Aprobó|Renovó|Corrigió)/).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.route('**/api/admin/audit-log?**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.reload();
    await expect(page.getByText('No se encontraron', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('alert').first()).toBeVisible();
  });
});
