import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from './support/signIn';

/** The dashboard parts by their Arabic titles (each is a labelled region). */
const part = (page: Page, title: string) => page.getByRole('region', { name: title });
const titles = {
  chart: 'الطلبات والإيرادات خلال آخر ١٢ شهرًا',
  statistics: 'الإحصائيات',
  topIncome: 'المصور الأعلى دخلًا هذا الشهر',
  topPhotographers: 'أفضل المصورين',
  latestOrders: 'أحدث الطلبات',
};

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

test('the dashboard shows its five parts with the demo data', async ({ page }) => {
  await page.goto('/admin/home');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();

  // The chart: twelve months of bars, Arabic month names on the axis.
  await expect(part(page, titles.chart).locator('.recharts-bar-rectangle')).toHaveCount(12);
  await expect(part(page, titles.chart).getByRole('table')).toContainText('الإيرادات');
  // Statistics: the demo marketplace holds 3,000 orders, shown in Arabic digits.
  await expect(part(page, titles.statistics)).toContainText('إجمالي الطلبات');
  await expect(part(page, titles.statistics)).toContainText('٣٬٠٠٠');
  await expect(part(page, titles.statistics)).toContainText('ر.س');
  // The photographer paid most this month, with the amount in riyals.
  await expect(part(page, titles.topIncome).getByRole('heading', { level: 3 })).toBeVisible();
  await expect(part(page, titles.topIncome)).toContainText('ر.س');
  // Five top photographers and the eight newest orders with their status badges.
  await expect(part(page, titles.topPhotographers).getByRole('listitem')).toHaveCount(5);
  await expect(part(page, titles.latestOrders).getByRole('listitem')).toHaveCount(8);
  await expect(part(page, titles.latestOrders).getByRole('listitem').first()).toContainText('LQ-');
});

test('a failing part shows its error and a retry while the others still render', async ({
  page,
}) => {
  let failing = true;
  // One part's call (dashboardPaths.topPhotographers in the contract) answers 500.
  await page.route('**/api/admin/dashboard/top-photographers', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'حدث خطأ غير متوقع في الخادم.' }),
        })
      : route.continue(),
  );
  await page.goto('/admin/home');

  const failed = part(page, titles.topPhotographers);
  await expect(failed.getByRole('alert')).toContainText('تعذّر تحميل أفضل المصورين');
  await expect(part(page, titles.latestOrders).getByRole('listitem')).toHaveCount(8);
  await expect(part(page, titles.chart).locator('.recharts-bar-rectangle')).toHaveCount(12);
  await expect(part(page, titles.statistics)).toContainText('إجمالي الطلبات');

  // The server is back: retry loads the part.
  failing = false;
  await failed.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(failed.getByRole('listitem')).toHaveCount(5);
  await expect(failed.getByRole('alert')).toHaveCount(0);
});
