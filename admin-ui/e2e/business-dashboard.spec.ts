import { expect, test } from '@playwright/test';
import { authHeaders, signInAsAdmin } from './support';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const size of SIZES) {
  test.describe(`dashboard at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('shows the business figures of the API, active members apart from expired ones, without sideways scroll', async ({
      page,
      request,
    }) => {
      const session = await signInAsAdmin(page, request);
      const api = await (await page.request.get('/api/admin/dashboard', { headers: authHeaders(session) })).json();
      await page.goto('/admin');
      await expect(page.getByTestId('stat-approved')).toContainText(`Usuarios aprobados vigentes${api.active}`);
      await expect(page.getByTestId('stat-expired')).toContainText(`Suscripciones vencidas${api.expired}`);
      await expect(page.getByTestId('stat-expiring')).toContainText(String(api.expiringIn30Days));
      await expect(page.getByTestId('stat-renewal-rate')).toContainText(
        api.renewal.rate == null ? '—' : `${Math.round(api.renewal.rate * 100)} %`,
      );
      if (api.oldestPendingDays != null)
        await expect(page.getByTestId('stat-queue-age')).toContainText(`${api.oldestPendingDays} día`);
      for (const city of api.topCities) await expect(page.getByTestId('top-cities')).toContainText(city.city);
      for (const p of api.topByVisits) await expect(page.getByTestId('top-visits')).toContainText(p.name);
      for (const p of api.topByWhatsappClicks) await expect(page.getByTestId('top-whatsapp')).toContainText(p.name);
      await expect(page.getByTestId('fees-per-month')).toBeVisible();
      await page.getByTestId('fees-per-month').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(size.width);
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/dashboard-${size.width}.png`, fullPage: true });
    });
  });
}
