import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoCriticalA11yViolations, makePng, registerMember, signInAsAdmin } from './support';
import { registrationToken } from './outbox';

const SHOTS = process.env.SHOTS_DIR;
const pdf = Buffer.from(
  `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${'comprobante '.repeat(120)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  'latin1',
);

/** `desktopOnly` for an open row dialog: on a phone the table becomes a list of cards and the dialog's row goes away. */
async function shoot(page: Page, name: string, desktopOnly = false): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of desktopOnly ? [1440] : [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the users list shows who sent a payment proof, filters by it, and the approval dialog shows the proof', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  const stamp = Date.now() % 100000;
  const withImage = await registerMember(request, `foto${stamp}`);
  const withPdf = await registerMember(request, `pdf${stamp}`);
  const without = await registerMember(request, `nada${stamp}`);
  const upload = async (email: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    const res = await request.post(`/api/registration/${await registrationToken(email)}/proof`, {
      multipart: { file },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await upload(withImage.email, { name: 'pago.png', mimeType: 'image/png', buffer: makePng(480, 360, 7) });
  await upload(withPdf.email, { name: 'pago.pdf', mimeType: 'application/pdf', buffer: pdf });

  await page.goto('/admin/users');
  // Pending registrations are listed oldest first: other tests' applicants may fill the first page.
  await page.getByPlaceholder('Buscar por nombre, email o código').fill(String(stamp));
  const row = (email: string) => page.getByRole('row').filter({ hasText: email });
  // The indicator sits in the status column (its own 'Comprobante' column is one of the optional ones).
  await expect(page.getByRole('columnheader', { name: 'Estado' })).toBeVisible();
  await expect(row(withImage.email).getByRole('img', { name: 'Recibido' })).toBeVisible();
  await expect(row(without.email).getByRole('img', { name: 'Sin comprobante' })).toBeVisible();

  await page.getByLabel('Con comprobante').click();
  await expect(page.getByLabel('Con comprobante')).toBeChecked();
  await expect(row(without.email)).toHaveCount(0);
  await expect(row(withImage.email)).toBeVisible();
  await expect(row(withPdf.email)).toBeVisible();
  await shoot(page, '10-admin-users-with-proof');
  await expectNoCriticalA11yViolations(page);

  await row(withImage.email).getByRole('button', { name: 'Aprobar' }).click();
  const dialog = page.getByRole('dialog');
  const image = dialog.getByRole('img', { name: `Comprobante de pago de ${withImage.name}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await shoot(page, '11-admin-approve-with-image-proof', true);
  await expectNoCriticalA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await row(withPdf.email).getByRole('button', { name: 'Aprobar' }).click();
  const open = page.getByRole('dialog').getByRole('link', { name: 'Abrir el PDF del comprobante' });
  await expect(open).toHaveAttribute('href', /^blob:/);
  await shoot(page, '12-admin-approve-with-pdf-proof', true);
  await page.getByRole('dialog').getByLabel('Contraseña para el usuario').fill('bienvenida1');
  await page.getByRole('dialog').getByRole('button', { name: 'Aprobar usuario' }).click();
  await expect(page.getByText('Usuario aprobado', { exact: true })).toBeVisible();

  await page.getByLabel('Con comprobante').click();
  await expect(page.getByLabel('Con comprobante')).not.toBeChecked();
  await expect(row(without.email)).toBeVisible();
});
