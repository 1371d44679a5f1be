import { expect } from '@playwright/test';
import { fullChromium } from '../../scripts/e2e/test-browser';
import { test } from './app-page';
import { blockOutsideHosts, controlledBySw, DEMO_SELLER, loginInBrowser } from './support';

// The installed app's push message (docs/decisions/1794-installable-dashboard.md), in the full browser: the headless
// shell the other files run in has no notification centre, so getNotifications() stays empty there.
test.use({ launchOptions: fullChromium });

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

test('a push message is shown as a notification with its title, body, tag and address', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await loginInBrowser(page, request, DEMO_SELLER);
  await controlledBySw(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: 'Nuevo pedido MH-1042',
    body: 'Laura · $ 350.000 COP',
    url: '/dashboard?tab=orders&order=42',
    tag: 'order-42',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notice) => ({
          title: notice.title,
          body: notice.body,
          tag: notice.tag,
          data: notice.data as unknown,
          icon: new URL(notice.icon).pathname,
          badge: new URL(notice.badge).pathname,
        })),
      ),
    )
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url },
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
      },
    ]);
});
