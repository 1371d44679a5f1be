import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  authHeaders,
  expectNoCriticalA11yViolations,
  registerMember,
  signInAsAdmin,
  useSession,
} from './support';

/** The list endpoint answers with no rows, whatever the shared test database holds. */
async function emptyList(page: Page, resource: string) {
  await page.route(new RegExp(`/api/admin/${resource}\\?`), (route) =>
    route.fulfill({
      json: [],
      headers: { 'Content-Range': `${resource} 0-0/0`, 'Access-Control-Expose-Headers': 'Content-Range' },
    }),
  );
}

test.describe('admin walk-through fixes', () => {
  for (const width of [390, 1280]) {
    test(`empty orders and audit lists pass axe at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page, request);
      for (const [resource, path] of [
        ['orders', '/admin/orders'],
        ['audit-log', '/admin/audit-log'],
      ]) {
        await emptyList(page, resource);
        await page.goto(path);
        await expect(page.getByTestId('list-empty')).toBeVisible();
        await expectNoCriticalA11yViolations(page);
      }
    });
  }

  test('row checkboxes are named after their row, and a selection reads clearly', async ({ page, request }) => {
    const admin = await signInAsAdmin(page, request);
    const member = await registerMember(request, `fila${Date.now().toString(36)}`);
    expect(member.id).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/users');
    await page.getByRole('tab', { name: 'Todos' }).click();
    await page.getByPlaceholder('Buscar por nombre, email o código').fill(member.code);
    const box = page.getByRole('checkbox', { name: `Seleccionar ${member.name}` });
    await box.check();
    await expect(page.getByTestId('selection-count')).toContainText('Seleccionados 1 de 1');
    await expectNoCriticalA11yViolations(page);
    expect(admin.token).toBeTruthy();
  });

  test('the data-request desk: dd/MM/yyyy, business days left, the member, and a confirmation before sending', async ({
    page,
    request,
  }) => {
    const admin = await signInAsAdmin(page, request);
    const member = await registerMember(request, `datos${Date.now().toString(36)}`);
    const filed = await request.post('/api/data-requests', {
      data: { name: member.name, email: member.email, type: 'consulta', message: 'Qué datos tienen sobre mí' },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const { id, dueDate } = (await filed.json()) as { id: number; dueDate: string };
    const shown = dueDate.split('-').reverse().join('/');

    await page.goto('/admin/data-requests');
    const row = page.locator('tbody tr').filter({ hasText: member.email });
    await expect(row).toContainText(shown);
    await expect(row).toContainText(/Quedan \d+ días hábiles/);
    await expectNoCriticalA11yViolations(page);

    await row.click();
    await expect(page.getByRole('link', { name: `Ver la cuenta de ${member.name}` })).toHaveAttribute(
      'href',
      new RegExp(`/users/${member.id}/show$`),
    );
    await page.getByLabel('Respuesta *').fill('Tenemos su nombre, email y WhatsApp.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Enviar la respuesta?' });
    await expect(confirm).toContainText(member.email);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    const pending = await request.get(`/api/admin/data-requests/${id}`, { headers: authHeaders(admin) });
    expect((await pending.json()).status).toBe('pendiente');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await confirm.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(page.getByText('Respuesta enviada por email')).toBeVisible();
    const answered = await request.get(`/api/admin/data-requests/${id}`, { headers: authHeaders(admin) });
    expect((await answered.json()).status).toBe('respondida');
  });

  test('a session revoked during a save says so, keeps the form and comes back to it after signing in', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, `sesion${Date.now().toString(36)}`);
    await useSession(page, await apiLogin(request, ADMIN));
    await page.goto(`/admin/users/${member.id}`);
    await page.getByLabel('Ciudad *').fill('Manizales');

    // A password change from another session ends this one.
    const other = await apiLogin(request, ADMIN);
    const temporary = 'temporal-e2e-123';
    const changed = await request.post('/api/admin/change-password', {
      headers: authHeaders(other),
      data: { currentPassword: ADMIN.password, newPassword: temporary, confirmPassword: temporary },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    try {
      await page.getByRole('button', { name: 'Guardar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sesión Expirada' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await expect(page).toHaveURL(new RegExp(`/login\\?volver=%2Fadmin%2Fusers%2F${member.id}&expirada=1$`));
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(temporary);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/users/${member.id}$`));
      await expect(page.getByLabel('Ciudad *')).toHaveValue('Manizales');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Usuario actualizado', { exact: true })).toBeVisible();
    } finally {
      const back = await apiLogin(request, { email: ADMIN.email, password: temporary });
      const restored = await request.post('/api/admin/change-password', {
        headers: authHeaders(back),
        data: { currentPassword: temporary, newPassword: ADMIN.password, confirmPassword: ADMIN.password },
      });
      expect(restored.status()).toBe(200);
    }
    const saved = await request.get(`/api/admin/users/${member.id}`, {
      headers: authHeaders(await apiLogin(request, ADMIN)),
    });
    expect((await saved.json()).city).toBe('Manizales');
  });
});
