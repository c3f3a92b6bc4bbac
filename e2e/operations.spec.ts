import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInThroughApi } from './support/signIn';

// The contract's paths and words, as a client sees them (e2e does not import the workspace).
const api = {
  team: '/api/admin/team',
  orders: '/api/admin/orders',
  order: (id: number) => `/api/admin/orders/${id}`,
  transition: (id: number) => `/api/admin/orders/${id}/transition`,
  statistics: '/api/admin/dashboard/statistics',
  attention: '/api/admin/dashboard/attention',
  payouts: '/api/admin/payouts',
  activity: '/api/admin/activity',
};

interface Transaction {
  type: 'payment' | 'refund' | 'payout';
  status: 'pending' | 'succeeded' | 'failed';
  amount: number;
  commission_amount: number;
}
interface OrderDetail {
  currency: string;
  order: {
    id: number;
    code: string;
    status: string;
    session_at: string;
    updated_at: string;
    price: number;
    photographer: { id: number; name: string } | null;
  };
  transactions: Transaction[];
}
interface Statistics {
  orders: Record<'pending' | 'confirmed' | 'completed' | 'cancelled', number>;
  revenue: { total: number };
  commission: { total: number };
}
interface Admin {
  name: string;
  email: string;
  password: string;
  role: 'operations' | 'finance';
}

const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  accept: 'application/json',
});

async function read<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The owner adds an admin of a role through the team API, with a password the owner sets. */
async function addAdmin(request: APIRequestContext, ownerToken: string, role: Admin['role']) {
  const admin: Admin = {
    name: role === 'operations' ? 'منيرة العمليات' : 'ماجد المالية',
    email: `${role}-${randomUUID()}@laqta.test`,
    password: `an e2e ${role} password`,
    role,
  };
  const created = await request.post(api.team, {
    headers: bearer(ownerToken),
    multipart: { ...admin },
  });
  expect(created.status(), await created.text()).toBe(201);
  return admin;
}

/** Succeeded payments less succeeded and pending refunds (contract `orderMoneyOf`). */
function refundableOf(transactions: Transaction[]): number {
  let paid = 0;
  let refunded = 0;
  for (const t of transactions) {
    if (t.type === 'payment' && t.status === 'succeeded') paid += t.amount;
    if (t.type === 'refund' && t.status !== 'failed') refunded += t.amount;
  }
  return paid - refunded;
}

/** The digits of an amount of halalas as the screens write riyals ("٢٬٤٥٠٫٥"). */
const riyalDigits = (halalas: number) =>
  new Intl.NumberFormat('ar-SA-u-ca-gregory', { maximumFractionDigits: 2 }).format(halalas / 100);

/** Opens an action of the order's bar, then confirms it in its dialog. */
async function act(
  page: Page,
  button: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page
    .getByRole('region', { name: 'إجراءات الطلب' })
    .getByRole('button', { name: button })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await fill?.(dialog);
  return dialog;
}

test('operations run an order end to end; finance refunds part of a cancelled one and pays out the completed one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await signInThroughApi(page);
  const operations = await addAdmin(request, owner.token, 'operations');
  const finance = await addAdmin(request, owner.token, 'finance');
  const before = await read<Statistics>(request, owner.token, api.statistics);

  // A pending order whose session is still ahead (the latest sessions first).
  const pending = await read<{ id: number; session_at: string }[]>(
    request,
    owner.token,
    `${api.orders}?status=pending&sort=-session_at&per_page=5`,
  );
  const target = pending.find((o) => Date.parse(o.session_at) > Date.now() + 2 * 86_400_000);
  if (!target) throw new Error('the demo data has no pending order with a session ahead');
  const orderPage = `/admin/orders/${target.id}`;

  // ── Operations: confirm, assign, reschedule, start, complete ─────────────────────────────
  await signInThroughApi(page, operations);
  await page.goto(orderPage);
  const status = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(status).toContainText('قيد الانتظار');
  // Operations may not move money: no refund button, whatever was paid.
  await expect(page.getByRole('button', { name: 'استرداد مبلغ' })).toHaveCount(0);

  let dialog = await act(page, 'تأكيد الطلب');
  await expect(dialog).toContainText('من «قيد الانتظار» إلى «مؤكد»');
  await dialog.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toContainText('مؤكد');

  const assign = page.getByRole('region', { name: 'إجراءات الطلب' }).getByRole('button', {
    name: /تعيين مصور|تغيير المصور/,
  });
  await assign.click();
  dialog = page.getByRole('alertdialog');
  const choices = dialog.getByRole('radio');
  await expect(choices.first()).toBeVisible();
  // The first photographer who is not the order's already.
  const current = (await read<OrderDetail>(request, owner.token, api.order(target.id))).order
    .photographer;
  const names = await dialog
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
    );
  const chosen = names.find((name) => name !== current?.name);
  if (!chosen) throw new Error('no other approved photographer to assign');
  await dialog.getByRole('radio', { name: chosen }).check();
  const clash = dialog.getByRole('checkbox', { name: /أعلم بالتعارض/ });
  if (await clash.isVisible()) await clash.check();
  await dialog.getByRole('button', { name: /تعيين المصور|تغيير المصور/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: chosen })).toBeVisible();

  const sessionBefore = (await read<OrderDetail>(request, owner.token, api.order(target.id))).order
    .session_at;
  dialog = await act(page, 'تغيير الموعد');
  const time = dialog.getByLabel(/الوقت/);
  const current_time = await time.inputValue();
  await time.selectOption(current_time === '18:00' ? '19:30' : '18:00');
  await dialog.getByRole('button', { name: 'حفظ الموعد الجديد' }).click();
  const ackClash = dialog.getByRole('checkbox', { name: /أعلم بالتعارض/ });
  // A clash found by the server asks once more.
  if (await ackClash.isVisible({ timeout: 1_000 }).catch(() => false)) {
    await ackClash.check();
    await dialog.getByRole('button', { name: 'حفظ الموعد الجديد' }).click();
  }
  await expect(dialog).toBeHidden();
  const rescheduled = await read<OrderDetail>(request, owner.token, api.order(target.id));
  expect(rescheduled.order.session_at).not.toBe(sessionBefore);

  dialog = await act(page, 'بدء الجلسة');
  await dialog.getByRole('button', { name: 'بدء الجلسة' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toContainText('قيد التنفيذ');

  dialog = await act(page, 'إكمال الطلب');
  // The money it will move: the photographer's payout joins the queue.
  await expect(dialog).toContainText('ويُضاف إلى قائمة المستحقات بمبلغ');
  await dialog.getByRole('button', { name: 'إكمال الطلب' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toContainText('مكتمل');
  const completed = await read<OrderDetail>(request, owner.token, api.order(target.id));

  // ── Finance: a paid order cancelled without a refund, then part of it refunded ───────────
  const confirmed = await read<{ id: number }[]>(
    request,
    owner.token,
    `${api.orders}?status=confirmed&per_page=30`,
  );
  let paid: OrderDetail | undefined;
  for (const { id } of confirmed) {
    const detail = await read<OrderDetail>(request, owner.token, api.order(id));
    if (refundableOf(detail.transactions) >= 20_000) {
      paid = detail;
      break;
    }
  }
  if (!paid) throw new Error('the demo data has no paid confirmed order');
  const cancelled = await request.post(api.transition(paid.order.id), {
    headers: bearer(owner.token),
    data: {
      to: 'cancelled',
      reason: 'اعتذر العميل (اختبار e2e)',
      updated_at: paid.order.updated_at,
    },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const refundable = refundableOf(paid.transactions);
  const revenueBeforeRefund = (await read<Statistics>(request, owner.token, api.statistics)).revenue
    .total;

  await signInThroughApi(page, finance);
  await page.goto(`/admin/orders/${paid.order.id}`);
  // Finance moves money, not orders: the refund only.
  await expect(page.getByRole('region', { name: 'إجراءات الطلب' }).getByRole('button')).toHaveText([
    'استرداد مبلغ',
  ]);
  dialog = await act(page, 'استرداد مبلغ');
  await expect(dialog).toContainText(`المبلغ القابل للاسترداد: `);
  await expect(dialog).toContainText(riyalDigits(refundable));
  await dialog.getByRole('radio', { name: 'استرداد جزء من المبلغ' }).check();
  await dialog.getByLabel(/المبلغ بالريال/).fill('100');
  await dialog.getByLabel(/سبب الاسترداد/).fill('خصم متفق عليه مع العميل');
  await dialog.getByRole('button', { name: /^استرداد / }).click();
  await expect(dialog).toBeHidden();
  const refundRow = page
    .getByRole('table', { name: 'معاملات الطلب' })
    .getByRole('row')
    .filter({ hasText: 'استرداد' })
    .filter({ hasText: riyalDigits(10_000) });
  await expect(refundRow.first()).toBeVisible();
  const afterRefund = await read<Statistics>(request, owner.token, api.statistics);
  expect(afterRefund.revenue.total).toBe(revenueBeforeRefund - 10_000);

  // ── Finance pays the completed order out from the queue ──────────────────────────────────
  await page.goto(`/admin/payouts?search=${completed.order.code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'المستحقات' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'القائمة الجانبية' })
      .getByRole('link', { name: 'المستحقات' }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: completed.order.code });
  await expect(row).toBeVisible();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'تسجيل الصرف' }).click();
  dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('تسجيل صرف مستحقات طلب واحد');
  await dialog.getByLabel(/مرجع التحويل البنكي/).fill(`TRF-E2E-${completed.order.id}`);
  await dialog.getByRole('button', { name: /^صرف / }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: completed.order.code })).toHaveCount(0);

  const paidOut = await read<OrderDetail>(request, owner.token, api.order(completed.order.id));
  const payout = paidOut.transactions.find((t) => t.type === 'payout' && t.status === 'succeeded');
  expect(payout, 'one succeeded payout').toBeDefined();
  expect(payout!.amount + payout!.commission_amount).toBe(completed.order.price);

  // ── The dashboard follows each step exactly ───────────────────────────────────────────────
  const after = await read<Statistics>(request, owner.token, api.statistics);
  expect(after.orders.completed).toBe(before.orders.completed + 1);
  expect(after.orders.cancelled).toBe(before.orders.cancelled + 1);
  expect(after.orders.pending).toBe(before.orders.pending - 1);
  expect(after.revenue.total).toBe(afterRefund.revenue.total);
  expect(after.commission.total).toBe(before.commission.total + payout!.commission_amount);
  await page.goto('/admin/home');
  const statistics = page.getByRole('region', { name: 'الإحصائيات' });
  await expect(statistics).toContainText(riyalDigits(after.revenue.total));
  await expect(statistics).toContainText(riyalDigits(after.commission.total));
  const attention = page.getByRole('region', { name: 'بحاجة إلى متابعة' });
  await expect(attention.getByRole('link', { name: /مستحقات مصورين/ })).toHaveAttribute(
    'href',
    '/admin/payouts',
  );

  // ── The activity page shows every step, by who took it ──────────────────────────────────
  await page.goto(`/admin/activity?entity_type=order&entity_id=${target.id}`);
  const events = page.getByRole('table', { name: 'سجل النشاط' });
  for (const step of [
    'أكّد طلبًا',
    'أسند طلبًا إلى مصور',
    'غيّر موعد جلسة طلب',
    'بدأ جلسة طلب',
    'أكمل طلبًا',
  ])
    await expect(events.getByRole('row').filter({ hasText: step }).first()).toContainText(
      operations.name,
    );
  await expect(events.getByRole('row').filter({ hasText: 'صرف مستحقات مصور' })).toContainText(
    finance.name,
  );
  await page.goto(`/admin/activity?entity_type=order&entity_id=${paid.order.id}`);
  await expect(
    page
      .getByRole('table', { name: 'سجل النشاط' })
      .getByRole('row')
      .filter({ hasText: 'ردّ مبلغًا للعميل' }),
  ).toContainText(finance.name);
});

test('the orders and transactions lists export every matching row, as CSV with Arabic headers and as XLSX', async ({
  page,
  request,
}) => {
  const owner = await signInThroughApi(page);
  const total = async (path: string) => {
    const response = await request.get(path, { headers: bearer(owner.token) });
    return ((await response.json()) as { meta: { total: number } }).meta.total;
  };

  await page.goto('/admin/orders?status=cancelled');
  const cancelled = await total(`${api.orders}?status=cancelled`);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تصدير CSV' }).click(),
  ]);
  const text = await readFile(await csv.path(), 'utf8');
  // A byte-order mark, so spreadsheet programs read the Arabic as UTF-8.
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toContain('رقم الطلب');
  expect(lines).toHaveLength(cancelled + 1);
  expect(lines.slice(1).every((line) => line.includes('ملغي'))).toBe(true);

  await page.goto('/admin/transactions?type=refund');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تصدير Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile(await xlsx.path());
  // An XLSX file is a ZIP archive.
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('a stale action answers 409: the order reloads and the typed reason stays for the next try', async ({
  page,
  request,
}) => {
  const owner = await signInThroughApi(page);
  const [order] = await read<{ id: number }[]>(
    request,
    owner.token,
    `${api.orders}?status=pending&sort=-created_at&per_page=1`,
  );
  if (!order) throw new Error('the demo data has no pending order');
  await page.goto(`/admin/orders/${order.id}`);
  const status = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(status).toContainText('قيد الانتظار');

  const dialog = await act(page, 'إلغاء الطلب');
  const reason = dialog.getByLabel(/سبب الإلغاء/);
  await reason.fill('طلب العميل الإلغاء هاتفيًا');

  // Meanwhile another admin confirms the order.
  const loaded = await read<OrderDetail>(request, owner.token, api.order(order.id));
  const confirmed = await request.post(api.transition(order.id), {
    headers: bearer(owner.token),
    data: { to: 'confirmed', updated_at: loaded.order.updated_at },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await dialog.getByRole('button', { name: 'إلغاء الطلب' }).click();
  await expect(dialog.getByRole('alert')).toContainText('تغيّر هذا الطلب منذ فتحته');
  await expect(reason).toHaveValue('طلب العميل الإلغاء هاتفيًا');
  // The order was reloaded (the page behind the dialog is hidden from the accessibility tree, so
  // the dialog's own sentence shows it): it now starts from «مؤكد». Confirming again cancels it.
  await expect(dialog).toContainText('سينتقل الطلب من «مؤكد» إلى «ملغي»');
  await dialog.getByRole('button', { name: 'إلغاء الطلب' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toContainText('ملغي');
  await expect(page.getByText('طلب العميل الإلغاء هاتفيًا').first()).toBeVisible();
});
