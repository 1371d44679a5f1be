import { expect, type Page } from '@playwright/test';
import { test } from './app-page';
import { ADMIN, apiLogin, blockOutsideHosts, loginInBrowser } from './support';

// A script payload in every text field a seller or an admin can write must come back as text: any dialog that
// fires (alert, confirm, prompt) fails the test, on the public site and in the admin console.
const PAYLOAD = `"><img src=x onerror="alert('xss-img')"><script>alert('xss-script')</script><svg onload=alert('xss-svg')>`;
const JS_LINK = 'javascript:alert(document.domain)';

test('script payloads written by a seller and by the admin are shown as text everywhere', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await blockOutsideHosts(page, baseURL!);

  const admin = await apiLogin(request, ADMIN);
  const asAdmin = { Authorization: `Bearer ${admin.token}` };
  const code = `xss-${Date.now()}`;
  const seller = { email: `${code}@example.com`, password: 'clave-xss-1' };
  const registered = await request.post('/api/register', {
    // A member's name is letters only (the API refuses markup there); the payload rides in the city.
    data: {
      name: 'Vendedora Pruebas',
      code,
      email: seller.email,
      whatsapp: '+573001234567',
      city: `Cali ${PAYLOAD}`.slice(0, 100),
      acceptTerms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()).user;
  expect(
    (
      await request.put(`/api/admin/users/${id}/approve`, { headers: asAdmin, data: { password: seller.password } })
    ).ok(),
  ).toBeTruthy();

  const asSeller = { Authorization: `Bearer ${(await apiLogin(request, seller)).token}` };
  const writes: [string, string, Record<string, unknown>, Record<string, string>][] = [
    [
      'put',
      '/api/protected/profile',
      { personalMessage: PAYLOAD, whatsappMessage: PAYLOAD, showFAQ: true, showPrices: true },
      asSeller,
    ],
    [
      'post',
      '/api/protected/testimonials',
      { name: PAYLOAD.slice(0, 100), city: 'Cali', message: PAYLOAD, rating: 5 },
      asSeller,
    ],
    [
      'post',
      '/api/protected/gallery',
      { imageUrl: '/images/demo/galeria-1.webp', title: PAYLOAD.slice(0, 200), description: PAYLOAD },
      asSeller,
    ],
    [
      'post',
      '/api/admin/announcements',
      {
        title: PAYLOAD.slice(0, 200),
        description: `${PAYLOAD}\n${JS_LINK}\nhttps://example.com/ok`,
        mediaType: 'image',
        image: '/images/announcements/capacitacion.webp',
        targetType: 'all',
        order: 1,
        active: true,
      },
      asAdmin,
    ],
    ['post', '/api/admin/faq', { question: PAYLOAD, answer: PAYLOAD, order: 1 }, asAdmin],
    [
      'post',
      '/api/admin/testimonials',
      { name: PAYLOAD.slice(0, 100), city: 'Cali', message: PAYLOAD, rating: 5 },
      asAdmin,
    ],
    [
      'post',
      '/api/admin/products',
      {
        name: PAYLOAD.slice(0, 200),
        description: PAYLOAD,
        benefits: `${PAYLOAD}\nOtro beneficio`,
        image: '/images/products/multydrink.webp',
        price: 100000,
        minPrice: 90000,
        type: 'other',
      },
      asAdmin,
    ],
    [
      'post',
      '/api/admin/team-images',
      {
        imageUrl: '/images/team/equipo-1.webp',
        title: PAYLOAD.slice(0, 200),
        description: PAYLOAD,
        order: 1,
        active: true,
      },
      asAdmin,
    ],
    [
      'post',
      '/api/admin/product-features',
      {
        productType: 'multydrink',
        title: PAYLOAD.slice(0, 200),
        description: PAYLOAD,
        benefits: [PAYLOAD],
        ingredients: [PAYLOAD],
        order: 0,
        active: true,
      },
      asAdmin,
    ],
    [
      'put',
      '/api/admin/corporate-video',
      {
        title: PAYLOAD.slice(0, 200),
        description: PAYLOAD,
        videoUrl: null,
        thumbnailUrl: '/images/hero.webp',
        active: true,
      },
      asAdmin,
    ],
  ];
  for (const [method, url, data, headers] of writes) {
    const response = await request.fetch(url, { method, data, headers });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBeTruthy();
  }

  const visit = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    await scrollThrough(page);
    expect(await page.locator('a[href^="javascript:" i]').count(), `${path} has a javascript: link`).toBe(0);
    // The one inline script allowed is the server's loader of the app (start-after-paint.ts), which names the entry.
    const inline = page.locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])');
    expect(await inline.count(), `${path} has an inline script`).toBeLessThanOrEqual(1);
    for (const src of await inline.evaluateAll((scripts) => scripts.map((s) => s.getAttribute('data-src'))))
      expect(src, `${path} has an inline script`).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  };

  await visit('/');
  await expect(page.getByText("<script>alert('xss-script')</script>", { exact: false }).first()).toBeAttached();
  await visit(`/u/${code}`);
  await expect(page.getByText(PAYLOAD).first()).toBeVisible();
  expect(await page.title()).toContain('Vendedora');

  await loginInBrowser(page, request, seller, '/dashboard');
  for (const tab of ['Resumen', 'Perfil', 'Testimonios', 'Galería']) {
    await page.getByRole('tab', { name: tab }).click();
    await scrollThrough(page);
  }

  await loginInBrowser(page, request, ADMIN, '/admin');
  for (const path of [
    '/admin',
    '/admin/users',
    `/admin/users/${id}/show`,
    '/admin/products',
    '/admin/testimonials',
    '/admin/faq',
    '/admin/announcements',
    '/admin/product-features',
    '/admin/team-images',
    '/admin/video',
  ]) {
    await visit(path);
  }
  expect(dialogs).toEqual([]);
});

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight * 0.8) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
  await page.waitForTimeout(300);
}
