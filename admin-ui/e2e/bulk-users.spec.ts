import { expect, test } from '@playwright/test';
import { authHeaders, registerMember, signInAsAdmin } from './support';

test('approves several members in bulk with generated passwords; one already approved is a failure line in the summary', async ({
  page,
  request,
}) => {
  const session = await signInAsAdmin(page, request);
  const stamp = `lote${Date.now().toString(36)}`;
  const members = [];
  for (let i = 0; i < 4; i++) members.push(await registerMember(request, `${stamp}-${i}`));
  const first = await request.put(`/api/admin/users/${members[0].id}/approve`, {
    headers: authHeaders(session),
    data: { password: 'clave-segura-1' },
  });
  expect(first.status()).toBe(200);

  await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`);
  await expect(page.locator('tbody tr')).toHaveCount(4);
  await page.locator('thead input[type="checkbox"]').check();
  await page.getByRole('button', { name: 'Aprobar seleccionados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aprobar 4 usuarios' });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Aprobar seleccionados' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Terminado: 3 correctos, 1 con error.');
  const summary = dialog.getByTestId('bulk-summary');
  await expect(summary.locator('[data-ok="true"]')).toHaveCount(3);
  await expect(summary.locator('[data-ok="false"]')).toHaveCount(1);
  await expect(summary.locator('[data-ok="false"]')).toContainText(members[0].name);
  await expect(summary.locator('[data-ok="false"]')).toContainText('Este usuario ya está aprobado');
  const lines = await summary.locator('[data-ok="true"]').allInnerTexts();
  const passwords = lines.map((text) => text.match(/contraseña: (\S+)/)?.[1] ?? '');
  expect(new Set(passwords).size).toBe(3);
  for (const password of passwords) expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{16}$/);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  const users = await (
    await request.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`, {
      headers: authHeaders(session),
    })
  ).json();
  expect(users.map((u: { status: string }) => u.status)).toEqual(['approved', 'approved', 'approved', 'approved']);
  // Each generated password really is that member's: they sign in with it.
  for (const member of members.slice(1)) {
    const password = passwords[lines.findIndex((line) => line.includes(member.name))];
    const login = await request.post('/api/login', { data: { email: member.email, password } });
    expect(login.status()).toBe(200);
  }
});

for (const size of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });
    test('the users table with a selection and its bulk buttons fits without sideways scroll', async ({
      page,
      request,
    }) => {
      await signInAsAdmin(page, request);
      const stamp = `ancho${Date.now().toString(36)}`;
      for (let i = 0; i < 2; i++) await registerMember(request, `${stamp}-${i}`);
      await page.goto('/admin/users?filter=%7B%7D');
      await page.locator('tbody input[type="checkbox"]').first().check();
      await expect(page.getByRole('button', { name: 'Renovar seleccionados' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      const table = await page
        .locator('table')
        .first()
        .evaluate((el) => ({ right: el.getBoundingClientRect().right }));
      expect(table.right).toBeLessThanOrEqual(size.width);
    });
  });
}
