import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, type StoredSession } from './support/signIn';

// exceljs is the API's dependency (not the root's): the test reads the downloaded workbook with it.
interface Sheet {
  rowCount: number;
  getRow(n: number): { getCell(n: number): { value: unknown } };
}
interface Workbook {
  xlsx: { readFile(path: string): Promise<unknown> };
  worksheets: Sheet[];
}
const ExcelJS = createRequire(new URL('../packages/api/package.json', import.meta.url))(
  'exceljs',
) as { Workbook: new () => Workbook };

let session: StoredSession;

test.beforeEach(async ({ page }) => {
  session = await signInThroughApi(page);
});

/** A list answer straight from the API, to compare the screen with. */
async function apiList(page: Page, path: string) {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `${session.tokenType} ${session.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    data: Record<string, unknown>[];
    meta: { total: number; last_page: number };
  };
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr');

test('orders: page through, filter by status, reload keeps the list', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'ادارة الطلبات' })).toBeVisible();
  await expect(bodyRows(page, 'قائمة الطلبات')).toHaveCount(15);
  const firstCode = await bodyRows(page, 'قائمة الطلبات').first().locator('td').first().innerText();
  await expect(page.getByText('عرض ١–١٥ من ٣٬٠٠٠')).toBeVisible();

  await page.getByRole('button', { name: 'الصفحة التالية' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText('عرض ١٦–٣٠ من ٣٬٠٠٠')).toBeVisible();
  await expect(bodyRows(page, 'قائمة الطلبات').first()).not.toContainText(firstCode);
  await page.getByRole('button', { name: 'الصفحة ٣' }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);

  // A filter goes back to page 1 and narrows every row to the status.
  const completed = await apiList(page, '/admin/orders?status=completed');
  await page.getByLabel('الحالة').selectOption({ label: 'مكتمل' });
  await expect(page).toHaveURL(/status=completed/);
  await expect(page).not.toHaveURL(/page=/);
  const formatted = new Intl.NumberFormat('ar-SA-u-ca-gregory').format(completed.meta.total);
  await expect(page.getByText(new RegExp(`من ${formatted}$`))).toBeVisible();
  for (const row of await bodyRows(page, 'قائمة الطلبات').all())
    await expect(row).toContainText('مكتمل');

  await page.getByRole('button', { name: 'الصفحة التالية' }).click();
  await expect(page).toHaveURL(/page=2/);
  // The URL changes at once; the rows only once page 2 has arrived (the old rows stay meanwhile).
  await expect(page.getByText(`عرض ١٦–٣٠ من ${formatted}`)).toBeVisible();
  const secondPageFirst = (await bodyRows(page, 'قائمة الطلبات').first().textContent()) ?? '';
  await page.reload();
  await expect(page.getByLabel('الحالة')).toHaveValue('completed');
  await expect(page.getByRole('button', { name: 'الصفحة ٢' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bodyRows(page, 'قائمة الطلبات').first()).toHaveText(secondPageFirst);

  // A row leads to its detail view with the order's transactions.
  const code = await bodyRows(page, 'قائمة الطلبات').first().getByRole('link').innerText();
  await bodyRows(page, 'قائمة الطلبات').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
  await expect(page.getByRole('heading', { name: 'معاملات الطلب' })).toBeVisible();
  await page.goto('/admin/orders/99999999');
  await expect(page.getByRole('heading', { name: 'العنصر غير موجود' })).toBeVisible();
});

test("orders: one customer's orders, named in a chip that clears the filter", async ({ page }) => {
  const order = (await apiList(page, '/admin/orders?per_page=1')).data[0]!;
  const customer = order.customer as { id: number; name: string };
  const theirs = await apiList(page, `/admin/orders?customer_id=${customer.id}`);

  await page.goto(`/admin/orders?customer_id=${customer.id}`);
  const chip = page.getByRole('group', { name: 'العميل' });
  await expect(chip).toContainText(customer.name);
  await expect(bodyRows(page, 'قائمة الطلبات')).toHaveCount(Math.min(15, theirs.meta.total));
  for (const row of await bodyRows(page, 'قائمة الطلبات').all())
    await expect(row).toContainText(customer.name);

  await chip.getByRole('button', { name: `إزالة التصفية حسب العميل: ${customer.name}` }).click();
  await expect(page).not.toHaveURL(/customer_id=/);
  await expect(chip).toHaveCount(0);
  await expect(page.getByText('عرض ١–١٥ من ٣٬٠٠٠')).toBeVisible();
});

test('customers: search by an Arabic name, and the search survives a reload', async ({ page }) => {
  const someone = (await apiList(page, '/admin/users?per_page=1&sort=name')).data[0]!;
  const name = String(someone.name);
  const expected = await apiList(page, `/admin/users?search=${encodeURIComponent(name)}`);

  await page.goto('/admin/users');
  await expect(bodyRows(page, 'قائمة العملاء')).toHaveCount(15);
  await page.getByRole('searchbox', { name: 'بحث' }).fill(name);
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(bodyRows(page, 'قائمة العملاء')).toHaveCount(Math.min(15, expected.meta.total));
  for (const row of await bodyRows(page, 'قائمة العملاء').all())
    await expect(row).toContainText(name);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'بحث' })).toHaveValue(name);
  await expect(bodyRows(page, 'قائمة العملاء')).toHaveCount(Math.min(15, expected.meta.total));
  await expect(bodyRows(page, 'قائمة العملاء').first()).toContainText(name);

  await bodyRows(page, 'قائمة العملاء').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('heading', { name: 'طلبات العميل' })).toBeVisible();
});

test('customers: export the filtered list as XLSX and CSV, every row, Arabic intact', async ({
  page,
}) => {
  const filtered = await apiList(page, '/admin/users?status=active');
  const all = await apiList(page, '/admin/users');
  expect(filtered.meta.total).toBeGreaterThan(15);
  expect(filtered.meta.total).toBeLessThan(all.meta.total);
  await page.goto('/admin/users?status=active');
  await expect(bodyRows(page, 'قائمة العملاء')).toHaveCount(15);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تصدير Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^customers-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(filtered.meta.total + 1);
  expect(sheet.getRow(1).getCell(2).value).toBe('الاسم');
  expect(String(sheet.getRow(2).getCell(2).value)).toMatch(/[\u0600-\u06FF]/);
  expect(sheet.getRow(2).getCell(6).value).toBe('نشط');
  expect(typeof sheet.getRow(2).getCell(7).value).toBe('number');
  expect(sheet.getRow(2).getCell(9).value).toBeInstanceOf(Date);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تصدير CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^customers-.*\.csv$/);
  const bytes = readFileSync((await csv.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines).toHaveLength(filtered.meta.total + 1);
  expect(lines[0]).toContain('البريد الإلكتروني');
  expect(lines.slice(1).every((line) => line.includes('نشط'))).toBe(true);
  expect(lines[1]).toMatch(/[\u0600-\u06FF]/);
});
