import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, registerMember, signInAsAdmin, type Session } from './support';

async function approvedMember(request: APIRequestContext, admin: Session) {
  const member = await registerMember(request, `carrera${Date.now().toString(36)}`);
  const approved = await request.put(`/api/admin/users/${member.id}/approve`, {
    headers: authHeaders(admin),
    data: { password: 'bienvenida1' },
  });
  expect(approved.status()).toBe(200);
  return member;
}

const expiryOf = async (request: APIRequestContext, admin: Session, id: number): Promise<string> =>
  (await (await request.get(`/api/admin/users/${id}`, { headers: authHeaders(admin) })).json()).paymentExpiresAt;

const renewalsAudited = async (request: APIRequestContext, admin: Session, id: number) => {
  const filter = encodeURIComponent(JSON.stringify({ action: 'subscription.renew', targetId: String(id) }));
  const response = await request.get(`/api/admin/audit-log?filter=${filter}&range=[0,49]`, {
    headers: authHeaders(admin),
  });
  return ((await response.json()) as unknown[]).length;
};

// The console shows dates in Bogotá (playwright.config.ts), whatever the zone this test runs in.
const bogota = new Intl.DateTimeFormat('es-CO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Bogota',
});
const formatDate = (iso: string) => bogota.format(new Date(iso));
const plusYears = (iso: string, years: number) => {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return bogota.format(date);
};

async function openRenewal(page: Page, id: number) {
  await page.goto(`/admin/users/${id}/show`);
  await page.getByRole('button', { name: 'Renovar un año' }).click();
  return page.getByRole('dialog');
}

test('two administrators renew the same member: the second is refused, the dialog closes, one year is added', async ({
  page,
  context,
  request,
}) => {
  const admin = await signInAsAdmin(page, request);
  const member = await approvedMember(request, admin);
  const before = await expiryOf(request, admin, member.id);
  const other = await context.newPage();

  const dialogA = await openRenewal(page, member.id);
  const dialogB = await openRenewal(other, member.id);
  for (const dialog of [dialogA, dialogB]) {
    await expect(dialog.getByTestId('renew-expiries')).toContainText(`Vencimiento actual: ${formatDate(before)}`);
    await expect(dialog.getByTestId('renew-expiries')).toContainText(`Nuevo vencimiento: ${plusYears(before, 1)}`);
  }

  await dialogA.getByRole('button', { name: 'Renovar' }).click();
  await expect(page.getByText('Renovación exitosa', { exact: true })).toBeVisible();

  await dialogB.getByRole('button', { name: 'Renovar' }).click();
  await expect(other.getByText('Esta suscripción ya fue renovada').first()).toBeVisible();
  await expect(dialogB).toBeHidden();

  // Renewing again is a fresh decision, on the expiry as it now is.
  await other.getByRole('button', { name: 'Renovar un año' }).click();
  const again = other.getByRole('dialog');
  await expect(again.getByTestId('renew-expiries')).toContainText(`Vencimiento actual: ${plusYears(before, 1)}`);
  await expect(again.getByTestId('renew-expiries')).toContainText(`Nuevo vencimiento: ${plusYears(before, 2)}`);
  await again.getByRole('button', { name: 'Cancelar' }).click();

  const after = new Date(await expiryOf(request, admin, member.id));
  expect(after.getUTCFullYear() - new Date(before).getUTCFullYear()).toBe(1);
  expect(await renewalsAudited(request, admin, member.id)).toBe(1);
});

test('a bulk renewal sends the expiry each row showed: a member renewed meanwhile is a failure line, not a second year', async ({
  page,
  request,
}) => {
  const admin = await signInAsAdmin(page, request);
  const [first, second] = [await approvedMember(request, admin), await approvedMember(request, admin)];
  const seen = await expiryOf(request, admin, second.id);
  const ids = encodeURIComponent(JSON.stringify({ ids: [first.id, second.id] }));
  await page.goto(`/admin/users?filter=${ids}`);
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await page.locator('thead input[type="checkbox"]').check();
  await page.getByRole('button', { name: 'Renovar seleccionados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renovar 2 suscripciones' });

  // Another administrator renews the second member while this dialog is open.
  const elsewhere = await request.post(`/api/admin/renew-user/${second.id}`, {
    headers: authHeaders(admin),
    data: { expectedExpiresAt: seen },
  });
  expect(elsewhere.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Renovar seleccionados' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Terminado: 1 correctos, 1 con error.');
  const failed = dialog.getByTestId('bulk-summary').locator('[data-ok="false"]');
  await expect(failed).toContainText(second.name);
  await expect(failed).toContainText('Esta suscripción ya fue renovada');
  expect(formatDate(await expiryOf(request, admin, second.id))).toBe(plusYears(seen, 1));
  expect(await renewalsAudited(request, admin, second.id)).toBe(1);
  expect(await renewalsAudited(request, admin, first.id)).toBe(1);
});
