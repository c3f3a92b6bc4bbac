import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, signInThroughUi, type StoredSession } from './support/signIn';

/** `GET /api{path}` as the signed-in admin, the `data` of its answer. */
async function apiData<T>(page: Page, session: StoredSession, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `${session.tokenType} ${session.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Money as the screens write it (FORMAT_LOCALE in packages/ui/src/format/locale.ts). */
const riyals = (halalas: number) =>
  new Intl.NumberFormat('ar-SA-u-ca-gregory', { maximumFractionDigits: 2 }).format(halalas / 100);

test('the activity page shows both sign-ins by the admin’s name and filters by action and admin', async ({
  page,
}) => {
  // Two sign-ins: one through the API, one through the login page.
  const session = await signInThroughApi(page);
  await signInThroughUi(page);
  const me = await apiData<{ name: string }>(page, session, '/admin/auth/me');

  await page.getByRole('link', { name: 'سجل النشاط' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'سجل النشاط' })).toBeVisible();
  const table = page.getByRole('table', { name: 'سجل النشاط' });
  // (Other specs' admins sign in too: the rows looked at are this admin's.)
  const mySignIns = table
    .getByRole('row')
    .filter({ hasText: 'سجّل الدخول' })
    .filter({ hasText: me.name });
  await expect(mySignIns.first()).toBeVisible();
  expect(await mySignIns.count()).toBeGreaterThanOrEqual(2);

  // Only this admin's sign-ins, kept in the URL: every row says so.
  await page.getByRole('combobox', { name: 'الحدث' }).selectOption({ label: 'سجّل الدخول' });
  await expect(page).toHaveURL(/action=auth\.signed_in/);
  await page.getByRole('combobox', { name: 'المشرف' }).selectOption({ label: me.name });
  await expect(page).toHaveURL(/admin_id=\d+/);
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toContainText('سجّل الدخول');
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let index = 0; index < count; index += 1) {
    await expect(rows.nth(index)).toContainText('سجّل الدخول');
    await expect(rows.nth(index)).toContainText(me.name);
  }

  // The filter is in the URL: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'الحدث' })).toHaveValue('auth.signed_in');
  await expect(rows.first()).toContainText('سجّل الدخول');
});

test('a service edit shows in the service’s history: who, and the price before → after', async ({
  page,
}) => {
  const session = await signInThroughApi(page);
  const me = await apiData<{ name: string }>(page, session, '/admin/auth/me');
  const [service] = await apiData<{ id: number; base_price: number }[]>(
    page,
    session,
    '/admin/services?per_page=1&sort=created_at',
  );
  if (!service) throw new Error('the demo data has no service');
  const newPrice = service.base_price === 77_700 ? 88_800 : 77_700;

  await page.goto(`/admin/services/${service.id}/edit`);
  await page.getByRole('textbox', { name: 'السعر الأساسي (ريال)' }).fill(String(newPrice / 100));
  await page.getByRole('button', { name: 'حفظ التعديلات' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/services/${service.id}$`));

  const history = page.getByRole('region', { name: 'سجل التعديلات' });
  const latest = history.getByRole('listitem').first();
  await expect(latest).toContainText('عدّل خدمة');
  await expect(latest).toContainText(me.name);
  const price = latest.getByRole('term').filter({ hasText: 'السعر الأساسي' }).locator('..');
  await expect(price).toContainText(
    // (Money starts with a right-to-left mark, hence .* rather than \s*.)
    new RegExp(`من.*${riyals(service.base_price)}.*إلى.*${riyals(newPrice)}`),
  );

  // The same event on the activity page, narrowed to this service.
  await page.goto(`/admin/activity?entity_type=service&entity_id=${service.id}`);
  await expect(
    page.getByRole('table', { name: 'سجل النشاط' }).getByRole('row').nth(1),
  ).toContainText('عدّل خدمة');
});
