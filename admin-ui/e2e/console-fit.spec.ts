import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { authHeaders, registerMember, signInAsAdmin, type Session } from './support';

const SHOTS = process.env.SHOTS_DIR;
const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
];

async function firstId(page: Page, session: Session, resource: string): Promise<number> {
  const response = await page.request.get(`/api/admin/${resource}?range=[0,0]`, { headers: authHeaders(session) });
  const [first] = await response.json();
  return first.id;
}

/** Nothing wider than the viewport: neither the page nor any scrolling box inside it (a table wrapper, a dialog). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
      const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter(
          (el) =>
            el.getBoundingClientRect().right > window.innerWidth + 1 &&
            ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
        )
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0]}`);
      wide.push(`page ${document.documentElement.scrollWidth}px (${culprits.join(', ')})`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('#main-content *, [role="dialog"] *')) {
      const style = getComputedStyle(el);
      if (!['auto', 'scroll'].includes(style.overflowX) || el.closest('.MuiTabs-root')) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        wide.push(`${el.className.toString().slice(0, 60)} ${el.scrollWidth}>${el.clientWidth}`);
    }
    return wide;
  });
  expect(overflow).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('every admin screen fits without sideways scroll', async ({ page, request }) => {
      const session = await signInAsAdmin(page, request);
      if (SHOTS) mkdirSync(SHOTS, { recursive: true });
      // The longest code a member may choose, so the member's name and page address are each one long word.
      const longWord = await registerMember(request, `largo${Date.now().toString(36)}`.padEnd(40, 'x'));
      const screens: [string, string][] = [
        ['inicio', '/admin'],
        ['usuarios', '/admin/users'],
        ['usuarios-todos', '/admin/users?filter=%7B%7D'],
        ['usuario', `/admin/users/${longWord.id}/show`],
        ['productos', '/admin/products'],
        ['producto', `/admin/products/${await firstId(page, session, 'products')}`],
        ['producto-nuevo', '/admin/products/create'],
        ['testimonios', '/admin/testimonials'],
        ['testimonio-nuevo', '/admin/testimonials/create'],
        ['faq', '/admin/faq'],
        ['faq-nueva', '/admin/faq/create'],
        ['anuncios', '/admin/announcements'],
        ['anuncio-nuevo', '/admin/announcements/create'],
        ['material', '/admin/material'],
        ['material-nuevo', '/admin/material/create'],
        ['caracteristicas', '/admin/product-features'],
        ['caracteristica-nueva', '/admin/product-features/create'],
        ['equipo', '/admin/team-images'],
        ['equipo-nueva', '/admin/team-images/create'],
        ['precios', '/admin/pricing'],
        ['renovaciones', '/admin/renewals'],
        ['configuracion', '/admin/settings'],
        ['video', '/admin/video'],
        ['migracion', '/admin/migration'],
      ];
      const failures: string[] = [];
      for (const [name, path] of screens) {
        await page.goto(path);
        await expect(
          page.locator('#main-content h1, #main-content h2, #main-content table, #main-content form').first(),
        ).toBeVisible();
        // Loaded: react-admin's header spinner is gone (it turns while any request runs) and no skeleton is left.
        await expect(page.locator('header .MuiCircularProgress-root')).toHaveCount(0);
        await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${size.name}-${name}.png`, fullPage: true });
        try {
          await expectNoSidewaysScroll(page);
        } catch (error) {
          failures.push(
            `${name}: ${(error as Error).message
              .split('\n')
              .filter((l) => l.includes('"'))
              .join(' ')}`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  });
}
