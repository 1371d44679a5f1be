/// <reference lib="webworker" />
// The service worker at /sw.js (scope /), built by vite-plugin-pwa (vite.config.ts): Workbox precaches the site's
// files of this version; nothing under /api is ever cached here (docs/decisions/1794-installable-dashboard.md).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { readPushNotice, sameOriginPath } from './lib/push-message.rules';

declare const self: ServiceWorkerGlobalScope;

// Only exact file URLs: with Workbox's defaults `/` would be answered with the precached index.html instead of the
// server-rendered landing page.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// The dashboard's page always comes from the server (this version's code, never stale HTML); without a connection the
// precached shell opens and the page shows 'Sin conexión'. Other pages (the server-rendered ones) are not touched.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache('index.html')) ?? Response.error() }],
    }),
    { allowlist: [/^\/dashboard\/?$/] },
  ),
);

// A new version waits until the seller taps 'Actualizar' (app-update.ui.tsx), so no page runs a mix of two versions.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

self.addEventListener('push', (event: PushEvent) => {
  const notice = readPushNotice(readText(event.data));
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      data: { url: notice.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const url = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(openInApp(new URL(url, self.location.origin).href));
});

function readText(data: PushMessageData | null): string | null {
  try {
    return data ? data.text() : null;
  } catch {
    return null;
  }
}

/** Focuses a window of the app already at that address, else moves an open dashboard there, else opens one. */
async function openInApp(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === href);
  if (same) {
    await same.focus();
    return;
  }
  const dashboard = windows.find((client) => new URL(client.url).pathname.startsWith('/dashboard'));
  if (dashboard) {
    const moved = await dashboard.navigate(href).catch(() => null);
    if (moved) {
      await moved.focus();
      return;
    }
  }
  await self.clients.openWindow(href);
}
