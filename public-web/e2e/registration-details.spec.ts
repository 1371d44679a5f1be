import { expect, type Page } from '@playwright/test';
import { test } from './app-page';
import { mkdirSync } from 'node:fs';
import { blockOutsideHosts, DESKTOP, PHONE } from './support';

const SHOTS = process.env.SHOTS_DIR;

/** 390 and 1440 px screenshots for review, only when SHOTS_DIR is set (kept out of the repository). */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ['390', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

test('with the fee unknown the cost box shows an error and registration waits until it loads', async ({ page }) => {
  await page.route('**/api/account-pricing', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"statusCode":503,"message":"Servicio no disponible"}',
    }),
  );
  // The fee comes with the server-rendered /register; reached from another page of the site, the browser asks for it.
  await page.goto('/login');
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('h1')!).some((k) => k.startsWith('__react'))))
    .toBe(true);
  await page.getByRole('link', { name: 'Regístrate' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const error = page.getByTestId('cost-box-error');
  await expect(error).toContainText('No pudimos cargar el costo de registro');
  const submit = page.getByRole('button', { name: 'Registrarme' });
  await expect(submit).toBeDisabled();
  await shots(page, 'register-fee-error');

  await page.unroute('**/api/account-pricing');
  await error.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('registration-total')).toHaveText('$ 350.000 COP');
  await expect(page.getByTestId('cost-box')).toContainText('Pago anual');
  await expect(page.getByTestId('cost-box')).not.toContainText('Pago único');
  await expect(submit).toBeEnabled();
});

test('the invitation chip names the inviting distributor, and an unknown code shows none', async ({ page }) => {
  await page.goto('/register?ref=laura');
  await expect(page.getByText('Te invitó: Laura Gómez')).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await expect(page.getByText('Te invitó: Laura Gómez')).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.goto('/register?ref=no-existe-este-codigo');
  await expect(page.getByTestId('registration-total')).toBeVisible();
  await expect(page.getByText(/Te invitó/)).toHaveCount(0);
});

test("coming from a seller's page at 390 px, the invitation appears without moving the form", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/u/laura');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('referralCode'))).toContain('laura');
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/register');
  await expect(page.getByText('Te invitó: Laura Gómez')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});
