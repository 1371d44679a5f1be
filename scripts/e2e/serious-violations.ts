// Shared by the public-web and admin-ui browser suites (imported from their e2e/support.ts).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** WCAG 2.1 A and AA, and axe's best practices: what the public site's entry pages and the dashboard are held to. */
const WCAG21_AND_BEST_PRACTICES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The serious and critical axe-core violations of the current page. axe judges colours as painted: a toast caught
 * while it fades in or out reads as half transparent, so transitions and animations are stopped at their end state
 * while the analysis runs.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const violations = await atRest(page, () => new AxeBuilder({ page }).analyze());
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Every violation of WCAG 2.1 A/AA and of the best practices, whatever its impact (minor and moderate too). */
export function allViolations(page: Page): Promise<Violation[]> {
  return atRest(page, () => new AxeBuilder({ page }).withTags(WCAG21_AND_BEST_PRACTICES).analyze());
}

async function atRest(page: Page, analyze: () => ReturnType<AxeBuilder['analyze']>): Promise<Violation[]> {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'axe-at-rest';
    style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.append(style);
  });
  try {
    return (await analyze()).violations;
  } finally {
    await page.evaluate(() => document.getElementById('axe-at-rest')?.remove());
  }
}
