import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiLogin, authHeaders, registerMember, signInAsAdmin } from './support';

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const noSideways = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
const usersFiltered = (filter: Record<string, unknown>, extra = '') =>
  `/admin/users?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;

test('selects every member matching the filter across pages, rejects them with a summary and exports a selection', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  const stamp = `todos${Date.now().toString(36)}`;
  for (let i = 0; i < 3; i++) await registerMember(request, `${stamp}-${i}`);
  await page.goto(usersFiltered({ q: stamp, status: 'pending' }, '&perPage=2'));
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await page.locator('thead input[type="checkbox"]').check();
  await expect(page.getByText('2 elementos seleccionados')).toBeVisible();
  await page.getByRole('button', { name: 'Seleccionar todo' }).click();
  await expect(page.getByText('3 elementos seleccionados')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar selección (CSV)' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4);
  expect(csv).toContain(`${stamp}-2@example.com`);

  await page.getByRole('button', { name: 'Rechazar seleccionados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechazar 3 registros' });
  await dialog.getByRole('button', { name: 'Rechazar seleccionados' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Terminado: 3 correctos, 0 con error.');
  // Names of the member on the other page too, not a bare id.
  await expect(dialog.getByTestId('bulk-summary')).toContainText('Prueba todos');
  await expect(dialog.getByTestId('bulk-summary')).not.toContainText('#');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByText('No hay usuarios en esta vista.')).toBeVisible();
});

test('filters by the discount code used at registration, chooses columns and saves the view in this browser', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  const stamp = `cupon${Date.now().toString(36)}`;
  const withCode = await request.post('/api/register', {
    data: {
      name: 'Prueba Cupon',
      code: `${stamp}-c`,
      whatsapp: '+573001234567',
      email: `${stamp}-c@example.com`,
      city: 'Cali',
      discountCode: 'bienvenido',
      acceptTerms: true,
    },
  });
  expect(withCode.status(), await withCode.text()).toBe(201);
  await registerMember(request, `${stamp}-s`);
  await page.goto(usersFiltered({ q: stamp, hasDiscountCode: true }));
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody')).toContainText(`${stamp}-c`);
  await page.goto(usersFiltered({ q: stamp, discountCode: 'BIENVENIDO' }));
  await expect(page.locator('tbody tr')).toHaveCount(1);

  // Column chooser: the hidden 'Código de descuento' column shown, kept after a reload.
  await expect(page.getByRole('columnheader', { name: 'Código de descuento' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('menu').getByText('Código de descuento').click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Código de descuento' })).toBeVisible();
  await expect(page.locator('tbody')).toContainText('bienvenido');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Código de descuento' })).toBeVisible();
  await noSideways(page, 1440);

  // Saved view: the current filter under a name, offered again from the filter menu.
  await page.getByRole('button', { name: 'Agregar filtro' }).click();
  await page.getByRole('menuitem', { name: 'Guardar la consulta actual...' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Con cupón');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Agregar filtro' }).click();
  await page.getByRole('menuitem', { name: 'Con cupón' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody')).toContainText(`${stamp}-c`);
});

test('removes one testimonial from a member page from the detail screen without deleting the member', async ({
  page,
  request,
}) => {
  const admin = await signInAsAdmin(page, request);
  const stamp = `modera${Date.now().toString(36)}`;
  const member = await registerMember(request, stamp);
  const approve = await request.put(`/api/admin/users/${member.id}/approve`, {
    headers: authHeaders(admin),
    data: { password: 'clave-segura-modera' },
  });
  expect(approve.status()).toBe(200);
  const seller = await apiLogin(request, { email: member.email, password: 'clave-segura-modera' });
  for (const name of ['Spam Total', 'Lucía Real']) {
    const res = await request.post('/api/protected/testimonials', {
      headers: authHeaders(seller),
      data: { name, message: `Mensaje de ${name}`, city: 'Cali', rating: 5 },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/admin/users/${member.id}/show`);
  const section = page.getByTestId('page-moderation');
  await expect(section).toContainText('Spam Total');
  await section
    .getByTestId(/moderation-testimonials\//)
    .filter({ hasText: 'Spam Total' })
    .getByRole('button', { name: 'Retirar' })
    .click();
  const dialog = page.getByRole('dialog', { name: '¿Retirar el testimonio de Spam Total?' });
  await dialog.getByRole('button', { name: 'Retirar' }).click();
  await expect(dialog).toBeHidden();
  await expect(section).not.toContainText('Spam Total');
  await expect(section).toContainText('Lucía Real');
  const page2 = await (await request.get(`/api/user/${member.slug}`)).json();
  expect(page2.testimonials.map((x: { name: string }) => x.name)).toEqual(['Lucía Real']);
  await shot(page, 'member-moderation-1440');
});

test('asks before leaving a form with unsaved changes', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin/faq/create');
  await page
    .getByLabel(/Pregunta/)
    .first()
    .fill('¿Se pierde lo que escribí?');
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('menuitem', { name: 'Productos' }).click();
  await expect.poll(() => asked).toEqual(['Algunos de tus cambios no se guardaron. ¿Seguro que quieres descartarlos?']);
  await expect(page).toHaveURL(/\/admin\/faq\/create$/);
  await expect(page.getByLabel(/Pregunta/).first()).toHaveValue('¿Se pierde lo que escribí?');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('selects member cards and approves them in bulk with a summary, without sideways scroll', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    const stamp = `movil${Date.now().toString(36)}`;
    const members = [await registerMember(request, `${stamp}-0`), await registerMember(request, `${stamp}-1`)];
    await page.goto(usersFiltered({ q: stamp, status: 'pending' }));
    const cards = page.getByTestId('user-cards');
    await expect(cards.locator('li')).toHaveCount(2);
    await page.getByRole('checkbox', { name: `Seleccionar a ${members[0].name}` }).check();
    await page.getByRole('checkbox', { name: `Seleccionar a ${members[1].name}` }).check();
    await expect(page.getByText('2 elementos seleccionados')).toBeVisible();
    await noSideways(page, 390);
    await shot(page, 'users-bulk-390');
    await page.getByRole('button', { name: 'Aprobar seleccionados' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aprobar 2 usuarios' });
    await dialog.getByRole('button', { name: 'Aprobar seleccionados' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Terminado: 2 correctos, 0 con error.');
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.goto(`/admin/users/${members[0].id}/show`);
    await expect(page.getByRole('heading', { name: 'Contenido de su página' })).toBeVisible();
    await noSideways(page, 390);
    await shot(page, 'member-moderation-390');
  });
});

for (const size of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
]) {
  test.describe(`users at ${size.width} px`, () => {
    test.use({ viewport: size });
    test('the bulk bar and the column chooser fit without sideways scroll', async ({ page, request }) => {
      await signInAsAdmin(page, request);
      await registerMember(request, `ancho${Date.now().toString(36)}`);
      await page.goto('/admin/users?filter=%7B%7D');
      await page.locator('tbody input[type="checkbox"]').first().check();
      await expect(page.getByRole('button', { name: 'Descargar selección (CSV)' })).toBeVisible();
      await page.getByRole('button', { name: 'Columnas' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await noSideways(page, size.width);
      await shot(page, `users-bulk-columns-${size.width}`);
      await page.keyboard.press('Escape');
      await page.locator('tbody tr').first().focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/users\/\d+\/show$/);
      await expect(page.getByRole('heading', { name: 'Contenido de su página' })).toBeVisible();
      await noSideways(page, size.width);
      await shot(page, `member-moderation-${size.width}`);
    });
  });
}
