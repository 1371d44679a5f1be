import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  apiLogin,
  authHeaders,
  expectNoCriticalA11yViolations,
  registerMember,
  screenshot,
  signInAsAdmin,
} from './support';

test.describe('users', () => {
  test('approves a pending registration with a password, and that member can sign in', async ({ page, request }) => {
    const admin = await signInAsAdmin(page, request);
    const member = await registerMember(request, `ana${Date.now() % 100000}`);

    await page.goto('/admin/users');
    await expect(page.getByRole('tab', { name: 'Pendientes', selected: true })).toBeVisible();
    // Pending registrations are listed oldest first: other tests' applicants may fill the first page.
    await page.getByPlaceholder('Buscar por nombre, email o código').fill(member.email);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toContainText('Pendiente');
    await expect(row).toContainText('No definido');
    await screenshot(page, '02-usuarios-pendientes');
    await expectNoCriticalA11yViolations(page);

    await row.getByRole('button', { name: 'Aprobar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Aprobar a ${member.name}`);
    await dialog.getByRole('button', { name: 'Aprobar usuario' }).click();
    await expect(dialog).toContainText('Debes ingresar una contraseña para el usuario');
    await dialog.getByLabel('Contraseña para el usuario').fill('bienvenida1');
    await screenshot(page, '03-usuarios-aprobar');
    await dialog.getByRole('button', { name: 'Aprobar usuario' }).click();
    await expect(page.getByText('Usuario aprobado', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);

    // The member signs in with the password the administrator chose.
    const session = await apiLogin(request, { email: member.email, password: 'bienvenida1' });
    expect(session.user.role).toBe('user');

    // 'Todos' shows the approved member with a year left and a link to their page.
    await page.getByRole('tab', { name: 'Todos' }).click();
    const approved = page.getByRole('row').filter({ hasText: member.email });
    await expect(approved).toContainText('Aprobado');
    await expect(approved).toContainText(/36[5-6] días/);
    const view = approved.getByRole('link', { name: `Ver página: ${member.name}` });
    await expect(view).toHaveAttribute('href', `/u/${member.slug}`);
    await expect(view).toHaveAttribute('target', '_blank');
    await screenshot(page, '04-usuarios-todos');

    const detail = await request.get(`/api/admin/users/${member.id}`, { headers: authHeaders(admin) });
    expect((await detail.json()).status).toBe('approved');
  });

  test('rejects a pending registration after a confirmation', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    const member = await registerMember(request, `rechazo${Date.now() % 100000}`);
    await page.goto('/admin/users');
    await page.getByPlaceholder('Buscar por nombre, email o código').fill(member.email);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await row.getByRole('button', { name: 'Rechazar' }).click();
    await expect(page.getByRole('dialog')).toContainText('se avisará al solicitante por email');
    await page.getByRole('dialog').getByRole('button', { name: 'Rechazar registro' }).click();
    await expect(page.getByText('Registro rechazado')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('shows a member with sponsor, visits and clicks, and deletes them after a confirmation', async ({
    page,
    request,
  }) => {
    const admin = await signInAsAdmin(page, request);
    const code = `borrar${Date.now() % 100000}`;
    const registered = await request.post('/api/register', {
      data: {
        name: 'Pedro Borrar',
        code,
        whatsapp: '+573009876543',
        email: `${code}@example.com`,
        city: 'Cali',
        ref: 'laura',
        acceptTerms: true,
      },
    });
    const member = (await registered.json()).user;

    await page.goto(`/admin/users/${member.id}/show`);
    await expect(page.getByRole('heading', { name: 'Pedro Borrar', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Laura Gómez \(laura\)/ })).toBeVisible();
    await expect(page.getByText('Visitas')).toBeVisible();
    await expect(page.getByText('Clics en WhatsApp')).toBeVisible();
    await screenshot(page, '05-usuario-detalle');
    await expectNoCriticalA11yViolations(page);

    await page.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('dialog')).toContainText('Se eliminará permanentemente al usuario');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar usuario' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect
      .poll(async () => (await request.get(`/api/admin/users/${member.id}`, { headers: authHeaders(admin) })).status())
      .toBe(404);
  });

  test('searches by name, e-mail or code and exports a Spanish CSV', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/users');
    // The list opens on 'Pendientes' once its first page has loaded; a click before that would be undone.
    await expect(page.getByRole('tab', { name: 'Pendientes', selected: true })).toBeVisible();
    await expect(page.locator('tbody tr').first().or(page.getByText('No hay usuarios en esta vista.'))).toBeVisible();
    await page.getByRole('tab', { name: 'Todos' }).click();
    await expect(page.getByRole('tab', { name: 'Todos', selected: true })).toBeVisible();
    await page.getByPlaceholder('Buscar por nombre, email o código').fill('laura');
    await expect(page.getByRole('row').filter({ hasText: 'distribuidora@multyhealth.local' })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.startsWith('\uFEFFNombre;Email;Código;WhatsApp;Ciudad;País;Estado;')).toBe(true);
    const rows = csv.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^Laura Gómez;distribuidora@multyhealth\.local;laura;'\+57\d+;.*;Aprobado;/);
  });
});
