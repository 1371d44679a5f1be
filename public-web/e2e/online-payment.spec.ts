import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { startServerWithOnlinePayment, stopServer } from '../../scripts/e2e/online-payment-server';
import { GatewayStandIn, type StandInTransaction } from '../../scripts/e2e/wompi-stand-in';
import { test } from './app-page';
import { DEMO_SELLER, PHONE, apiLogin, loginInBrowser } from './support';

// Online payment is off on the shared browser-test server; this file starts its own, with online payment on and a
// local stand-in of the gateway's transactions API, on the public test port + 5.
const port = Number(process.env.PUBLIC_E2E_PORT ?? 3101) + 5;
const dataDir = join(tmpdir(), `mh-e2e-payments-${port}`);
const standIn = new GatewayStandIn();
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: PHONE, baseURL: `http://localhost:${port}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServerWithOnlinePayment(port, dataDir, await standIn.start());
});

test.afterAll(async () => {
  await stopServer(server);
  await standIn.close();
});

/**
 * The gateway's checkout, played here: it records a transaction with the signed reference and amount, and sends the
 * payer back to the redirect address with the transaction's id, as Wompi's Web Checkout does.
 */
async function playCheckout(page: Page, status: StandInTransaction['status'] = 'APPROVED'): Promise<void> {
  await page.route('https://checkout.wompi.co/**', async (route) => {
    const params = new URL(route.request().url()).searchParams;
    const { id } = standIn.pay(params.get('reference')!, Number(params.get('amount-in-cents')), status, {
      currency: params.get('currency')!,
    });
    const back = new URL(params.get('redirect-url')!);
    back.searchParams.set('id', id);
    await route.fulfill({ status: 302, headers: { Location: back.toString() } });
  });
}

async function registrationPath(email: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const dir = join(dataDir, 'outbox');
        if (!existsSync(dir)) return '';
        for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
          const mail = await simpleParser(readFileSync(join(dir, file)));
          const to = [mail.to ?? []].flat().map((a) => a.text);
          const link = /\/registro\/[A-Za-z0-9_-]+/.exec(mail.text ?? '');
          if (to.includes(email) && link) path = link[0];
        }
        return path;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return path;
}

test('pays the sign-up fee online at 390 px: from «Pagar en línea» to «Aprobado» without a reload', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const email = `pago.${stamp}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: {
      name: 'Camila Pérez',
      code: `camila-${stamp}`,
      email,
      whatsapp: '+573105550188',
      city: 'Cali',
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const statusPath = await registrationPath(email);

  await playCheckout(page);
  await page.goto(statusPath);
  await expect(page.getByTestId('registration-status')).toHaveText('Pendiente de pago');
  const online = page.getByTestId('online-payment');
  await expect(online).toContainText('PSE, Nequi o tarjeta');
  // Online payment comes first, the transfer and the proof after it.
  const proof = page.getByRole('button', { name: 'Subir comprobante' });
  const [onlineBox, proofBox] = [await online.boundingBox(), await proof.boundingBox()];
  expect(onlineBox!.y).toBeLessThan(proofBox!.y);
  expect(onlineBox!.width).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Pagar en línea' }).click();
  await page.waitForURL(/\?id=/);
  await expect(page.getByTestId('registration-status')).toHaveText('Aprobado');
  await expect(page.getByText('¡Tu cuenta de distribuidor está activa!')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('registration says how to pay online, «Pagar ahora» goes to the checkout, «Aprobado» points to the e-mail', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto('/register');
  await expect(page.getByTestId('cost-box')).toContainText('Pagas en línea con PSE, Nequi o tarjeta');
  await page.getByLabel('Nombre completo').fill('Sofía Gómez');
  await page.getByLabel('Código de vendedor').fill(`sofia-${stamp}`);
  await page.getByLabel('Email').fill(`sofia.${stamp}@example.com`);
  await page.getByLabel('WhatsApp').fill('3105550199');
  await page.getByLabel('Ciudad').selectOption('Cali');
  await page.getByRole('checkbox', { name: /Acepto los Términos y Condiciones/ }).check();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByRole('heading', { name: 'Registro exitoso' })).toBeVisible();
  const steps = page.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(1)).toContainText('Pagar en línea (PSE, Nequi o tarjeta)');
  await expect(steps.nth(2)).toContainText('O paga por transferencia y sube el comprobante');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await playCheckout(page);
  await page.getByRole('button', { name: 'Pagar ahora' }).click();
  await page.waitForURL(/\/registro\/[A-Za-z0-9_-]+\?id=/);
  await expect(page.getByTestId('registration-status')).toHaveText('Aprobado');
  await expect(page.getByText(/te enviamos tu página y un enlace para elegir tu\s+contraseña/)).toBeVisible();
  const login = page.getByRole('link', { name: 'Ya elegí mi contraseña: Iniciar Sesión' });
  await expect(login).toHaveClass(/btn--outline/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a payment under review hides «Pagar en línea», the transfer details and the proof upload', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const email = `revision.${stamp}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: {
      name: 'Marta Ríos',
      code: `marta-${stamp}`,
      email,
      whatsapp: '+573105550177',
      city: 'Cali',
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const statusPath = await registrationPath(email);
  const checkout = await page.request.post(`/api/registration/${statusPath.split('/').pop()}/payment`);
  expect(checkout.status()).toBe(201);
  const { reference, amountInCents } = await checkout.json();
  // Underpaid by 30.000: the gateway approves it, the company must decide.
  const { id } = standIn.pay(reference, amountInCents - 3_000_000, 'APPROVED', { currency: 'COP' });

  await page.goto(`${statusPath}?id=${id}`);
  await expect(page.getByText('Recibimos tu pago y lo estamos revisando.')).toBeVisible();
  await expect(page.getByTestId('registration-status')).toHaveText('Pago en revisión');
  await expect(page.getByTestId('registration-fee')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Pagar en línea|Intentar de nuevo/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /comprobante/ })).toHaveCount(0);
  await expect(page.getByTestId('payment-instructions')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** The seller's expiry as the API reports it. */
async function expiry(page: Page, token: string): Promise<Date> {
  const res = await page.request.get('/api/user/subscription-status', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return new Date((await res.json()).expiresAt);
}

test('the dashboard offers «Renovar en línea» only within 30 days or after expiry; paying adds one year', async ({
  page,
}) => {
  // Laura's subscription has more than 30 days left: only the transfer is offered, no online renewal.
  await loginInBrowser(page, page.request, DEMO_SELLER);
  await expect(page.getByText('Suscripción Activa')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renovar en línea' })).toHaveCount(0);

  // Andrés expired ten days ago: the offer is there.
  const expired = { email: 'andres@multyhealth.local', password: DEMO_SELLER.password };
  await loginInBrowser(page, page.request, expired);
  await expect(page.getByText('Suscripción Expirada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renovar en línea' })).toBeVisible();

  // Camilo has five days left: he renews online through the gateway and comes back to a year more.
  const camilo = { email: 'camilo@multyhealth.local', password: DEMO_SELLER.password };
  const { token } = await apiLogin(page.request, camilo);
  const before = await expiry(page, token);
  await playCheckout(page);
  await loginInBrowser(page, page.request, camilo, '/dashboard?renovar=1');
  await expect(page.getByText('Renovación Próxima')).toBeVisible();
  const renew = page.getByRole('button', { name: 'Renovar en línea' });
  await expect(renew).toBeFocused();
  await renew.click();
  await page.waitForURL(/renovacion=1.*id=/);
  await expect(page.getByText('Renovación aprobada: tu suscripción suma un año más.')).toBeVisible();
  await expect(page.getByText('Suscripción Activa')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renovar en línea' })).toHaveCount(0);

  const after = await expiry(page, token);
  const yearLater = new Date(before);
  yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
  expect(after.toISOString()).toBe(yearLater.toISOString());
  const shown = new Intl.DateTimeFormat('es-CO', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Bogota',
  }).format(after);
  await expect(page.getByText(`(vence el ${shown})`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
