import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

// A member's name holds letters only: the stamp's digits are spelled as letters.
const spelled = (text: string) => text.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

test('finds an accented member typed without accents, then picks the country and city in the edit form', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const surname = spelled(stamp);
  const registered = await request.post('/api/register', {
    data: {
      name: `Ramón Mejía ${surname}`,
      code: `mejia-${stamp}`,
      whatsapp: '+573001234567',
      email: `mejia-${stamp}@example.com`,
      city: 'bogota',
      acceptTerms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()).user as { id: number };

  await signInAsAdmin(page, request);
  await page.goto('/admin/users');
  await page.getByRole('tab', { name: 'Todos' }).click();
  await page.getByPlaceholder('Buscar por nombre, email o código').fill(`${surname.toUpperCase()} mejia ramon`);
  const row = page.locator('tbody tr').filter({ hasText: `Ramón Mejía ${surname}` });
  await expect(row).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(1);

  await page.goto(`/admin/users/${id}`);
  await expect(page.getByLabel('Ciudad *')).toHaveValue('Bogotá');
  await page.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('option', { name: 'Perú' }).click();
  await page.getByLabel('Ciudad *').fill('arequ');
  await page.getByRole('option', { name: 'Arequipa' }).click();
  await expect(page.getByLabel('Ciudad *')).toHaveValue('Arequipa');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${id}/show$`));
  await expect(page.getByText('Arequipa').first()).toBeVisible();
  await expect(page.getByText('Perú').first()).toBeVisible();

  await page.goto(`/admin/users/${id}`);
  await page.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('option', { name: 'Colombia' }).click();
  await page.getByLabel('Ciudad *').fill('villa de leyva');
  await expect(page.getByText('Se guardará como «Villa de Leyva»')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${id}/show$`));
  await expect(page.getByText('Villa de Leyva').first()).toBeVisible();
});
