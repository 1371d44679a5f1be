import { expect } from '@playwright/test';
import { test } from './app-page';
import { ADMIN, apiLogin, blockOutsideHosts, DEMO_SELLER, expectAccessible, screenshots } from './support';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const fakeToken = (exp: number) =>
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: 2, role: 'user', exp })}.firma-invalida`;
const user = {
  id: 2,
  name: 'Laura Gómez',
  email: DEMO_SELLER.email,
  role: 'user',
  code: 'laura',
  slug: 'laura',
  status: 'approved',
  photo: null,
};

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

test('without a session the dashboard sends to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test("an expired token shows 'Sesión Expirada'; 'Iniciar Sesión' logs out", async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: fakeToken(Math.floor(Date.now() / 1000) + 300), user },
  );
  await page.goto('/dashboard');
  await expect(page.getByText('Sesión Expirada')).toBeVisible();
  await expect(
    page.getByText('Tu sesión ha expirado. Necesitas volver a iniciar sesión para continuar.'),
  ).toBeVisible();
  await screenshots(page, '18-session-expired', { fullPage: false });
  await expectAccessible(page, 'session expired');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
});

test("a 401 during use raises 'auth-expired' and the banner; 'Actualizar' reloads", async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: fakeToken(Math.floor(Date.now() / 1000) + 7200), user },
  );
  // The token is well-formed and not near expiry, so the page asks the API, which answers 401.
  const unauthorized = page.waitForResponse((r) => r.url().endsWith('/api/protected/dashboard'));
  await page.goto('/dashboard');
  expect((await unauthorized).status()).toBe(401);
  await expect(page.getByText('Sesión Expirada')).toBeVisible();
  const reload = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await reload;
  await expect(page.getByText('Sesión Expirada')).toBeVisible();
});

test('the landing shows Panel and Cerrar Sesión to a signed-in seller', async ({ page, request }) => {
  const session = await apiLogin(request, DEMO_SELLER);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Panel' })).toHaveAttribute('href', '/dashboard');
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an admin who logs in goes to /admin, and is sent there from /dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin/);
});

test('subscription banners and days-remaining colours follow the expiry (demo members)', async ({ page, request }) => {
  for (const [email, title, tone, label] of [
    ['camilo@multyhealth.local', 'Renovación Próxima', 'red', '5 días'],
    ['valentina@multyhealth.local', 'Renovación Próxima', 'yellow', '21 días'],
    ['andres@multyhealth.local', 'Suscripción Expirada', 'red', 'Expirado'],
  ] as const) {
    const session = await apiLogin(request, { email, password: DEMO_SELLER.password });
    await page.goto('/login');
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
    // Online payment is off on this server: its route answers 404 and the banner offers the WhatsApp renewal only.
    const onlineRenewal = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/protected/subscription/payment',
    );
    await page.goto('/dashboard');
    await expect(page.getByText(title)).toBeVisible();
    expect((await onlineRenewal).status()).toBe(404);
    await expect(page.getByRole('button', { name: 'Renovar en línea' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Renovar', exact: true })).toBeVisible();
    await expect(page.getByTestId('days-remaining')).toHaveAttribute('data-tone', tone);
    await expect(page.getByTestId('days-remaining')).toHaveText(label);
    if (email.startsWith('andres')) {
      await screenshots(page, '19-dashboard-expired', { fullPage: false });
      await expectAccessible(page, 'expired subscription');
    }
  }
});
