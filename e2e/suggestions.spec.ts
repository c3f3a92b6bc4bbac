import { expect, test } from '@playwright/test';
import { signInThroughApi } from './support/signIn';

test('a contact-form message shows in the suggestions list, opens whole, and is marked read then archived', async ({
  page,
}) => {
  const name = `زائر تجريبي ${Date.now()}`;
  const message = 'أرغب في حجز مصورة لحفل تخرج يوم الخميس.\nهل تتوفر مواعيد بعد العصر؟';
  const sent = await page.request.post('/api/contact', {
    data: { fullName: name, email: 'visitor@example.com', phone: '+966 50 111 2233', message },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInThroughApi(page);
  await page.goto('/admin/suggestion?status=new');
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة الإقتراحات' })).toBeVisible();
  await page.getByRole('searchbox').fill('زائر تجريبي');
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('نموذج التواصل');
  await expect(row).toContainText('جديد');
  await row.getByRole('link', { name }).click();

  await expect(page).toHaveURL(/\/admin\/suggestion\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('هل تتوفر مواعيد بعد العصر؟')).toBeVisible();
  await page.getByRole('button', { name: 'تعليم كمقروء' }).click();
  // The status pill (first); the history under the detail shows the change as well.
  await expect(page.getByText('مقروء', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'أرشفة' }).click();
  await expect(page.getByRole('button', { name: 'إلغاء الأرشفة' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('مؤرشف', { exact: true }).first()).toBeVisible();

  // Back in the list, filtered by "archived", it is there.
  await page.goto(`/admin/suggestion?status=archived&search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('مؤرشف');
});
