import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { authHeaders, expectNoCriticalA11yViolations, makePng, signInAsAdmin } from './support';

const SHOTS = process.env.SHOTS_DIR;

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true }).or(page.getByRole('spinbutton', { name, exact: true }));
}

/** A minimal file the server's sniffing takes for a PDF, past the 1KB minimum. */
const pdf = () => Buffer.from(`%PDF-1.4\n${'1 0 obj << /Type /Catalog >> endobj\n'.repeat(60)}%%EOF\n`, 'latin1');

test.describe('material', () => {
  test('creates an image item with a caption, files a PDF, filters by campaign and deletes with its file', async ({
    page,
    request,
  }) => {
    const admin = await signInAsAdmin(page, request);
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    await page.goto('/admin');
    await page.getByRole('menuitem', { name: 'Material' }).click();
    await expect(page).toHaveURL(/\/admin\/material$/);

    await page.getByRole('link', { name: 'Crear' }).click();
    await field(page, 'Campaña').fill('Campaña E2E');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El título es obligatorio')).toBeVisible();
    await expect(page.getByText('Debes subir el archivo').first()).toBeVisible();

    await field(page, 'Título').fill('Foto Multydrink E2E');
    await page
      .locator('.ra-input input[type="file"]')
      .first()
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: makePng(240, 180, 3) });
    await expect(page.locator('.previews img')).toBeVisible();
    const caption = '¡Energía todo el día! ⚡\n<b>Pídelo</b> hoy';
    await field(page, 'Texto para copiar').fill(caption);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-material-crear-1440.png` });
    await expectNoCriticalA11yViolations(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Material creado')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/material$/);

    const row = page.getByRole('row').filter({ hasText: 'Foto Multydrink E2E' });
    await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/images\//);
    await expect(row).toContainText('Campaña E2E');
    const search = encodeURIComponent(JSON.stringify({ q: 'Foto Multydrink E2E' }));
    const [created] = await (
      await request.get(`/api/admin/material?filter=${search}`, { headers: authHeaders(admin) })
    ).json();
    expect(created).toMatchObject({ kind: 'imagen', caption, campaign: 'Campaña E2E', active: true });

    // A PDF item: the file goes up first, with the server's own check of its bytes.
    await page.getByRole('link', { name: 'Crear' }).click();
    await field(page, 'Título').fill('Catálogo E2E');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'PDF' }).click();
    await page
      .getByTestId('fileUrl-pdf')
      .setInputFiles({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: makePng(40, 40, 1) });
    await expect(page.getByText('Solo se permiten archivos PDF')).toBeVisible();
    await page
      .getByTestId('fileUrl-pdf')
      .setInputFiles({ name: 'catalogo.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await expect(page.getByText('PDF cargado')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abrir PDF' })).toHaveAttribute('href', /^\/uploads\/pdfs\/.+\.pdf$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Material creado')).toBeVisible();

    // The group filter narrows the list to the campaign.
    await page.goto(`/admin/material?filter=${encodeURIComponent(JSON.stringify({ campaign: 'Campaña E2E' }))}`);
    await expect(page.getByRole('row').filter({ hasText: 'Foto Multydrink E2E' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Catálogo E2E' })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-material-lista-filtro-1440.png` });

    await page
      .getByRole('row')
      .filter({ hasText: 'Foto Multydrink E2E' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Material eliminado')).toBeVisible();
    await expect.poll(async () => (await request.get(created.fileUrl)).status()).toBe(404);
  });
});
