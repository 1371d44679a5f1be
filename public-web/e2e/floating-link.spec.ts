import { expect, test } from '@playwright/test';
import { blockOutsideHosts, DEMO_SELLER, PHONE } from './support';

// The floating 'Más información' link of /u/{slug} leaves the end of the FAQ free at 390 px.

test.use({ viewport: PHONE });

test.beforeEach(async ({ page, baseURL }) => {
  await blockOutsideHosts(page, baseURL!);
});

test('the floating chat link does not cover the last FAQ answer at 390 px', async ({ page }) => {
  await page.goto(`/u/${DEMO_SELLER.slug}`);
  const faq = page.locator('#faq');
  const last = faq.locator('.faq__item').last();
  const question = last.getByRole('button');
  // The FAQ answers clicks once hydrated, after the first paint: until then a click does nothing.
  await expect(async () => {
    if ((await question.getAttribute('aria-expanded')) !== 'true') await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
  await expect(last.getByRole('region')).toBeVisible();
  // The furthest the FAQ scrolls while still ending on screen: its end at the bottom of the window.
  await faq.evaluate((section) =>
    window.scrollBy({ top: section.getBoundingClientRect().bottom - window.innerHeight, behavior: 'instant' }),
  );
  const link = page.getByRole('link', { name: /^Más información por WhatsApp/ });
  await expect(link).toHaveClass(/is-visible/);
  const answer = (await last.boundingBox())!;
  const floating = (await link.boundingBox())!;
  expect(answer.y + answer.height).toBeLessThanOrEqual(floating.y);
});
