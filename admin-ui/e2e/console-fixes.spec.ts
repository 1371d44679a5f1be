import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { authHeaders, expectNoCriticalA11yViolations, registerMember, signInAsAdmin } from './support';

const stamp = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;

test.describe('console fixes', () => {
  test('one toast at a time: approving members in a row shows only the newest', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    const members = [
      await registerMember(request, `toast${stamp()}a`),
      await registerMember(request, `toast${stamp()}b`),
      await registerMember(request, `toast${stamp()}c`),
    ];
    await page.goto('/admin/users');
    // Pending registrations are listed oldest first: other tests' applicants may fill the first page.
    await page.getByPlaceholder('Buscar por nombre, email o código').fill('toast');
    for (const member of members) {
      await page.getByRole('row').filter({ hasText: member.email }).getByRole('button', { name: 'Aprobar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Generar contraseña segura' }).click();
      await dialog.getByRole('button', { name: 'Aprobar usuario' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.locator('.MuiSnackbar-root')).toHaveCount(1);
    await expect(page.locator('.MuiSnackbar-root')).toContainText(members[2].name);
  });

  test('the approval dialog focuses the password, can generate one, forgets it on cancel and fits a phone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const admin = await signInAsAdmin(page, request);
    const member = await registerMember(request, `dialogo${stamp()}`);
    const [{ id }] = await (
      await request.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: member.email }))}`, {
        headers: authHeaders(admin),
      })
    ).json();
    await page.goto(`/admin/users/${id}/show`);
    await page.getByRole('button', { name: 'Aprobar' }).click();
    const dialog = page.getByRole('dialog');
    const password = dialog.getByLabel('Contraseña para el usuario');
    await expect(password).toBeFocused();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(dialog.getByRole('button', { name: 'Aprobar usuario' })).toBeInViewport();
    await dialog.getByRole('button', { name: 'Generar contraseña segura' }).click();
    await expect(password).toHaveValue(/^[A-Za-z0-9!#$%&*+\-=?@]{16}$/);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/390-aprobar-dialogo.png` });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await expect(password).toHaveValue('');
  });

  test('renewals: due soonest first, expired in their own tab, searchable; the dashboard card in the same order', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/renewals');
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('thead')).toContainText('Nombre');
    await expect(page.locator('thead')).toContainText('Ciudad');
    const days = async () =>
      (await rows.locator('[data-tone]').allInnerTexts()).map((text) => (text === 'Expirado' ? 0 : parseInt(text, 10)));
    const upcoming = await days();
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    expect(upcoming.every((d) => d > 0)).toBe(true);
    await page.getByRole('tab', { name: 'Vencidos' }).click();
    await expect(rows.first()).toContainText('Expirado');
    expect((await days()).every((d) => d === 0)).toBe(true);
    await page.getByRole('tab', { name: 'Por vencer' }).click();
    await page.getByPlaceholder('Buscar por nombre, email o código').fill('camilo');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Camilo Rojas');

    await page.goto('/admin');
    const card = page.locator('.MuiCard-root').filter({ hasText: 'Vencen en 30 días' });
    const dashboardDays = (await card.locator('[data-tone]').allInnerTexts()).map((text) => parseInt(text, 10));
    expect(dashboardDays).toEqual(upcoming.slice(0, dashboardDays.length));
  });

  test('exports every user matching the filter from the server: BOM, semicolons, neutralised formulas', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    const member = await registerMember(request, `csv${stamp()}`, 'Cali');
    await page.goto('/admin/users');
    await expect(page.getByRole('tab', { name: 'Pendientes', selected: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.startsWith('\uFEFFNombre;Email;Código;WhatsApp;')).toBe(true);
    const rows = csv.split('\r\n').filter(Boolean).slice(1);
    expect(rows.every((row) => row.includes(';Pendiente;'))).toBe(true);
    expect(rows.some((row) => row.startsWith(`${member.name};${member.email};`))).toBe(true);
    expect(rows.find((row) => row.includes(member.email))).toContain(";'+573001234567;");
  });

  test("while a list loads, the header's spinner is a named progressbar with no axe violation", async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Usuarios' }).first()).toBeVisible();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/users?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByRole('progressbar', { name: 'Cargando' }).first()).toBeVisible();
    await expectNoCriticalA11yViolations(page);
    release();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('a failing API shows an error with Reintentar, and the list comes back by itself', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.route('**/api/admin/faq?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"statusCode":503,"message":"Servicio no disponible"}',
      }),
    );
    await page.goto('/admin/faq');
    await expect(page.getByTestId('load-error')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByText('No hay resultados')).toHaveCount(0);
    await page.unroute('**/api/admin/faq?*');
    await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('load-error')).toHaveCount(0);
  });

  test('a screen whose code fails to download says so and recovers by itself when the server is back', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: /Bienvenido/ })).toBeVisible();
    await page.route('**/assets/MigrationPage-*.js', (route) => route.abort('connectionrefused'));
    await page.getByRole('menuitem', { name: 'Migración' }).click();
    await expect(page.getByTestId('load-error')).toContainText('No se pudo cargar esta pantalla');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await page.unroute('**/assets/MigrationPage-*.js');
    await expect(page.getByRole('button', { name: 'Iniciar migración' })).toBeVisible({ timeout: 20_000 });
  });

  test('wrong values are refused on the field: discount above regular, emptied product price, bad video URL', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/pricing');
    await page.getByLabel('Precio con descuento (COP)').fill('999999');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El precio con descuento no puede ser mayor que el precio regular')).toBeVisible();

    const [product] = await (await request.get('/api/products')).json();
    await page.goto(`/admin/products/${product.id}`);
    await page.getByLabel('Precio (COP)').fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El precio no puede quedar vacío')).toBeVisible();

    await page.goto('/admin/video');
    const url = page.getByLabel('URL del video (YouTube o archivo subido)');
    await url.fill('https://www.youtube.com/watch?v=corto');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('La URL debe ser un video subido (/uploads/…) o un enlace de YouTube válido'),
    ).toBeVisible();
  });

  test('clicking the selected fifth star keeps five stars; the stars are labelled in Spanish', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/testimonials/create');
    const five = page.getByRole('radio', { name: '5 estrellas' });
    await expect(five).toBeChecked();
    const star = (await page.locator('.MuiRating-root:not(.MuiRating-readOnly) .MuiRating-icon').nth(4).boundingBox())!;
    await page.mouse.click(star.x + star.width / 2, star.y + star.height / 2);
    await expect(five).toBeChecked();
    await page.getByRole('radio', { name: '1 estrella' }).check({ force: true });
    await expect(page.getByRole('radio', { name: '1 estrella' })).toBeChecked();
  });
});
