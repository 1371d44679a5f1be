import { test } from '@playwright/test';
import { DEMO_SELLER, loginInBrowser, settle } from './support';

const dir = process.env.PLAT_SHOTS ?? '/tmp/platform-shots';
for (const width of [390, 1280]) {
  test(`shots ${width}`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [['home', '/'], ['laura', '/u/laura'], ['register', '/register']]) {
      await page.goto(path);
      await settle(page);
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    }
    await loginInBrowser(page, request, DEMO_SELLER);
    await page.getByRole('heading').first().waitFor();
    await settle(page);
    await page.screenshot({ path: `${dir}/dashboard-${width}.png`, fullPage: true });
  });
}
