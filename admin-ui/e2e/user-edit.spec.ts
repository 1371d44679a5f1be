import { expect, test } from '@playwright/test';
import { registerMember, signInAsAdmin } from './support';

test("edits a member's contact data from the detail page; another member's e-mail is refused on the field", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  const stamp = Date.now().toString(36);
  const member = await registerMember(request, `editar-${stamp}`);
  const other = await registerMember(request, `otro-${stamp}`);
  await page.goto(`/admin/users/${member.id}/show`);
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByLabel('Ciudad *')).toHaveValue('Medellín');
  await page.getByLabel('Email *').fill(other.email);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ya existe una cuenta con este email').first()).toBeVisible();
  await page.getByLabel('Email *').fill(`corregido-${stamp}@example.com`);
  await page.getByLabel('Ciudad *').fill('Manizales');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}/show$`));
  await expect(page.getByText('Manizales').first()).toBeVisible();
  await expect(page.getByText(`corregido-${stamp}@example.com`).first()).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the edit screen fits a phone', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    const member = await registerMember(request, `movil-${Date.now().toString(36)}`);
    await page.goto(`/admin/users/${member.id}`);
    await expect(page.getByLabel('Nombre *')).toHaveValue(member.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
