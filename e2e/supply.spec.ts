import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, type StoredSession } from './support/signIn';

// Issue 14's supply and trust work, through the screens: approving a photographer (then giving
// them an order), blocking customers from a bulk selection, scheduling a billboard that reaches
// the landing page, and hiding a review that moves a photographer's rating.

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPYEKSKFTEMLQkA9CxJwaO/tBEAAAAASUVORK5CYII=',
  'base64',
);

const auth = (session: StoredSession) => ({
  Authorization: `${session.tokenType} ${session.token}`,
  Accept: 'application/json',
});

async function apiGet<T>(page: Page, session: StoredSession, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: auth(session) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

interface ListAnswer<T> {
  data: T[];
  meta: { total: number };
}

/** `YYYY-MM-DDTHH:mm` of a moment on Riyadh's wall clock (the platform's zone in the e2e data). */
function riyadhWallTime(moment: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Riyadh',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

test('add a photographer, approve them from the queue, then assign them to an order', async ({
  page,
}) => {
  const session = await signInThroughApi(page);
  const name = `مصور تجريبي ${Date.now()}`;
  await page.goto('/admin/Photographers');
  await page.getByRole('link', { name: 'إضافة مصور' }).click();
  await expect(page).toHaveURL(/\/admin\/Photographers\/new$/);
  await page.getByRole('textbox', { name: 'الاسم' }).fill(name);
  await page.getByRole('textbox', { name: 'المدينة' }).fill('الرياض');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(`p${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: 'رقم الجوال' }).fill('0501234567');
  await page.getByRole('textbox', { name: 'سعر البداية (ريال)' }).fill('1500');
  await page.getByRole('checkbox', { name: 'زفاف' }).check();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await page.getByRole('button', { name: 'إضافة المصور' }).click();
  await expect(page).toHaveURL(/\/admin\/Photographers\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);

  // The queue: pending first.
  await page.goto('/admin/Photographers?sort=queue');
  const table = page.getByRole('table', { name: 'قائمة المصورين' });
  await expect(table.locator('tbody tr').first()).toContainText('بانتظار الموافقة');
  await table.getByRole('link', { name }).click();

  const actions = page.getByRole('group', { name: 'إجراءات السجل' }).first();
  await actions.getByRole('button', { name: 'اعتماد' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'اعتماد' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('معتمد');

  // Approved, they can be given an order (issue 13's assign route).
  const orders = await apiGet<ListAnswer<{ id: number }>>(
    page,
    session,
    '/api/admin/orders?status=pending&per_page=1',
  );
  // The e2e server always seeds demo orders: a missing one is a failure, never a skip.
  expect(orders.data.length, 'the demo data has a pending order to assign').toBeGreaterThan(0);
  const order = await apiGet<{ data: { order?: { updated_at: string }; updated_at?: string } }>(
    page,
    session,
    `/api/admin/orders/${orders.data[0]!.id}`,
  );
  const updatedAt = order.data.order?.updated_at ?? order.data.updated_at;
  const assigned = await page.request.put(`/api/admin/orders/${orders.data[0]!.id}/photographer`, {
    headers: auth(session),
    data: { photographer_id: id, updated_at: updatedAt, confirm_clash: true },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
});

test('block three customers from a bulk selection; the report counts them', async ({ page }) => {
  const session = await signInThroughApi(page);
  await page.goto('/admin/users?status=active');
  const table = page.getByRole('table', { name: 'قائمة العملاء' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const row = table.locator('tbody tr').nth(i);
    names.push((await row.getByRole('link').first().textContent())!.trim());
    await row.getByRole('checkbox').check();
  }
  const bar = page.getByRole('group', { name: 'إجراءات على الصفوف المحددة' });
  await expect(bar).toContainText('المحدد: ٣ صفوف');
  await bar.getByRole('button', { name: 'حظر', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'حظر: ٣ صفوف؟' });
  await dialog.getByLabel('سبب الحظر').fill('حجوزات وهمية متكررة');
  await dialog.getByRole('button', { name: 'حظر', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'نتيجة الإجراء' })).toContainText(
    'تم التنفيذ على ٣ صفوف',
  );

  const blocked = await apiGet<ListAnswer<{ name: string }>>(
    page,
    session,
    '/api/admin/users?status=blocked&per_page=100',
  );
  for (const name of names) expect(blocked.data.map((c) => c.name)).toContain(name);

  // Put them back for the other specs, from the same bulk bar.
  await page.goto('/admin/users?status=blocked');
  await page.getByRole('checkbox', { name: 'تحديد كل صفوف هذه الصفحة' }).check();
  await page
    .getByRole('group', { name: 'إجراءات على الصفوف المحددة' })
    .getByRole('button', { name: 'رفع الحظر' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'رفع الحظر' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
});

test('a billboard scheduled from now shows on the landing page', async ({ page }) => {
  const session = await signInThroughApi(page);
  const title = `إعلان تجريبي ${Date.now()}`;
  const now = new Date();
  const created = await page.request.post('/api/admin/billboards', {
    headers: auth(session),
    multipart: {
      title,
      link_url: '/faq',
      starts_at: riyadhWallTime(new Date(now.getTime() - 60 * 60 * 1000)),
      ends_at: riyadhWallTime(new Date(now.getTime() + 24 * 60 * 60 * 1000)),
      is_active: '1',
      sort_order: '0',
      image: { name: 'banner.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Its page says it is shown now; the landing page's band fills after load without moving.
  await page.goto('/admin/billboards');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/admin\/billboards\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('معروض الآن')).toBeVisible();

  await page.goto('/landing');
  const band = page.getByRole('region', { name: 'إعلانات لقطة' });
  const before = await band.boundingBox();
  await expect(band.getByRole('link', { name: title })).toBeVisible();
  const after = await band.boundingBox();
  expect(after?.height).toBeCloseTo(before!.height, 0);
});

test('hiding a review takes it out of the photographer’s rating', async ({ page }) => {
  const session = await signInThroughApi(page);
  const rated = await apiGet<ListAnswer<{ id: number; reviews_count: number }>>(
    page,
    session,
    '/api/admin/photographers?sort=-rating_avg&per_page=50',
  );
  const photographer = rated.data.find((p) => p.reviews_count >= 2);
  expect(photographer, 'the demo data has a photographer with two reviews').toBeDefined();
  await page.goto(`/admin/Photographers/${photographer!.id}`);
  const rating = page.locator('dd').filter({ hasText: /\(/ }).first();
  const before = await rating.textContent();

  const reviews = page.getByRole('table', { name: 'تقييمات العملاء' });
  const row = reviews.locator('tbody tr').first();
  await row.getByRole('button', { name: 'إخفاء' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('سبب الإخفاء').fill('ألفاظ مسيئة');
  await dialog.getByRole('button', { name: 'إخفاء' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('مخفي');
  await expect(rating).not.toHaveText(before!);

  // Shown again, the rating comes back.
  await row.getByRole('button', { name: 'إظهار' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'إظهار' }).click();
  await expect(rating).toHaveText(before!);
});
