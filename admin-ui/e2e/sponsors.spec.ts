import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { signInAsAdmin } from './support';

const SHOTS = process.env.SHOTS_DIR;
const stamp = Date.now().toString(36);

/** 390, 1280 and 1440 px screenshots for review, only when SHOTS_DIR is set (kept out of the repository). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the users list shows each sponsor and filters by sponsor code; the dashboard ranks the top sponsors', async ({
  page,
  request,
}) => {
  // Two new registrations invited by the demo seller 'laura'.
  for (const n of [1, 2]) {
    const res = await request.post('/api/register', {
      data: {
        name: `Invitada ${'abcdefghij'[n]} Prueba`,
        code: `inv-${n}-${stamp}`,
        whatsapp: '+573001234567',
        email: `inv-${n}-${stamp}@example.com`,
        city: 'Cali',
        ref: 'laura',
        acceptTerms: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await signInAsAdmin(page, request);
  // Newest first: the invited members are among the latest of a busy test database.
  await page.goto('/admin/users?filter=%7B%7D&sort=createdAt&order=DESC');
  // The sponsor column starts hidden (the table must fit 1280 px) and is one choice away.
  await expect(page.getByRole('columnheader', { name: 'Patrocinador' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('menu').getByText('Patrocinador').click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Patrocinador' })).toBeVisible();
  const invited = page.getByRole('row').filter({ hasText: `inv-1-${stamp}` });
  await expect(invited.getByRole('link', { name: 'Laura Gómez (laura)' })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar filtro' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Código del patrocinador' }).click();
  await page.getByRole('textbox', { name: 'Código del patrocinador' }).fill('LAURA');
  await expect(page).toHaveURL(/sponsorCode/);
  const rows = page.locator('tbody').getByRole('row');
  await expect(rows.filter({ hasText: `inv-2-${stamp}` })).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Laura Gómez (laura)' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await shots(page, 'admin-usuarios-patrocinador');

  await page.goto('/admin');
  const top = page.getByTestId('top-sponsors');
  await expect(top).toContainText('Patrocinadores con más registros (30 días)');
  await expect(top.getByRole('link', { name: 'Laura Gómez (laura)' })).toBeVisible();
  await top.scrollIntoViewIfNeeded();
  await shots(page, 'admin-panel-patrocinadores');
});
