import { expect, test } from '@playwright/test';
import { signInThroughApi } from './support/signIn';

// A deploy replaces the hashed chunks an open tab still asks for: the request for a screen's code
// fails. The visitor must get the Arabic error page with a reload button, not React Router's
// English "Unexpected Application Error!".
test('a screen whose code fails to load shows the Arabic error page, and reload recovers', async ({
  page,
}) => {
  await signInThroughApi(page);
  const chunk = '**/assets/CustomersRoute-*.js';
  await page.route(chunk, (route) => route.abort('failed'));
  await page.goto('/admin/users');

  await expect(page.getByRole('heading', { level: 1, name: 'تعذّر عرض هذه الصفحة' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  // The back office's frame stays: the menu still leads elsewhere.
  await expect(page.getByRole('link', { name: 'ادارة الطلبات' }).first()).toBeVisible();

  // The new build is there now: reloading shows the screen.
  await page.unroute(chunk);
  await page.getByRole('button', { name: 'إعادة تحميل الصفحة' }).click();
  await expect(page.getByRole('table', { name: 'قائمة العملاء' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'تعذّر عرض هذه الصفحة' })).toHaveCount(0);
});
