import { expect, test } from '@playwright/test';
import { blockOutsideHosts } from './support';

// The public pages preload one font file (vite.config.ts preloadFont, scripts/subset-inter.mjs): it must be the file
// the text is drawn with, or the page pays for a preload it never uses and for the font it does use.
for (const path of ['/', '/u/laura', '/register']) {
  test(`${path} draws its text with the preloaded Inter file, fetched once and under 32 KB`, async ({
    page,
    baseURL,
  }) => {
    await blockOutsideHosts(page, baseURL!);
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
    expect(preloaded).toMatch(/^\/assets\/inter-latin-wght-400-800-[\w-]+\.woff2$/);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          bytes: (entry as PerformanceResourceTiming).encodedBodySize,
        })),
    );
    expect(fetched.map((font) => font.path)).toEqual([preloaded]);
    expect(fetched[0].bytes).toBeGreaterThan(10_000);
    expect(fetched[0].bytes).toBeLessThanOrEqual(32 * 1024);
    // The headings' 800 and the text's 400 come from that file, not from a fallback font.
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((font) => font.status === 'loaded').map((font) => `${font.family} ${font.weight}`),
    );
    expect(loaded).toContain('Inter Variable 400 800');
    expect(await page.evaluate(() => document.fonts.check('800 16px "Inter Variable"', 'Regístrate ¿Más? ñ'))).toBe(
      true,
    );
  });
}
