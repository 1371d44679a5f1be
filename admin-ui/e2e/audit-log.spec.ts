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
    .filter({ hasText: 'faq.create' })
    .filter({ hasText: String(id) });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText(ADMIN.email);
  await expect(page.getByRole('columnheader', { name: 'Acción' })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar filtro' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Acción' }).click();
  await page.getByRole('textbox', { name: 'Acción' }).fill('faq.create');
  await expect(page).toHaveURL(/faq\.create/);
  await expect(page.getByRole('row').filter({ hasText: 'faq.create' }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  await expect(page.getByRole('button', { name: /Borrar|Eliminar|Crear/ })).toHaveCount(0);
});
