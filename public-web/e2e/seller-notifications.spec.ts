import { createECDH, randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './app-page';
import { approvedSeller, apiLogin, expectAccessible, loginInBrowser, PHONE, screenshots } from './support';

test.use({ viewport: PHONE });

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** What a browser would post after PushManager.subscribe (Chromium here cannot reach Google's push service). */
function subscription(id: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${id}-${randomBytes(6).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    expirationTime: null,
  };
}

test('the Notificaciones card lists the devices, removes one, sends a test and keeps the four switches', async ({
  page,
  context,
  request,
}) => {
  const seller = await approvedSeller(request, 'Sara Avisos', `avisos-${Date.now()}`);
  const { token } = await apiLogin(request, seller);
  const auth = { Authorization: `Bearer ${token}` };
  await context.grantPermissions(['notifications']);
  await loginInBrowser(page, request, seller);

  const card = page.getByTestId('notifications-card');
  await expect(card.getByRole('heading', { name: 'Notificaciones' })).toBeVisible();
  await expect(card.getByText('Aún no activaste las notificaciones en ningún dispositivo.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enviar prueba' })).toBeDisabled();

  for (const userAgent of [CHROME_ANDROID, FIREFOX_WINDOWS]) {
    const posted = await request.post('/api/protected/push-subscriptions', {
      headers: { ...auth, 'User-Agent': userAgent },
      data: subscription(seller.code),
    });
    expect(posted.status()).toBe(201);
  }
  await page.reload();
  await expect(card.getByTestId('push-device')).toHaveCount(2);
  await expect(card.getByTestId('push-device').first()).toContainText('Firefox en Windows');
  await expect(card.getByTestId('push-device').first()).toContainText('sin avisos entregados todavía');

  await card.getByRole('button', { name: 'Enviar prueba' }).click();
  await expect(page.getByText('Enviamos una prueba a 2 dispositivos')).toBeVisible();

  await card.getByRole('button', { name: 'Quitar Firefox en Windows' }).click();
  await expect(card.getByTestId('push-device')).toHaveCount(1);
  await expect(card.getByTestId('push-device')).toContainText('Chrome en Android');
  const devices = await (await request.get('/api/protected/push-subscriptions', { headers: auth })).json();
  expect(devices.map((d: { deviceLabel: string }) => d.deviceLabel)).toEqual(['Chrome en Android']);

  const orders = card.getByRole('switch', { name: 'Pedidos nuevos' });
  await expect(orders).toBeChecked();
  await orders.click();
  await expect(orders).not.toBeChecked();
  await expect
    .poll(async () => (await request.get('/api/protected/notification-preferences', { headers: auth })).json())
    .toEqual({ newOrder: false, paymentApproved: true, expiryReminders: true, newRecruit: true });
  await page.reload();
  await expect(card.getByRole('switch', { name: 'Pedidos nuevos' })).not.toBeChecked();
  await expect(card.getByRole('switch', { name: 'Registros de nuevos distribuidores desde mi página' })).toBeChecked();

  await card.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'notifications card');
  await screenshots(page, 'notifications-card');

  // Permission is granted, so the tap asks nothing; without a push service reachable from here (and, before the
  // service worker exists, without one) the card says so in Spanish instead of hanging.
  await card.getByRole('button', { name: 'Activar en este teléfono' }).click();
  await expect(card.getByRole('alert')).toContainText('No pudimos', { timeout: 30_000 });
});
