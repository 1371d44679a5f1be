import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerWithOnlinePayment, stopServer } from '../../scripts/e2e/online-payment-server';
import { GatewayStandIn, signedEvent, type StandInTransaction } from '../../scripts/e2e/wompi-stand-in';
import { registrationToken } from './outbox';
import { expectNoCriticalA11yViolations, registerMember, screenshot, signInAsAdmin } from './support';

// Online payment is off on the shared browser-test server; this file starts its own, with online payment on, on the
// admin test port + 5. Payments arrive as the gateway's events, signed with the test secret.
const port = Number(process.env.ADMIN_E2E_PORT ?? 3102) + 5;
const dataDir = join(tmpdir(), `mh-admin-e2e-payments-${port}`);
// The gateway's transactions API knows no transaction: these payments settle through events only.
const standIn = new GatewayStandIn();
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${port}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServerWithOnlinePayment(port, dataDir, await standIn.start());
});

test.afterAll(async () => {
  await stopServer(server);
  await standIn.close();
});

let sequence = 0;

/** A new checkout for the member's sign-up fee, then the gateway's signed event about it. */
async function pay(
  request: APIRequestContext,
  token: string,
  status: StandInTransaction['status'],
  paidCents?: (asked: number) => number,
) {
  const checkout = await request.post(`/api/registration/${token}/payment`);
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { reference, amountInCents } = await checkout.json();
  const transaction = {
    id: `${Date.now()}-${++sequence}`,
    reference,
    amount_in_cents: paidCents ? paidCents(amountInCents) : amountInCents,
    currency: 'COP',
    status,
    payment_method_type: 'PSE',
  };
  const event = await request.post('/api/payments/wompi/events', { data: signedEvent(transaction) });
  expect(event.status()).toBe(200);
  return reference as string;
}

test('the Pagos screen lists, filters and exports online payments; the member’s detail shows theirs', async ({
  page,
  request,
}) => {
  // Two sign-ups, three payments and four screens: more than the default 90 s when both browser suites share the CPU.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-6).replace(/\d/g, 'x');
  const paid = await registerMember(request, `pagado${stamp}`);
  const paidToken = await registrationToken(paid.email, dataDir);
  const declined = await pay(request, paidToken, 'DECLINED');
  const approved = await pay(request, paidToken, 'APPROVED');
  const short = await registerMember(request, `corto${stamp}`);
  const review = await pay(request, await registrationToken(short.email, dataDir), 'APPROVED', (asked) => asked / 2);

  await signInAsAdmin(page, request);
  await page.goto('/admin/payments');
  // The console's first screen on a busy machine (both browser suites share two cores) may take a while.
  await expect(page.getByText(declined)).toBeVisible({ timeout: 45_000 });
  for (const reference of [approved, review]) await expect(page.getByText(reference)).toBeVisible();
  // The payment paid short needs the administrator's decision: flagged and highlighted.
  const reviewRow = page.getByRole('row').filter({ hasText: review });
  await expect(reviewRow).toContainText('Por decidir');
  await expect(reviewRow).toHaveCSS('background-color', 'rgb(255, 244, 229)');
  const approvedRow = page.getByRole('row').filter({ hasText: approved });
  await expect(approvedRow).toContainText('Aprobado');
  await expect(approvedRow).toContainText('$ 350.000 COP');
  await expect(approvedRow).not.toContainText('Requiere revisión');

  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Rechazado' }).click();
  await expect(page.getByText(approved)).toHaveCount(0);
  await expect(page.getByText(review)).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: declined })).toContainText('Rechazado');

  // The CSV is the server's, with the filter on screen: a BOM, semicolons, only the declined payment.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('pagos.csv');
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFFFecha;Miembro;Email;Concepto;Medio;Valor a pagar (COP);Pagado (COP);Referencia;')).toBe(
    true,
  );
  const rows = csv.split('\r\n').filter(Boolean).slice(1);
  expect(rows.some((row) => row.includes(`;${declined};`) && row.includes(';Rechazado;'))).toBe(true);
  expect(rows.every((row) => row.includes(';Rechazado;'))).toBe(true);
  expect(csv).not.toContain(approved);

  // The member's detail lists their two attempts; 'Ver en Pagos' opens the screen filtered to them.
  await page.goto(`/admin/users/${paid.id}/show`);
  const payments = page.getByTestId('member-payments');
  await expect(payments.getByRole('row').filter({ hasText: approved })).toContainText('Aprobado');
  await expect(payments.getByRole('row').filter({ hasText: approved })).toContainText('Registro');
  await expect(payments.getByRole('row').filter({ hasText: declined })).toContainText('Rechazado');
  await expect(payments).not.toContainText(review);
  await payments.getByRole('link', { name: 'Ver en Pagos' }).click();
  await expect(page.getByText(approved)).toBeVisible();
  await expect(page.getByText(review)).toHaveCount(0);

  await page.goto(`/admin/users/${short.id}/show`);
  await expect(page.getByTestId('member-payments').getByRole('row').filter({ hasText: review })).toContainText(
    'Requiere revisión',
  );
});

/** The page fits the window: no sideways scrolling, once the layout has followed a change of the window's width. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}

test('the desk: an underpaid fee is decided from its detail at 1280 px, and the screens fit and pass axe at 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-6).replace(/\d/g, 'x');
  const short = await registerMember(request, `mitad${stamp}`);
  const reference = await pay(request, await registrationToken(short.email, dataDir), 'APPROVED', (asked) => asked / 2);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, request);
  await page.goto('/admin/payments');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Pagado $ 175.000 de $ 350.000', { timeout: 45_000 });
  await expect(row).toContainText('PSE');
  await expect(row).toContainText('Por decidir');
  await expect(row.getByRole('link', { name: short.name })).toHaveAttribute(
    'href',
    new RegExp(`/users/${short.id}/show$`),
  );
  await expect(page.getByRole('menuitem', { name: /Pagos \(\d+ por decidir\)/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('switch', { name: 'Por decidir' }).check();
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Aprobado' }).filter({ hasNotText: 'Por decidir' })).toHaveCount(
    0,
  );
  await expectNoCriticalA11yViolations(page);
  await screenshot(page, 'payments-desk-1280');

  await row.getByText(reference).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pago ${reference}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Resumen del pago' })).toBeVisible();
  await expect(page.getByTestId('payment-timeline')).toContainText('Evento');
  // Buttons only for the decisions that apply to an approved, uncredited payment; none works without a note.
  await expect(page.getByRole('button', { name: 'Revertir' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reembolsar' })).toBeDisabled();
  await expectNoSidewaysScroll(page);
  await expectNoCriticalA11yViolations(page);
  await page.getByLabel('Nota (obligatoria)').fill('El pagador pidió la devolución');
  await page.getByRole('button', { name: 'Reembolsar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Reembolso manual pendiente').first()).toBeVisible();
  await expect(page.getByText('Este pago no espera una decisión.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nota (obligatoria)' }).fill('Transferencia devuelta el lunes');
  await page.getByRole('button', { name: 'Marcar reembolso hecho' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Reembolso manual hecho').first()).toBeVisible();
  await expect(page.getByText('Decidió reembolsar un pago').first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await expectNoCriticalA11yViolations(page);
  await screenshot(page, 'payments-detail-390');
  // The list keeps its last filter ('Por decidir'): the decided payment is found by its reference.
  await page.goto(`/admin/payments?filter=${encodeURIComponent(JSON.stringify({ q: reference }))}`);
  await expect(page.getByText(reference)).toBeVisible({ timeout: 45_000 });
  await expectNoSidewaysScroll(page);
  await expectNoCriticalA11yViolations(page);
  await screenshot(page, 'payments-desk-390');
  // An empty list passes too.
  await page.goto(`/admin/payments?filter=${encodeURIComponent(JSON.stringify({ q: 'ninguno-coincide-xyz' }))}`);
  await expect(page.getByText('No hay pagos que cumplan el filtro.').or(page.getByText(/No se encontr/))).toBeVisible();
  await expectNoCriticalA11yViolations(page);
});
