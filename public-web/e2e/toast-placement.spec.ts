import { expect, type Locator } from '@playwright/test';
import { test } from './app-page';
import { blockOutsideHosts, DEMO_SELLER, DESKTOP, PHONE } from './support';

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

/** Whether two elements' boxes share any pixel on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px the toasts leave the header's buttons and a dialog's title uncovered`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_SELLER.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_SELLER.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/dashboard/);

    const welcome = page.locator('.MuiSnackbar-root').filter({ hasText: 'Te damos la bienvenida' });
    await expect(welcome).toBeVisible();
    // The pointer on the toast pauses its 5 s (a loaded machine may take longer than that to measure).
    await welcome.hover();
    for (const control of [
      page.getByRole('link', { name: 'Ver mi página' }),
      page.getByRole('button', { name: 'Cerrar Sesión' }),
    ]) {
      await expect(control).toBeVisible();
      expect(await overlap(welcome, control)).toBe(false);
    }

    // A failed save shows its error toast while the dialog stays open: its title stays readable.
    await page.route('**/api/protected/profile', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Error de prueba"}' })
        : route.fallback(),
    );
    await page.getByRole('tab', { name: 'Perfil' }).click();
    await page.getByRole('button', { name: 'Editar Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    // (The open dialog hides the rest of the page from assistive technology, so the toast is found by its text.)
    const failure = page.locator('.MuiSnackbar-root').filter({ hasText: 'Error de prueba' });
    await expect(failure).toBeVisible();
    await failure.hover();
    await expect(dialog).toBeVisible();
    expect(await overlap(failure, dialog.getByRole('heading', { name: 'Editar Perfil' }))).toBe(false);
  });
}
