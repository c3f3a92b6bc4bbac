import { createRequire } from 'node:module';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eEnv } from './support/env';
import { watchHydration } from './support/hydration';
import { signInThroughApi } from './support/signIn';

// Issue 20: a visitor books on a phone, an operator confirms and assigns, the outbox holds the
// customer's three messages. The outbox has no API of its own: it is read from the e2e database
// file (as public.spec.ts reads settings), with better-sqlite3, the API's dependency.
interface SqliteStatement {
  all(...params: unknown[]): unknown[];
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  pragma(pragma: string): unknown;
  close(): void;
}
const requireFromApi = createRequire(new URL('../packages/api/package.json', import.meta.url));
const Sqlite = requireFromApi('better-sqlite3') as new (file: string) => SqliteDatabase;

interface OutboxRow {
  kind: string;
  audience: string;
  channel: string;
  recipient: string;
  body: string;
}

/** The outbox's messages about an order, oldest first. */
function outboxOf(code: string): OutboxRow[] {
  const db = new Sqlite(e2eEnv.databaseUrl);
  db.pragma('busy_timeout = 5000');
  try {
    return db
      .prepare(
        `select kind, audience, channel, recipient, body from notification_outbox
         where order_id = (select id from orders where code = ?) order by id`,
      )
      .all(code) as OutboxRow[];
  } finally {
    db.close();
  }
}

/** A Saudi mobile no demo customer has, written in Arabic-Indic digits with spaces: `٠٥x xxx xxxx`. */
function arabicIndicMobile(): { typed: string; stored: string } {
  const national = `5${String(Date.now()).slice(-8)}`;
  const arabic = (digits: string) =>
    digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
  const local = `0${national}`;
  return {
    typed: arabic(`${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`),
    stored: `+966${national}`,
  };
}

/** The visitor's phone: a 360 px wide touch screen. */
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** The form's fields answer once the page has hydrated (before that they wait, disabled). */
async function waitForForm(page: Page) {
  await expect(page.getByRole('button', { name: 'أرسل طلب الحجز' })).toBeEnabled();
}

test('a visitor on a phone books a newborn session with Arabic-Indic digits; an operator confirms and assigns it; the outbox holds the three customer messages', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const mobile = arabicIndicMobile();
  const visitorContext = await browser.newContext({ ...phone, locale: 'ar' });
  const visitor = await visitorContext.newPage();

  // ── The visitor: services → newborn → book ───────────────────────────────────────────────
  await visitor.goto('/services');
  await expect(visitor).toHaveTitle('خدمات التصوير | لقطة');
  await visitor.getByRole('link', { name: 'مواليد' }).tap();
  await expect(visitor).toHaveURL(/\/services\?category=newborn$/);
  const card = visitor.getByRole('article').first();
  await expect(card).toContainText('مواليد');
  const serviceName = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('link', { name: 'احجز هذه الخدمة' }).tap();
  await expect(visitor).toHaveURL(/\/book\?service=\d+$/);
  await expect(visitor).toHaveTitle('احجز جلستك | لقطة');
  await waitForForm(visitor);
  const service = visitor.getByLabel(/^الخدمة/);
  await expect(service.locator('option:checked')).toContainText(serviceName);

  // Next month, same day: always ahead, whatever today is.
  const day = visitor.getByRole('button', { name: /^تاريخ الجلسة/ });
  await day.tap();
  const calendar = visitor.getByRole('dialog', { name: 'تاريخ الجلسة' });
  await expect(calendar).toBeVisible();
  await visitor.keyboard.press('PageDown');
  await visitor.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(day).toBeFocused();
  await visitor.getByLabel(/^وقت الجلسة/).selectOption('17:30');
  await visitor.getByLabel(/^المدينة/).fill('الرياض');
  await visitor.getByLabel(/^العنوان/).fill('حي النرجس، شارع الأمير سلطان');
  await visitor.getByLabel(/^الاسم الكامل/).fill('هيفاء الزائرة');
  await visitor.getByLabel(/^رقم الجوال/).fill(mobile.typed);
  await visitor.getByLabel(/^البريد الإلكتروني/).fill(`visitor-${Date.now()}@example.com`);
  await visitor.getByRole('button', { name: 'أرسل طلب الحجز' }).tap();

  const received = visitor.getByRole('heading', { name: 'وصلنا طلب حجزك بنجاح.' });
  await expect(received).toBeVisible();
  await expect(received).toBeFocused();
  const code = (await visitor.getByText(/^LQ-\d+$/).innerText()).trim();
  await expect(visitor.getByText('سيراجع فريق لقطة طلبك')).toBeVisible();
  await visitorContext.close();

  // The customer was told the request arrived (SMS to the number as stored: +9665…).
  const first = outboxOf(code).filter((message) => message.audience === 'customer');
  expect(first.map((message) => message.kind)).toEqual(['booking_received']);
  expect(first[0]!.recipient).toBe(mobile.stored);
  expect(first[0]!.body).toContain(code);

  // ── The operator: the newest order first, confirm, assign ────────────────────────────────
  await signInThroughApi(page);
  await page.goto('/admin/orders');
  const firstRow = page.getByRole('table', { name: 'قائمة الطلبات' }).locator('tbody tr').first();
  await expect(firstRow).toContainText(code);
  await expect(firstRow).toContainText('هيفاء الزائرة');
  await firstRow.getByRole('link', { name: code }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  const actions = page.getByRole('region', { name: 'إجراءات الطلب' });

  await actions.getByRole('button', { name: 'تأكيد الطلب' }).click();
  let dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('من «قيد الانتظار» إلى «مؤكد»');
  await dialog.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await expect(dialog).toBeHidden();
  const status = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(status).toContainText('مؤكد');

  await actions.getByRole('button', { name: 'تعيين مصور' }).click();
  dialog = page.getByRole('alertdialog');
  const choice = dialog.getByRole('radio').first();
  await expect(choice).toBeVisible();
  const chosen = (await choice.evaluate(
    (radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '',
  )) as string;
  await choice.check();
  const clash = dialog.getByRole('checkbox', { name: /أعلم بالتعارض/ });
  if (await clash.isVisible()) await clash.check();
  await dialog.getByRole('button', { name: 'تعيين المصور' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: chosen })).toBeVisible();

  // ── The outbox: received, confirmed, photographer assigned; each with the code ───────────
  await expect
    .poll(() =>
      outboxOf(code)
        .filter((message) => message.audience === 'customer')
        .map((message) => message.kind),
    )
    .toEqual(['booking_received', 'booking_confirmed', 'photographer_assigned']);
  for (const message of outboxOf(code).filter((row) => row.audience === 'customer')) {
    expect(message.recipient).toBe(mobile.stored);
    expect(message.body).toContain(code);
  }
  // The operators heard of the new request too.
  expect(outboxOf(code).map((message) => message.kind)).toContain('operators_new_booking');
});

/**
 * Script errors and console errors of a page (React's hydration errors among them); a failed
 * resource (the 404 document of a missing profile) is the page's answer, not an error.
 */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

test('the catalogue pages arrive as HTML with their own titles and hydrate without a mismatch', async ({
  browser,
  page,
}) => {
  // Without JavaScript: the filters and the cards are in the HTML.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto('/photographers');
  await expect(noScript).toHaveTitle('المصورون المعتمدون | لقطة');
  const profileLink = noScript.getByRole('article').first().getByRole('link');
  const name = (await profileLink.innerText()).trim();
  await noScript.getByLabel('التخصص', { exact: true }).selectOption('newborn');
  await noScript.getByRole('button', { name: 'عرض المصورين' }).click();
  await expect(noScript).toHaveURL(/specialty=newborn/);
  for (const card of await noScript.getByRole('article').all())
    await expect(card.getByRole('list', { name: 'التخصصات' })).toContainText('مواليد');
  await noScript.goto('/photographers');
  await noScript.getByRole('article').first().getByRole('link').click();
  await expect(noScript).toHaveTitle(new RegExp(`^${name}، مصور في `));
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(name);
  const missing = await noScript.goto('/photographers/999999');
  expect(missing?.status()).toBe(404);
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(
    'المصور غير موجود أو لم يعد متاحًا',
  );
  await plain.close();

  // With JavaScript, in a later year than the build: the same markup, adopted without an error.
  await page.clock.setFixedTime(new Date('2031-03-01T10:00:00Z'));
  const errors = collectPageErrors(page);
  await watchHydration(page);
  for (const path of [
    '/services',
    '/services?category=wedding',
    '/photographers?specialty=family',
    '/photographers/1',
    '/book?service=1',
  ]) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  expect(errors).toEqual([]);
});

/** The scripts a fresh visitor's browser runs on `path` until the page has hydrated and settled. */
async function scriptsOf(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Array<{ path: string; body: Promise<string> }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ path: new URL(response.url()).pathname, body: response.text() });
  });
  await watchHydration(page);
  await page.goto(path);
  await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(
    scripts.map(async (script) => ({ path: script.path, body: await script.body })),
  );
  await context.close();
  return files;
}

test('the catalogue pages load no form validation library; the booking form does', async ({
  browser,
}) => {
  // zod (marker `_zod`) and the contract's schemas would cost a phone ~330 ms of script on these
  // pages' first load: their answers are checked by zod-free guards (app api/catalogAnswers.ts).
  const withZod = async (path: string) =>
    (await scriptsOf(browser, path))
      .filter((script) => script.body.includes('_zod'))
      .map((script) => script.path);
  for (const path of ['/services', '/photographers', '/photographers/1'])
    expect(await withZod(path), path).toEqual([]);
  // The marker still names zod: the booking form validates with it.
  expect(await withZod('/book')).not.toEqual([]);
});
