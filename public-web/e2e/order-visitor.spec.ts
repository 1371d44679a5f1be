import { expect, test as plain, type Page } from '@playwright/test';
import { test } from './app-page';
import { DESKTOP, PHONE, interceptWhatsapp } from './support';

// The visitor's side of an order on /u/{slug}: every order has a reference, shown until closed.
const WIDTHS = [
  { name: '390 px', viewport: PHONE },
  { name: '1280 px', viewport: { ...DESKTOP, width: 1280 } },
];

const products = (page: Page) => page.locator('#productos');
const addOne = (page: Page, name: string) =>
  products(page)
    .getByRole('button', { name: `Agregar una unidad de ${name}` })
    .click();

for (const { name, viewport } of WIDTHS) {
  test.describe(`with JavaScript at ${name}`, () => {
    test.use({ viewport });

    test("a product card's button places an order; the reference and 'Sigue tu pedido' stay until closed", async ({
      page,
    }) => {
      await interceptWhatsapp(page);
      await page.goto('/u/laura');
      const placed = page.waitForResponse((r) => r.url().endsWith('/api/user/laura/orders'));
      await products(page).getByRole('button', { name: 'Pedir por WhatsApp' }).first().click();
      const response = await placed;
      expect(response.status()).toBe(201);
      const { reference, trackingUrl } = await response.json();
      expect(response.request().postDataJSON()).toMatchObject({ items: [{ quantity: 1 }] });
      const banner = page.getByTestId('order-sent-panel');
      await expect(page.getByTestId('order-sent')).toHaveText(`Tu pedido ${reference} fue enviado a Laura`);
      await expect(banner.getByRole('link', { name: 'Sigue tu pedido' })).toHaveAttribute('href', trackingUrl);
      await expect(banner.getByRole('link', { name: 'Escribir a Laura por WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/.*MH-/,
      );
      // It stays while the visitor scrolls and after a reload, within the window at this width.
      await page.locator('#faq').scrollIntoViewIfNeeded();
      await page.reload();
      await expect(page.getByTestId('order-sent')).toBeInViewport();
      await page.getByRole('button', { name: 'Cerrar el aviso del pedido' }).click();
      await expect(page.getByTestId('order-sent')).toHaveCount(0);
    });

    test('the customer fields are remembered for the next order and a wrong number is refused in Spanish', async ({
      page,
    }) => {
      await page.goto('/u/laura');
      await addOne(page, 'Multydrink');
      await page.getByText('Tus datos para el vendedor (opcional)').click();
      await page.getByLabel('Tu nombre').fill('Ana Ruiz');
      await page.getByLabel('Tu WhatsApp').fill('12');
      await page.getByLabel('Tu ciudad').fill('Pasto');
      await page.getByLabel('Nota para el vendedor').fill('En la tarde');
      let requests = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/user/laura/orders')) requests++;
      });
      await page.getByTestId('order-bar-link').click();
      await expect(page.getByRole('alert')).toContainText('Tu número de WhatsApp no es válido');
      expect(requests).toBe(0);
      await page.getByLabel('Tu WhatsApp').fill('300 555 1234');
      const placed = page.waitForResponse((r) => r.url().endsWith('/api/user/laura/orders'));
      await page.getByTestId('order-bar-link').click();
      expect((await placed).request().postDataJSON()).toMatchObject({
        customerName: 'Ana Ruiz',
        customerPhone: '+573005551234',
        city: 'Pasto',
        note: 'En la tarde',
      });
      await expect(page.getByTestId('order-sent')).toBeVisible();
      // The next order, after a reload: name, number and city are there; the note was for that order only.
      await page.reload();
      await addOne(page, 'Multytest');
      await expect(page.getByLabel('Tu nombre')).toHaveValue('Ana Ruiz');
      await expect(page.getByLabel('Tu WhatsApp')).toHaveValue('300 555 1234');
      await expect(page.getByLabel('Tu ciudad')).toHaveValue('Pasto');
      await expect(page.getByLabel('Nota para el vendedor')).toHaveValue('');
    });

    test('offline, sending says so in Spanish, keeps the cart and opens no tab; back online it goes', async ({
      page,
      context,
    }) => {
      await page.goto('/u/laura');
      await addOne(page, 'Multydrink');
      await addOne(page, 'Multydrink');
      let popups = 0;
      context.on('page', () => popups++);
      await context.setOffline(true);
      await page.getByTestId('order-bar-link').click();
      await expect(page.getByRole('alert')).toHaveText(/No hay conexión a internet\. Tu pedido sigue aquí/);
      await expect(products(page).getByLabel('Unidades de Multydrink')).toHaveValue('2');
      await expect(page.getByTestId('order-bar-link')).toHaveText(/Pedir por WhatsApp \(2\)/);
      expect(popups).toBe(0);
      await context.setOffline(false);
      await page.getByTestId('order-bar-link').click();
      await expect(page.getByTestId('order-sent')).toBeVisible();
      expect(popups).toBe(0);
    });

    test('a server failure says so in Spanish and keeps the cart', async ({ page }) => {
      await page.route('**/api/user/laura/orders', (route) => route.fulfill({ status: 503, body: '' }));
      await page.goto('/u/laura');
      await addOne(page, 'Multytest');
      await page.getByTestId('order-bar-link').click();
      await expect(page.getByRole('alert')).toHaveText(/No se pudo enviar el pedido\. Tu pedido sigue aquí/);
      await expect(products(page).getByLabel('Unidades de Multytest')).toHaveValue('1');
    });

    test("the closed 'Tus datos' box is one line, also once the bar's styles have loaded", async ({ page }) => {
      await page.goto('/u/laura');
      await addOne(page, 'Multydrink');
      const details = page.locator('.order-bar__details');
      // The bar's own stylesheet arrives with its script: its 44 px summary says it has.
      await expect(details.locator('summary')).toHaveCSS('min-height', '44px');
      expect((await details.boundingBox())!.height).toBeLessThanOrEqual(48);
      await details.locator('summary').click();
      await expect(page.getByLabel('Tu nombre')).toBeVisible();
      await details.locator('summary').click();
      await expect(page.getByLabel('Tu nombre')).toBeHidden();
      expect((await details.boundingBox())!.height).toBeLessThanOrEqual(48);
      expect((await page.getByRole('region', { name: 'Tu pedido' }).boundingBox())!.height).toBeLessThan(150);
    });

    test('stepper taps are never orders and a quantity over 20 says so', async ({ page }) => {
      await page.goto('/u/laura');
      let orders = 0;
      page.on('request', (r) => {
        if (/\/orders$|\/order-form$/.test(r.url())) orders++;
      });
      for (let i = 0; i < 15; i++) await addOne(page, 'Multydrink');
      await expect(products(page).getByLabel('Unidades de Multydrink')).toHaveValue('15');
      await products(page).getByLabel('Unidades de Multytest').fill('25');
      await expect(products(page).getByText('Puedes pedir hasta 20 unidades de cada producto.')).toBeVisible();
      await expect(products(page).getByLabel('Unidades de Multytest')).toHaveValue('20');
      expect(orders).toBe(0);
      await page.getByTestId('order-bar-link').click();
      await expect(page.getByTestId('order-sent')).toBeVisible();
      expect(orders).toBe(1);
    });
  });

  // Playwright's own test: the app's waits for hydration, which never comes without JavaScript.
  plain.describe(`without JavaScript at ${name}`, () => {
    plain.use({ viewport, javaScriptEnabled: false });

    plain(
      'steps never block; the card button and the form answer the reference; a refusal is a Spanish page',
      async ({ page }) => {
        await page.goto('/u/laura');
        // More steps than the order limit: none of them counts.
        for (let i = 0; i < 12; i++) {
          await products(page).getByRole('button', { name: 'Agregar una unidad de Multydrink' }).click();
          await page.waitForURL(new RegExp(`pedido=\\d+x${i + 1}#productos$`));
        }
        await products(page).getByLabel('Unidades de Multytest').fill('25');
        await products(page).getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click();
        // The browser itself refuses 25 (max=20) and says so; the server's Spanish page covers the rest (HTTP tests).
        const over = products(page).getByLabel('Unidades de Multytest');
        expect(await over.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
        await expect(page).toHaveURL(/\/u\/laura\?pedido=/);
        await over.fill('3');
        await page.getByPlaceholder('Tu nombre (opcional)').fill('Ana');
        await products(page).getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click();
        await expect(page.getByRole('heading', { name: /^Tu pedido MH-[A-HJ-NP-Z2-9]{5} está listo$/ })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Sigue tu pedido' })).toBeVisible();
        // A product card's own button orders that product.
        await page.goto('/u/laura');
        await products(page).getByRole('button', { name: 'Pedir por WhatsApp' }).first().click();
        await expect(page.getByRole('heading', { name: /^Tu pedido MH-[A-HJ-NP-Z2-9]{5} está listo$/ })).toBeVisible();
        const chat = decodeURIComponent(
          (await page.getByRole('link', { name: 'Abrir WhatsApp con el pedido' }).getAttribute('href'))!,
        );
        expect(chat).toContain('1 × Multydrink');
      },
    );
  });
}
