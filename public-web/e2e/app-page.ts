import { test as base, type Page } from '@playwright/test';

/**
 * A server-rendered page shows everything (and its links work) before its script, which starts after the first paint;
 * its buttons act once React has hydrated them. Resolves when the page is not server-rendered or is hydrated.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.querySelector('script[data-src]')) return true;
    const parts = [...document.querySelectorAll('#root h1, #root section')];
    return parts.every((part) => Object.keys(part).some((key) => key.startsWith('__react')));
  });
}

/** Playwright's test, whose page.goto() and page.reload() also wait for appReady(). */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});
