import { expect, test, type APIRequestContext } from '@playwright/test';
import { authHeaders, registerMember, signInAsAdmin, type Session } from './support';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

async function approvedMember(request: APIRequestContext, admin: Session, prefix: string) {
  const member = await registerMember(request, `${prefix}${Date.now().toString(36)}`);
  const approved = await request.put(`/api/admin/users/${member.id}/approve`, {
    headers: authHeaders(admin),
    data: { password: 'bienvenida1' },
  });
  expect(approved.status()).toBe(200);
  return member;
}

async function expiryOf(request: APIRequestContext, admin: Session, id: number): Promise<string> {
  return (await (await request.get(`/api/admin/users/${id}`, { headers: authHeaders(admin) })).json()).paymentExpiresAt;
}

const auditRenewals = async (request: APIRequestContext, admin: Session, id: number) => {
  const filter = encodeURIComponent(JSON.stringify({ action: 'subscription.renew', targetId: String(id) }));
  const response = await request.get(`/api/admin/audit-log?filter=${filter}&range=[0,49]`, {
    headers: authHeaders(admin),
  });
  return ((await response.json()) as unknown[]).length;
};

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a double click on the renewal confirmation adds one year', async ({ page, request }) => {
      const admin = await signInAsAdmin(page, request);
      const member = await approvedMember(request, admin, `renueva${viewport.width}`);
      const before = new Date(await expiryOf(request, admin, member.id));
      await page.goto(`/admin/users/${member.id}/show`);
      await page.getByRole('button', { name: 'Renovar un año' }).click();
      const dialog = page.getByRole('dialog');
      // Watched from before the double click: on a loaded machine the click action itself can outlast the 4 s toast.
      const toast = expect(page.getByText('Renovación exitosa', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Renovar' }).dblclick();
      await toast;
      const after = new Date(await expiryOf(request, admin, member.id));
      expect(after.getUTCFullYear() - before.getUTCFullYear()).toBe(1);
      expect(await auditRenewals(request, admin, member.id)).toBe(1);
    });

    test("a save over another administrator's change is refused, and reloading keeps what was typed", async ({
      page,
      request,
    }) => {
      const admin = await signInAsAdmin(page, request);
      const member = await registerMember(request, `choque${viewport.width}${Date.now().toString(36)}`);
      await page.goto(`/admin/users/${member.id}`);
      await expect(page.getByLabel('Nombre *')).toHaveValue(member.name);
      // Administrator B changes the e-mail while A has the form open.
      const current = await (
        await request.get(`/api/admin/users/${member.id}`, { headers: authHeaders(admin) })
      ).json();
      const other = `cambiado-por-b-${Date.now().toString(36)}@example.com`;
      const byB = await request.put(`/api/admin/users/${member.id}`, {
        headers: { ...authHeaders(admin), 'If-Match': `"${current.updatedAt}"` },
        data: { ...current, email: other },
      });
      expect(byB.status()).toBe(200);

      await page.getByLabel('Ciudad *').fill('Manizales');
      await page.getByRole('button', { name: 'Guardar' }).click();
      const notice = page.getByTestId('stale-write');
      await expect(notice).toContainText('Otro administrador cambió este registro; recarga para ver los cambios');
      await notice.getByRole('button', { name: 'Recargar conservando lo escrito' }).click();
      await expect(notice).toBeHidden();
      await expect(page.getByLabel('Email *')).toHaveValue(other);
      await expect(page.getByLabel('Ciudad *')).toHaveValue('Manizales');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Usuario actualizado', { exact: true })).toBeVisible();
      const saved = await (await request.get(`/api/admin/users/${member.id}`, { headers: authHeaders(admin) })).json();
      expect({ email: saved.email, city: saved.city }).toEqual({ email: other, city: 'Manizales' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
