import { allViolations, seriousViolations } from '../../scripts/e2e/serious-violations';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
/**
 * Review screenshots are written only when SHOTS_DIR is set (e.g. `SHOTS_DIR=/tmp/shots npm run test:browser`): they
 * assert nothing, and capturing full pages at two sizes is a large part of a browser run's time on a busy machine.
 */
export const SHOTS_DIR = process.env.SHOTS_DIR;
/** A person's phone browser: the headless browser's own agent is not counted as a visit (it is automation). */
export const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export const ADMIN = { email: 'admin@multyhealth.local', password: 'admin12345' };
export const DEMO_SELLER = { email: 'distribuidora@multyhealth.local', password: 'demo12345', slug: 'laura' };

/** Lets images and fonts settle so screenshots show the finished page. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await page.evaluate(() => Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, 2000))]));
  await page.evaluate(async () => {
    // Screenshots show the whole page, so every lazy image is wanted now.
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager'));
    const images = [...document.images].filter((img) => !img.complete);
    const loaded = Promise.all(
      images.map(
        (img) =>
          new Promise((resolve) =>
            ['load', 'error'].forEach((event) => img.addEventListener(event, resolve, { once: true })),
          ),
      ),
    );
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 3000))]);
    const decoded = Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 2000))]);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await page.waitForTimeout(150);
}

/** Waits until the service worker is active and controls this page. */
export async function controlledBySw(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

/** Phone (390×844) and desktop (1440×900) full-page screenshots under SHOTS_DIR, when it is set. */
export async function screenshots(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const original = page.viewportSize() ?? PHONE;
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await loadLazyImages(page, fullPage);
    await settle(page);
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${label}.png`), fullPage, animations: 'disabled' });
  }
  await page.setViewportSize(original);
}

async function loadLazyImages(page: Page, fullPage: boolean): Promise<void> {
  if (!fullPage) return;
  await page.evaluate(async () => {
    const step = window.innerHeight * 0.8;
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * axe-core on the current page at phone and desktop sizes: no serious or critical violations, or with `all` no
 * violation at all of WCAG 2.1 A/AA and the best practices.
 */
export async function expectAccessible(
  page: Page,
  name: string,
  { all = false }: { all?: boolean } = {},
): Promise<void> {
  const original = page.viewportSize() ?? PHONE;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    const serious = all ? await allViolations(page) : await seriousViolations(page);
    const report = serious
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join('\n  ')}`,
      )
      .join('\n');
    expect(serious, `${name} at ${size.width}px:\n${report}`).toEqual([]);
  }
  await page.setViewportSize(original);
}

export async function apiLogin(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<{ token: string; user: Record<string, unknown> }> {
  const response = await request.post('/api/login', { data: credentials });
  expect(response.ok(), await response.text()).toBeTruthy();
  return response.json();
}

/** Stores a session the way the login screen does, then opens a path. */
export async function loginInBrowser(
  page: Page,
  request: APIRequestContext,
  credentials: { email: string; password: string },
  path = '/dashboard',
): Promise<void> {
  const session = await apiLogin(request, credentials);
  await page.goto('/404-warmup');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
}

/** wa.me is never contacted: the chat page is answered locally. */
export async function interceptWhatsapp(page: Page): Promise<void> {
  await page
    .context()
    .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title><p>chat</p>' }),
    );
}

/** Blocks every other outside host, so a test fails visibly instead of waiting on the network. */
export async function blockOutsideHosts(page: Page, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  await page.context().route(
    (url) => url.origin !== origin && !/^(wa\.me|api\.whatsapp\.com)$/.test(url.hostname),
    (route) => route.fulfill({ status: 204, body: '' }),
  );
}

/** A member registered through the API and approved by the administrator, with the password to sign in. */
export async function approvedSeller(request: APIRequestContext, name: string, code: string) {
  const seller = { email: `${code}@example.com`, password: 'clave-red-2026', code };
  const registered = await request.post('/api/register', {
    data: { name, code, email: seller.email, whatsapp: '+573105550404', city: 'Cali', acceptTerms: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()).user;
  const admin = await apiLogin(request, ADMIN);
  const approved = await request.put(`/api/admin/users/${id}/approve`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { password: seller.password },
  });
  expect(approved.ok()).toBeTruthy();
  return { ...seller, id, slug: code.toLowerCase() };
}

let orderVisitor = 0;

/**
 * An order placed through the API on a seller's page, by a visitor of its own (the order limit keys on the visitor);
 * its tracking link as a path of this server (the API's PUBLIC_URL may name another host).
 */
export async function placeOrderThroughApi(request: APIRequestContext, slug: string) {
  const [product] = await (await request.get('/api/products')).json();
  orderVisitor++;
  const placed = await request.post(`/api/user/${slug}/orders`, {
    headers: { 'X-Forwarded-For': `10.88.${process.pid % 250}.${orderVisitor % 250}` },
    data: { items: [{ productId: product.id, quantity: 2 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { reference, trackingUrl } = (await placed.json()) as { reference: string; trackingUrl: string };
  const tracking = new URL(trackingUrl);
  return { reference, trackingPath: tracking.pathname + tracking.search, product: product as { name: string } };
}
