import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { registerMember, signInAsAdmin } from './support';

/** Registers an applicant with exactly this name (two people may share one). */
async function registerNamed(request: APIRequestContext, name: string, code: string) {
  const response = await request.post('/api/register', {
    data: { name, code, whatsapp: '+573001234567', email: `${code}@example.com`, city: 'Bogotá', acceptTerms: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).user as { id: number; email: string; code: string };
}

/** Header labels broken inside a word ('Códi/go'): each word of a header must sit on one line. */
async function headersBrokenMidWord(page: Page): Promise<string[]> {
  return page.locator('thead th').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the users list shows the SPEC's city and video columns, any choice of columns fits, a long e-mail stays one line", async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    const stamp = Date.now().toString(36);
    const long = await registerMember(request, `correo${stamp}`.padEnd(38, 'x'));
    await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: long.code }))}`);
    for (const name of ['Nombre', 'Email', 'Código', 'Ciudad', 'Estado', 'Días restantes', 'Video', 'Acciones'])
      await expect(page.getByRole('columnheader', { name })).toBeVisible();
    // The proof indicator beside the status.
    await expect(
      page.getByRole('row').filter({ hasText: long.code }).getByRole('img', { name: 'Sin comprobante' }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: long.code });
    await expect(row).toHaveCount(1);
    expect((await row.boundingBox())!.height).toBeLessThan(100);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
    expect(await headersBrokenMidWord(page)).toEqual([]);
    // The columns shown at first fit whole, without scrolling sideways even inside the table's box.
    const table = await page
      .locator('.RaDataTable-tableWrapper')
      .evaluate((box) => ({ scroll: box.scrollWidth, width: box.clientWidth }));
    expect(table.scroll).toBeLessThanOrEqual(table.width + 1);

    await page.getByRole('button', { name: 'Columnas' }).click();
    const menu = page.getByRole('menu').or(page.locator('.MuiPopover-paper')).first();
    for (const box of await menu.locator('input[type="checkbox"]').all())
      if (!(await box.isChecked())) await box.check();
    await page.keyboard.press('Escape');
    for (const name of ['País', 'Patrocinador', 'Código de descuento', 'Comprobante'])
      await expect(page.getByRole('columnheader', { name })).toBeVisible();
    await expect(row).toHaveCount(1);
    expect((await row.boundingBox())!.height).toBeLessThan(100);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
    expect(await headersBrokenMidWord(page)).toEqual([]);
    // Every optional column at once scrolls inside the table's own box; the page itself never does.
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/usuarios-13-columnas-1280.png` });
  });

  test("'Editar' and 'Eliminar' of an announcement stand apart", async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/announcements');
    const row = page.locator('tbody tr').first();
    const edit = await row.getByRole('link', { name: 'Editar' }).boundingBox();
    const remove = await row.getByRole('button', { name: 'Eliminar' }).boundingBox();
    const apart = Math.max(remove!.x - (edit!.x + edit!.width), remove!.y - (edit!.y + edit!.height));
    expect(apart).toBeGreaterThanOrEqual(8);
  });
});

test('the bulk-approve summary names each member by code and e-mail and can be copied or saved as CSV before closing', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsAdmin(page, request);
  const stamp = `tocayo${Date.now().toString(36)}`;
  const a = await registerNamed(request, 'Juan Martínez Vélez', `${stamp}a`);
  const b = await registerNamed(request, 'Juan Martínez Vélez', `${stamp}b`);

  await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`);
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await page.locator('thead input[type="checkbox"]').check();
  await expect(page.getByTestId('selection-count')).toHaveText('Seleccionados 2 de 2');
  await page.getByRole('button', { name: 'Aprobar seleccionados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aprobar 2 usuarios' });
  await dialog.getByRole('button', { name: 'Aprobar seleccionados' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Terminado: 2 correctos, 0 con error.');
  const summary = dialog.getByTestId('bulk-summary');
  for (const member of [a, b]) {
    const line = summary.locator('[data-ok="true"]').filter({ hasText: member.code });
    await expect(line).toContainText(member.email);
    await expect(line).toContainText('Juan Martínez Vélez');
  }

  await dialog.getByRole('button', { name: 'Copiar resumen' }).click();
  await expect(dialog.getByRole('button', { name: 'Resumen copiado' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')).toHaveLength(2);
  expect(copied).toContain(`${a.code} · Juan Martínez Vélez · ${a.email}: Aprobado · contraseña: `);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar resumen (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('resumen.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Código;Nombre;Email;Resultado;Detalle');
  expect(lines.slice(1).sort()).toEqual(
    [a, b].map((m) => expect.stringMatching(new RegExp(`^${m.code};Juan Martínez Vélez;${m.email};Correcto;`))),
  );
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
});

test('Tab never stops on the bulk buttons while nothing is selected', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin/users?filter=%7B%7D');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Columnas' }).focus();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).not.toMatch(/seleccionados|Descargar selección|Seleccionar todo/);
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('member cards show the proof indicator and the registration date; actions carry their words', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    const member = await registerMember(request, `tarjeta${Date.now().toString(36)}`);
    await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: member.code }))}`);
    const card = page.getByTestId('user-cards').getByRole('listitem').filter({ hasText: member.code });
    await expect(card).toContainText(/Registrado el \d{2}\/\d{2}\/\d{4}/);
    await expect(card).toContainText('Sin comprobante');
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/users/${member.id}/show`));
    for (const name of ['Aprobar', 'Rechazar', 'Eliminar']) {
      const button = page.locator('#main-content').getByRole('button', { name, exact: true }).first();
      await expect(button).toBeVisible();
      await expect(button).toContainText(name);
    }
  });
});
