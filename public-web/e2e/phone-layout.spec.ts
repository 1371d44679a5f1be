import { expect, type Page } from '@playwright/test';
import { test } from './app-page';
import { approvedSeller, blockOutsideHosts, DEMO_SELLER, loginInBrowser, settle } from './support';

// No public or dashboard screen scrolls sideways on a phone.

const WIDTHS = [360, 390] as const;

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  await settle(page);
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // The widest elements, to say what overflows when it does.
    wide: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120)),
  }));
  expect(scrollWidth, `${screen} at ${innerWidth}px overflows: ${wide.join(' | ')}`).toBeLessThanOrEqual(innerWidth);
}

/** Nothing in the open tab reaches past the tab's own box (a clipped card would not scroll the page, only hide). */
async function expectInsidePanel(page: Page, screen: string): Promise<void> {
  const outside = await page.getByRole('tabpanel').evaluate((panel) => {
    const right = panel.getBoundingClientRect().right;
    return [...panel.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > right + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 40)}"`);
  });
  expect(outside, `${screen}: cut off at the right edge`).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('public screens', async ({ page }) => {
      for (const path of ['/', '/u/laura', '/login', '/register', '/u/no-existe-nadie', '/una-ruta-que-no-existe']) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await expectNoSidewaysScroll(page, path);
      }
      await page.goto('/register');
      // 40 characters and no hyphen to break the line at.
      await page.getByLabel('Código de vendedor').fill('DistribuidoraBienestarValleDelCauca20261');
      await expect(page.getByText(/\/u\/distribuidorabienestarvalledelcauca20261/)).toBeVisible();
      await expectNoSidewaysScroll(page, '/register with a 40-character code');
    });

    test('dashboard screens', async ({ page, request }) => {
      await loginInBrowser(page, request, DEMO_SELLER);
      await expect(page.getByRole('tab', { name: 'Resumen' })).toBeVisible();
      // The account card shows the whole e-mail (31 characters), never cut.
      const email = page.getByText(DEMO_SELLER.email, { exact: true });
      await expect(email).toBeVisible();
      expect(await email.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expectNoSidewaysScroll(page, 'Resumen');
      await expectInsidePanel(page, 'Resumen');

      for (const tab of ['Perfil', 'Video', 'Precios', 'Testimonios', 'Galería']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expectNoSidewaysScroll(page, tab);
        await expectInsidePanel(page, tab);
      }

      const dialogs: [string, string, string][] = [
        ['Perfil', 'Editar Perfil', 'Cancelar'],
        ['Perfil', 'Cambiar Contraseña', 'Cancelar'],
        ['Testimonios', 'Nuevo Testimonio', 'Cancelar'],
        ['Galería', 'Agregar Imagen', 'Cancelar'],
      ];
      for (const [tab, open, close] of dialogs) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('button', { name: open }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoSidewaysScroll(page, `${tab} → ${open}`);
        await page.getByRole('dialog').getByRole('button', { name: close }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });

    test('a member whose name and code are each one long word: their page and every dashboard tab', async ({
      page,
      request,
    }) => {
      // Every tab of the dashboard (ten now) in turn: more than the default budget on a busy machine.
      test.slow();
      // The longest name a member may register as a single word, and the longest code.
      const name = `Prueba ${'Maximiliano'.repeat(7)}`.slice(0, 80);
      const code = `largo${width}${Date.now().toString(36)}`.padEnd(40, 'x');
      const seller = await approvedSeller(request, name, code);

      await page.goto(`/u/${seller.slug}`);
      await expect(page.locator('h1').first()).toContainText('Maximiliano');
      await expectNoSidewaysScroll(page, `/u/${seller.slug}`);

      await loginInBrowser(page, request, seller);
      const tabs = page.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      // By position: a tab's text may carry its badge ('Pedidos' with a count), which is not part of its name.
      const count = await tabs.count();
      for (let i = 0; i < count; i++) {
        const tab = (await tabs.nth(i).textContent()) ?? String(i);
        await tabs.nth(i).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expectNoSidewaysScroll(page, `${tab} of a long-word member`);
        await expectInsidePanel(page, `${tab} of a long-word member`);
      }
    });
  });
}
