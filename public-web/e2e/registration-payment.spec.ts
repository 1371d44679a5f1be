import { expect } from '@playwright/test';
import { test } from './app-page';
import { latestMail, linkPath } from './outbox';
import { ADMIN, apiLogin, blockOutsideHosts, DESKTOP, expectAccessible, PHONE, screenshots } from './support';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

const stamp = Date.now().toString(36);
const applicant = { name: 'Marta Ríos', code: `marta-${stamp}`, email: `marta.${stamp}@example.com` };
let statusPath: string;

test('the status page of a registration pending payment shows the payment details (the demo has sample ones)', async ({
  page,
  request,
}) => {
  const registered = await request.post('/api/register', {
    data: { ...applicant, whatsapp: '+573105550199', city: 'Cali', acceptTerms: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  statusPath = linkPath(await latestMail(applicant.email, 'Registro recibido'), '/registro/');

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(statusPath);
    await expect(page.getByTestId('registration-status')).toHaveText('Pendiente de pago');
    const how = page.getByTestId('payment-instructions');
    await expect(how.getByRole('heading', { name: 'Cómo pagar' })).toBeVisible();
    await expect(how).toContainText('Paga $ 350.000 COP por transferencia o consignación con estos datos:');
    await expect(how).toContainText('Bancolombia, cuenta de ahorros');
    await expect(page.getByRole('button', { name: 'Subir comprobante' })).toBeVisible();
  }
  await screenshots(page, 'registration-payment-details');
  await expectAccessible(page, 'registration status with payment details');
});

test('without payment details, a WhatsApp button asks the company for them, naming the applicant', async ({
  page,
  request,
}) => {
  const admin = { Authorization: `Bearer ${(await apiLogin(request, ADMIN)).token}` };
  const pricing = await (await request.get('/api/account-pricing', { headers: admin })).json();
  const save = (paymentInstructions: string | null) =>
    request.post('/api/account-pricing', {
      headers: admin,
      data: {
        regularPrice: pricing.regularPrice,
        discountPrice: pricing.discountPrice,
        discountCodes: pricing.discountCodes,
        paymentInstructions,
      },
    });
  expect((await save('')).status()).toBe(200);
  try {
    await page.goto(statusPath);
    const how = page.getByTestId('payment-instructions');
    const chat = how.getByRole('link', { name: 'Pedir los datos de pago por WhatsApp' });
    await expect(chat).toBeVisible();
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.pathname).toMatch(/^\/\d{10,15}$/);
    expect(href.searchParams.get('text')).toBe(
      `Hola, soy ${applicant.name} y me registré para distribuir Multyhealth. ¿Me envían los datos para pagar la cuota de registro de $ 350.000 COP?`,
    );
    await screenshots(page, 'registration-payment-whatsapp');
    await expectAccessible(page, 'registration status without payment details');
  } finally {
    expect((await save(pricing.paymentInstructions)).status()).toBe(200);
  }
});
