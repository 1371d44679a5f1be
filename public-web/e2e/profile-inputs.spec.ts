import { expect } from '@playwright/test';
import { test } from './app-page';
import { ADMIN, apiLogin, blockOutsideHosts, DESKTOP, expectAccessible, loginInBrowser, PHONE } from './support';

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

const stamp = Date.now().toString(36);

test("'Editar Perfil' takes a Spanish number with its dial code and the social profiles as sellers type them", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const code = `lucia-${stamp}`;
  const seller = { email: `${code}@example.com`, password: 'clave-lucia-2026' };
  const registered = await request.post('/api/register', {
    data: {
      name: 'Lucía Martín',
      code,
      email: seller.email,
      whatsapp: '+34612000111',
      city: 'Madrid',
      country: 'España',
      acceptTerms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id, slug } = (await registered.json()).user;
  const admin = await apiLogin(request, ADMIN);
  const approved = await request.put(`/api/admin/users/${id}/approve`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { password: seller.password },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();

  // At 390 px the number registration stored; at 1440 px the one saved at 390 px.
  for (const [size, stored] of [
    [PHONE, '612 00 01 11'],
    [DESKTOP, '612 34 56 78'],
  ] as const) {
    await page.setViewportSize(size);
    await loginInBrowser(page, request, seller);
    await page.getByRole('tab', { name: 'Perfil' }).click();
    await page.getByRole('button', { name: 'Editar Perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
    const dial = dialog.getByLabel('Indicativo');
    const number = dialog.getByLabel('WhatsApp', { exact: true });
    await expect(dial).toHaveValue('+34');
    await expect(number).toHaveValue(stored);

    // The picker's country decides the rule, with its Spanish message.
    await dial.selectOption('+57');
    await number.fill('612 345 678');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(dialog.getByText('El número de WhatsApp debe tener al menos 10 dígitos')).toBeVisible();
    await dial.selectOption('+34');
    await expect(dialog.getByText('Tus clientes te escribirán al +34 612 34 56 78')).toBeVisible();

    await dialog.getByLabel('Instagram').fill('@lucia_fit');
    await dialog.getByLabel('TikTok').fill('tiktok.com/@lucia');
    await dialog.getByLabel('Facebook').fill('facebook.com/lucia.fit');
    await dialog.getByLabel('YouTube').fill('https://evil.example/@lucia');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(dialog.getByText('Escribe tu usuario de YouTube (@tucanal) o el enlace de tu perfil')).toBeVisible();
    await dialog.getByLabel('YouTube').fill('');
    await expectAccessible(page, 'Editar Perfil');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/protected/profile') && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    expect((await saved).status()).toBe(200);
    expect((await saved).request().postDataJSON()).toMatchObject({
      whatsapp: '+34612345678',
      socialLinks: {
        instagram: 'https://www.instagram.com/lucia_fit',
        tiktok: 'https://www.tiktok.com/@lucia',
        facebook: 'https://www.facebook.com/lucia.fit',
        youtube: '',
      },
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');

  await page.goto(`/u/${slug}`);
  await expect(page.getByRole('link', { name: 'Instagram de Lucía Martín' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/lucia_fit',
  );
  await expect(page.getByRole('link', { name: 'Facebook de Lucía Martín' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/lucia.fit',
  );
  const chat = page.locator('a[href^="https://wa.me/"]').first();
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/34612345678\?text=/);
});
