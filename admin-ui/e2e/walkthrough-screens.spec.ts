import { expect, test, type APIRequestContext } from '@playwright/test';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { e2eDataDir, registrationToken } from './outbox';
import { ADMIN, authHeaders, makePng, registerMember, signInAsAdmin, type Session } from './support';

const es = (n: number) => new Intl.NumberFormat('es-CO').format(n);

async function dashboard(request: APIRequestContext, session: Session) {
  const response = await request.get('/api/admin/dashboard', { headers: authHeaders(session) });
  expect(response.status()).toBe(200);
  return response.json();
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('the dashboard writes es-CO figures, each card opens its list, rankings say when they were counted', async ({
      page,
      request,
    }) => {
      const session = await signInAsAdmin(page, request);
      const figures = await dashboard(request, session);
      await page.goto('/admin');
      await expect(page.getByTestId('stat-total')).toContainText(es(figures.totalUsers));
      await expect(page.getByTestId('stat-pending')).toContainText(es(figures.pendingUsers));
      await expect(page.getByTestId('top-visits')).toContainText(/Calculado a las \d{1,2}:\d{2}/);
      await expect(page.getByTestId('top-visits')).not.toContainText('Sin datos todavía');
      if (size.width === 390) {
        // The five counters leave most of the first screen for what follows.
        const last = await page.getByTestId('stat-total').boundingBox();
        expect(last!.y + last!.height).toBeLessThan(size.height * 0.75);
      }
      const fees = page.getByTestId('fees-per-month');
      if (await fees.locator('svg').count()) {
        const ticks = await fees.locator('.MuiChartsAxis-tickLabel').allTextContents();
        expect(ticks.filter((t) => /^\d+k$/.test(t))).toEqual([]);
        expect(ticks.some((t) => /^\$ [\d.,]+( mil| M)?$/.test(t))).toBe(true);
        await expect(fees).toContainText('Pesos colombianos (COP)');
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

      await page.getByTestId('stat-pending').getByRole('link').click();
      await expect(page).toHaveURL(/\/admin\/users\?.*pending/);
      await expect(page.getByRole('tab', { name: 'Pendientes' })).toHaveAttribute('aria-selected', 'true');
      await page.goBack();
      await page.getByTestId('stat-expired').getByRole('link').click();
      await expect(page).toHaveURL(/\/admin\/renewals\?/);
      await expect(page.getByRole('tab', { name: 'Vencidos' })).toHaveAttribute('aria-selected', 'true');
      await page.goBack();
      await page.getByTestId('stat-approved').getByRole('link').click();
      await expect(page).toHaveURL(/\/admin\/users\?.*approved/);
    });
  });
}

test('Auditoría names the member in Spanish words, shows the whole change and exports the users-export CSV format', async ({
  page,
  request,
}) => {
  const session = await signInAsAdmin(page, request);
  const member = await registerMember(request, `audita${Date.now().toString(36)}`);
  const approved = await request.put(`/api/admin/users/${member.id}/approve`, {
    headers: authHeaders(session),
    data: { password: 'clave-segura-1' },
  });
  expect(approved.status()).toBe(200);
  const pricing = await (await request.get('/api/account-pricing', { headers: authHeaders(session) })).json();
  const saved = await request.post('/api/account-pricing', {
    headers: authHeaders(session),
    data: {
      regularPrice: pricing.regularPrice,
      discountPrice: pricing.discountPrice,
      discountCodes: pricing.discountCodes,
      paymentInstructions: pricing.paymentInstructions,
      renewalPrice: pricing.renewalPrice,
    },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);

  await page.goto('/admin/audit-log');
  const sentence = `Aprobó el registro de ${member.name} (${member.code})`;
  await expect(page.getByRole('row').filter({ hasText: sentence })).toHaveCount(1);
  const pricingRow = page.getByRole('row').filter({ hasText: 'Actualizó los precios de cuenta' }).first();
  await expect(pricingRow).toContainText('Cambió: precio regular, precio con descuento');
  await pricingRow.getByRole('button', { name: 'Ver completo' }).click();
  await expect(pricingRow.getByRole('button', { name: 'Ver menos' })).toBeVisible();
  await expect(pricingRow).toContainText('precio de renovación');

  const csvResponse = await request.get(
    `/api/admin/audit-log/export?filter=${encodeURIComponent(JSON.stringify({ action: 'member.approve' }))}`,
    { headers: authHeaders(session) },
  );
  expect(csvResponse.status()).toBe(200);
  expect(csvResponse.headers()['content-type']).toContain('text/csv');
  const csv = (await csvResponse.body()).toString('utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe('Fecha;Hora;Administrador;Acción;Objeto;ID del objeto;Cambio;IP');
  const line = lines.find((l) => l.includes(sentence));
  expect(line).toMatch(
    new RegExp(`^\\d{2}/\\d{2}/\\d{4};\\d{2}:\\d{2};${ADMIN.email};${sentence.replace(/[()]/g, '\\$&')};`),
  );
  expect(line).not.toContain('::ffff:');
  expect(lines.filter((l) => l && !l.includes('Aprobó el registro')).slice(1)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('auditoria.csv');
  expect((await readFile((await file.path())!, 'utf8')).startsWith('\uFEFFFecha;Hora;Administrador')).toBe(true);

  const bad = await request.get(`/api/admin/audit-log/export?filter=${encodeURIComponent('{"nope":1}')}`, {
    headers: authHeaders(session),
  });
  expect(bad.status()).toBe(400);
});

/** Files under the test server's data folder, to find the one an upload just wrote. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test('the approval dialog shows the expected fee with its discount code, and says when the proof file is missing', async ({
  page,
  request,
}) => {
  const session = await signInAsAdmin(page, request);
  const stamp = Date.now().toString(36);
  // The pricing as it is now: other tests change the prices and the codes.
  const pricing = await (await request.get('/api/account-pricing', { headers: authHeaders(session) })).json();
  const discountCode = String(pricing.discountCodes).split(',')[0].trim();
  const withCode = await request.post('/api/register', {
    data: {
      name: 'Cuota Con Codigo',
      code: `cuota${stamp}`,
      whatsapp: '+573001234567',
      email: `cuota${stamp}@example.com`,
      city: 'Cali',
      discountCode,
      acceptTerms: true,
    },
  });
  expect(withCode.status(), await withCode.text()).toBe(201);
  const lost = await registerMember(request, `perdido${stamp}`);
  const before = new Set(files(e2eDataDir()));
  const uploaded = await request.post(`/api/registration/${await registrationToken(lost.email)}/proof`, {
    multipart: { file: { name: 'pago.png', mimeType: 'image/png', buffer: makePng(320, 240, 3) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const written = files(e2eDataDir()).filter((f) => !before.has(f) && !f.includes('outbox'));
  expect(written).toHaveLength(1);
  rmSync(written[0]);

  await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`);
  await page
    .getByRole('row')
    .filter({ hasText: `cuota${stamp}` })
    .getByRole('button', { name: 'Aprobar' })
    .click();
  let dialog = page.getByRole('dialog');
  const fee = new Intl.NumberFormat('es-CO').format(pricing.discountPrice);
  await expect(dialog.getByTestId('expected-fee')).toHaveText(
    `Cuota esperada: $ ${fee} COP (precio con el código de descuento ${discountCode})`,
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('row').filter({ hasText: lost.code }).getByRole('button', { name: 'Aprobar' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('expected-fee')).toHaveText(
    `Cuota esperada: $ ${new Intl.NumberFormat('es-CO').format(pricing.regularPrice)} COP (precio regular, sin código de descuento)`,
  );
  await expect(dialog.getByRole('alert')).toContainText('ya no está en el servidor');
  await expect(dialog).not.toContainText('no ha enviado');
});

test("'Iniciar migración' is disabled with the reason while no cloud image host is configured", async ({
  page,
  request,
}) => {
  const session = await signInAsAdmin(page, request);
  const status = await request.get('/api/admin/migrate-all-images', { headers: authHeaders(session) });
  expect(await status.json()).toEqual({
    available: false,
    reason: 'El almacenamiento en la nube no está configurado (MEDIA_STORAGE=s3)',
  });
  expect((await request.get('/api/admin/migrate-all-images')).status()).toBe(401);
  await page.goto('/admin/migration');
  await expect(page.getByTestId('migration-unavailable')).toContainText('MEDIA_STORAGE=s3');
  await expect(page.getByRole('button', { name: 'Iniciar migración' })).toBeDisabled();
});

test('after the session expires, /login says so and brings the administrator back to the screen they were on', async ({
  page,
  request,
}) => {
  const session = await signInAsAdmin(page, request);
  // The same administrator, with a token that ran out an hour ago.
  const [head, , signature] = session.token.split('.');
  const payload = Buffer.from(
    JSON.stringify({ sub: session.user.id, role: 'admin', exp: Date.now() / 1000 - 3600 }),
  ).toString('base64url');
  await page.evaluate((token) => localStorage.setItem('token', token), `${head}.${payload}.${signature}`);
  const screen = `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: 'maria' }))}`;
  await page.goto(screen);
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByTestId('session-expired')).toHaveText(
    'Tu sesión expiró. Inicia sesión de nuevo para volver a la pantalla en la que estabas.',
  );
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === screen);
  await expect(page.getByPlaceholder('Buscar por nombre, email o código')).toHaveValue('maria');

  // Only console addresses are followed: anything else lands on the console's home.
  await page.goto(`/login?volver=${encodeURIComponent('//example.com/admin')}`);
  await expect(page).toHaveURL(/\/admin\/?$/);
});
