// Shared by the public-web and admin-ui browser suites (imported from their e2e/support.ts).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * The serious and critical axe-core violations of the current page. axe judges colours as painted: a toast caught
 * while it fades in or out reads as half transparent, so transitions and animations are stopped at their end state
 * while the analysis runs.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'axe-at-rest';
    style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.append(style);
  });
  try {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  } finally {
    await page.evaluate(() => document.getElementById('axe-at-rest')?.remove());
  }
}
