import { expect, test } from '@playwright/test';
import { ADMIN, SELLER, apiLogin, expectNoCriticalA11yViolations, screenshot, useSession } from './support';

test.describe('access to /admin', () => {
  test('an anonymous visitor is sent to the public /login', async ({ page }) => {
    await page.goto('/admin/users');
    // After signing in they come back to the screen they asked for.
    await expect(page).toHaveURL(/\/login\?volver=%2Fadmin%2Fusers$/);
  });

  test('the administrator signs in at /login and lands on /admin', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { name: 'Bienvenido, Administrador' })).toBeVisible();
    await expect(page.getByTestId('stat-pending')).toContainText('Usuarios pendientes');
    await expect(page.getByTestId('stat-approved')).toContainText('Usuarios aprobados');
    await expect(page.getByTestId('stat-total')).toContainText('Total de usuarios');
    await screenshot(page, '01-inicio');
    await expectNoCriticalA11yViolations(page);

    // Logging out clears the shared session and leaves the console for the public home page.
    await expect(page.getByRole('banner')).toContainText('Administrador');
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  test('a seller visiting /admin is sent to the home page and keeps their own session', async ({ page, request }) => {
    const seller = await apiLogin(request, SELLER);
    await useSession(page, seller);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(seller.token);
  });

  test('a session the API rejects (401) says so, is cleared and leads to /login', async ({ page, request }) => {
    const admin = await apiLogin(request, ADMIN);
    const [head, payload] = admin.token.split('.');
    await useSession(page, { ...admin, token: `${head}.${payload}.firma-invalida` });
    await page.goto('/admin/users');
    const dialog = page.getByRole('dialog', { name: 'Sesión Expirada' });
    await expect(dialog).toContainText('Tu sesión ha expirado. Necesitas volver a iniciar sesión para continuar.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/login\?volver=%2Fadmin%2Fusers&expirada=1$/);
    await expect(page.getByRole('alert')).toContainText('Tu sesión expiró');
  });
});
