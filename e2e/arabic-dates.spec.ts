import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, type StoredSession } from './support/signIn';

// The browser reads its clock at UTC+14 (Kiritimati), where even noon is the day before in UTC
// and most of each day is already tomorrow: the business days of the pickers and filters are
// still Riyadh's (the platform's time zone), whatever the reader's zone.
test.use({ timezoneId: 'Pacific/Kiritimati' });

let session: StoredSession;

test.beforeEach(async ({ page }) => {
  session = await signInThroughApi(page);
});

interface Answer {
  data: Record<string, unknown>[];
  meta: { total: number };
}

/** A list answer straight from the API, to compare the screen with. */
async function apiList(page: Page, path: string): Promise<Answer> {
  const response = await page.request.get(`/api${path}`, {
    headers: { authorization: `${session.tokenType} ${session.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Answer;
}

const RIYADH = 'Asia/Riyadh';

/** The `YYYY-MM-DD` day of a moment in a time zone. */
function dayIn(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(moment);
}

/** The day before a `YYYY-MM-DD` day. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** How the calendar names a day's button: weekday and Gregorian date in Arabic-Indic digits. */
function dayButtonName(day: string): RegExp {
  const text = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-arab', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00.000Z`));
  return new RegExp(`^${text}،`);
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
const orderRows = (page: Page) =>
  page.getByRole('table', { name: 'قائمة الطلبات' }).locator('tbody tr');

test('orders: a day picked on the Arabic calendar filters by the Riyadh day, as the API does', async ({
  page,
}) => {
  // The latest order placed between 21:00 and midnight UTC: already the next day in Riyadh.
  const latest = await apiList(page, '/admin/orders?sort=-created_at&per_page=100');
  const lateOrder = latest.data.find(
    (order) => new Date(String(order.created_at)).getUTCHours() >= 21,
  );
  expect(lateOrder, 'the demo data has an order placed after 21:00 UTC').toBeDefined();
  const createdAt = new Date(String(lateOrder!.created_at));
  const riyadhDay = dayIn(createdAt, RIYADH);
  expect(riyadhDay).not.toBe(createdAt.toISOString().slice(0, 10));

  const answer = await apiList(
    page,
    `/admin/orders?from=${riyadhDay}&to=${riyadhDay}&per_page=100`,
  );
  const codes = answer.data.map((order) => String(order.code));
  expect(codes).toContain(lateOrder!.code);
  // The UTC date of the same moment is the Riyadh day before: the order is not in it.
  const dayBeforeAnswer = await apiList(
    page,
    `/admin/orders?from=${dayBefore(riyadhDay)}&to=${dayBefore(riyadhDay)}&per_page=100`,
  );
  expect(dayBeforeAnswer.data.map((order) => order.code)).not.toContain(lateOrder!.code);

  await page.goto('/admin/orders');
  await expect(orderRows(page)).toHaveCount(15);
  await page.getByRole('button', { name: /^تاريخ الطلب من: / }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  // The calendar opens on this month (Riyadh's); walk back to the order's month.
  const monthsBack = monthIndex(dayIn(new Date(), RIYADH)) - monthIndex(riyadhDay);
  for (let i = 0; i < monthsBack; i++)
    await calendar.getByRole('button', { name: 'اذهب إلى الشهر السابق' }).click();
  await calendar.getByRole('button', { name: dayButtonName(riyadhDay) }).click();
  await expect(page).toHaveURL(new RegExp(`from=${riyadhDay}`));
  await expect(calendar.getByText('اختر تاريخ النهاية')).toBeVisible();
  await calendar.getByRole('button', { name: dayButtonName(riyadhDay) }).click();
  await expect(page).toHaveURL(new RegExp(`to=${riyadhDay}`));
  await expect(page).toHaveURL(new RegExp(`from=${riyadhDay}`));
  await expect(calendar).toBeHidden();

  // The screen lists exactly the API's orders for that day, the late one among them.
  const total = new Intl.NumberFormat('ar-SA-u-ca-gregory').format(answer.meta.total);
  await expect(page.getByText(new RegExp(`من ${total}$`))).toBeVisible();
  await expect(orderRows(page)).toHaveCount(Math.min(15, answer.meta.total));
  const shown = await orderRows(page).locator('td:first-child').allInnerTexts();
  for (const code of shown) expect(codes).toContain(code.trim());
  await page.getByRole('searchbox', { name: 'بحث' }).fill(String(lateOrder!.code));
  await expect(orderRows(page)).toHaveCount(1);
  await expect(orderRows(page).first()).toContainText(String(lateOrder!.code));

  // A preset: "اليوم" is today in Riyadh.
  await page.getByRole('button', { name: /^إلى: / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'اليوم', exact: true }).click();
  const today = dayIn(new Date(), RIYADH);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
});

/** A text with its Latin digits written as Arabic-Indic ones. */
const arabicIndic = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

const customerRows = (page: Page) =>
  page.getByRole('table', { name: 'قائمة العملاء' }).locator('tbody tr');

test('customers: a phone typed in Arabic-Indic digits and a name spelled without its hamza find the customer', async ({
  page,
}) => {
  const customers = await apiList(page, '/admin/users?per_page=100&sort=name');
  const someone = customers.data.find((customer) => /^[أإآ]/.test(String(customer.name)));
  expect(someone, 'the demo data has a name starting with a hamza on its alef').toBeDefined();
  const name = String(someone!.name);
  const phone = String(someone!.phone);

  await page.goto('/admin/users');
  const search = page.getByRole('searchbox', { name: 'بحث' });

  await search.fill(arabicIndic(phone));
  await expect(customerRows(page).filter({ hasText: name }).first()).toBeVisible();

  // أحمد typed as احمد (the alef without its hamza), as most keyboards type it.
  const variant = name.replace(/^[أإآ]/, 'ا');
  expect(variant).not.toBe(name);
  await search.fill(variant);
  await expect(page).toHaveURL(/search=/);
  await expect(customerRows(page).filter({ hasText: name }).first()).toBeVisible();
  const expected = await apiList(page, `/admin/users?search=${encodeURIComponent(variant)}`);
  expect(expected.data.map((customer) => customer.id)).toContain(someone!.id);
});

/** A moment written as the detail views write it, in a calendar, with Latin digits. */
function dayText(iso: string, calendar: 'gregory' | 'islamic-umalqura'): string {
  return new Intl.DateTimeFormat(`ar-SA-u-ca-${calendar}-nu-latn`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: RIYADH,
  }).format(new Date(iso));
}

test('an admin who reads Hijri first, in Latin digits, sees it first in a detail view, after a reload too', async ({
  page,
}) => {
  const order = (await apiList(page, '/admin/orders?per_page=1')).data[0]!;
  const createdAt = String(order.created_at);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(order.code));
  const created = page.locator(`dd time[datetime="${createdAt}"]`);
  await expect(created).toHaveText(
    new RegExp(`^${dayText(createdAt, 'gregory').replace(/\d/g, '[٠-٩0-9]')}`),
  );

  await page.getByRole('button', { name: 'قائمة الحساب' }).click();
  await page.getByRole('menuitemradio', { name: 'هجري (أم القرى)' }).click();
  await page.getByRole('menuitemradio', { name: 'لاتينية 123' }).click();
  await page.keyboard.press('Escape');

  for (const visit of ['chosen', 'reloaded']) {
    if (visit === 'reloaded') await page.reload();
    // The Hijri date first, the Gregorian one under it.
    await expect(created).toHaveText(dayText(createdAt, 'islamic-umalqura'));
    await expect(created.locator('xpath=following-sibling::*[1]')).toHaveText(
      dayText(createdAt, 'gregory'),
    );
  }
});
