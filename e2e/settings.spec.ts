import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, type StoredSession } from './support/signIn';

const copy = {
  title: 'حول المنصة',
  save: 'حفظ التغييرات',
  saving: 'جاري الحفظ...',
  saved: 'تم تحديث الإعدادات بنجاح',
  failed: 'فشل تحديث الإعدادات',
  aboutSaved: 'تم حفظ صفحة من نحن بنجاح',
};

interface LoadedSetting {
  id: number;
  name: string;
  value: string;
  type: string;
  updated_at: string;
}

const authorization = (session: StoredSession) => `${session.tokenType} ${session.token}`;

async function loadSettings(page: Page, session: StoredSession): Promise<LoadedSetting[]> {
  const response = await page.request.get('/api/admin/settings', {
    headers: { authorization: authorization(session) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: LoadedSetting[] }).data;
}

/** Puts settings back as they were, so the other specs see the shipped texts. */
async function restore(page: Page, session: StoredSession, originals: LoadedSetting[]) {
  const multipart: Record<string, string> = {};
  originals.forEach((setting, index) => {
    multipart[`settings[${index}][name]`] = setting.name;
    multipart[`settings[${index}][value]`] = setting.value;
    multipart[`settings[${index}][type]`] = setting.type;
  });
  const response = await page.request.post('/api/admin/settings', {
    headers: { authorization: authorization(session) },
    multipart,
  });
  expect(response.status(), await response.text()).toBe(200);
}

const box = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name}`) });
const saveButton = (page: Page) => page.getByRole('button', { name: copy.save });

test.describe('/admin/setting', () => {
  let session: StoredSession;
  let originals: LoadedSetting[];

  test.beforeEach(async ({ page }) => {
    session = await signInThroughApi(page);
    originals = await loadSettings(page, session);
  });

  test.afterEach(async ({ page }) => {
    await restore(
      page,
      session,
      originals.filter((s) => ['privacy_policy', 'contact_email'].includes(s.name)),
    );
  });

  test('two edits save: the button wakes, reads جاري الحفظ..., the green message stays 5 s; the privacy page shows the text', async ({
    page,
  }) => {
    const stamp = Date.now();
    const policy = `سياسة خصوصية محدثة ${stamp}\n\nفقرة ثانية فيها رمز 📸 وسطر\nمكسور`;
    const email = `team.${stamp}@laqta.sa`;

    await page.goto('/admin/setting');
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(box(page, 'privacy_policy')).not.toHaveValue('');
    await expect(saveButton(page)).toBeDisabled();

    await box(page, 'privacy_policy').fill(policy);
    await box(page, 'contact_email').fill(email);
    await expect(saveButton(page)).toBeEnabled();

    // Hold the save a moment on its way, so its in-between state can be seen.
    await page.route('**/api/admin/settings', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    // How long the green message stays, measured in the page from its insertion to its removal
    // (the test's own polling would add its delays to the figure).
    const shownFor = page.evaluate(
      (text) =>
        new Promise<number>((resolve) => {
          let shownAt = 0;
          const observer = new MutationObserver(() => {
            const shown = [...document.querySelectorAll('[role="status"]')].some((element) =>
              element.textContent?.includes(text),
            );
            if (shown && !shownAt) shownAt = performance.now();
            if (!shown && shownAt) {
              observer.disconnect();
              resolve(performance.now() - shownAt);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
      copy.saved,
    );
    await saveButton(page).click();
    const busy = page.getByRole('button', { name: copy.saving });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();

    const message = page.getByRole('status').filter({ hasText: copy.saved });
    await expect(message).toBeVisible();
    await page.unroute('**/api/admin/settings');
    // Saved and fetched again: no pending edits, the boxes hold what the server has.
    await expect(saveButton(page)).toBeDisabled();
    await expect(box(page, 'contact_email')).toHaveValue(email);

    await expect(message).toBeHidden({ timeout: 8_000 });
    const stayed = await shownFor;
    // 5000 ms by the specification; Chromium's timers land within a few tens of milliseconds of it.
    expect(stayed).toBeGreaterThanOrEqual(4_800);
    expect(stayed).toBeLessThan(7_000);

    // Stored exactly as typed (line breaks, emoji), and shown on the public page.
    const stored = await page.request.get('/api/admin/settings/name/privacy_policy');
    expect(((await stored.json()) as { data: { value: string } }).data.value).toBe(policy);
    await page.goto('/privacy-policy');
    await expect(page.getByText(`سياسة خصوصية محدثة ${stamp}`)).toBeVisible();
  });

  test('a save while the server fails shows the red message and keeps every edit', async ({
    page,
  }) => {
    await page.goto('/admin/setting');
    await box(page, 'privacy_policy').fill('نص لن يصل هذه المرة');
    await box(page, 'contact_email').fill('kept@laqta.sa');

    await page.route('**/api/admin/settings', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'حدث خطأ غير متوقع في الخادم' }),
          })
        : route.continue(),
    );
    await saveButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: copy.failed })).toBeVisible();
    await expect(box(page, 'privacy_policy')).toHaveValue('نص لن يصل هذه المرة');
    await expect(box(page, 'contact_email')).toHaveValue('kept@laqta.sa');
    await expect(saveButton(page)).toBeEnabled();

    // The server is back: the same edits save.
    await page.unroute('**/api/admin/settings');
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: copy.saved })).toBeVisible();
    const saved = await loadSettings(page, session);
    expect(saved.find((s) => s.name === 'contact_email')?.value).toBe('kept@laqta.sa');
  });

  test("another admin's save in between: the red message says so and the edit stays", async ({
    page,
  }) => {
    await page.goto('/admin/setting');
    await box(page, 'contact_email').fill('mine@laqta.sa');
    // Another admin saves the same setting meanwhile.
    const email = originals.find((s) => s.name === 'contact_email')!;
    const other = await page.request.post(`/api/admin/settings/${email.id}`, {
      headers: { authorization: authorization(session) },
      multipart: { _method: 'PUT', value: 'theirs@laqta.sa' },
    });
    expect(other.status()).toBe(200);

    await saveButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: copy.failed });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('مسؤول آخر');
    await expect(box(page, 'contact_email')).toHaveValue('mine@laqta.sa');
    const stored = await loadSettings(page, session);
    expect(stored.find((s) => s.name === 'contact_email')?.value).toBe('theirs@laqta.sa');
  });

  test('leaving with unsaved edits asks first', async ({ page }) => {
    await page.goto('/admin/setting');
    await box(page, 'contact_email').fill('unsaved@laqta.sa');

    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('link', { name: 'لوحة التحكم', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/setting$/);
    await expect(box(page, 'contact_email')).toHaveValue('unsaved@laqta.sa');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'لوحة التحكم', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/home$/);
  });
});

test.describe('/admin/about', () => {
  test('an about-page edit appears on /about-us right after saving', async ({ page }) => {
    const session = await signInThroughApi(page);
    const aboutNames = ['about_who_we_are', 'about_feature_2_title'];
    const originals = (await loadSettings(page, session)).filter((s) =>
      aboutNames.includes(s.name),
    );
    const stamp = Date.now();
    const title = `أسعار شفافة ${stamp}`;
    const who = `نحن فريق لقطة ${stamp}`;

    // Open the public page from the editor first, so the app holds its texts in memory, and come
    // back without reloading: only the save's refresh can then bring the new texts.
    await page.goto('/admin/about');
    await page.getByRole('link', { name: 'عرض الصفحة' }).click();
    await expect(
      page.getByText(originals.find((s) => s.name === 'about_feature_2_title')!.value),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/about$/);
    await page.getByRole('textbox', { name: 'عنوان البطاقة 2' }).fill(title);
    await page.getByRole('textbox', { name: 'من نحن' }).fill(who);
    await page.getByRole('button', { name: copy.save }).click();
    await expect(page.getByRole('status').filter({ hasText: copy.aboutSaved })).toBeVisible();

    // In-app navigation: the cached public texts were refreshed by the save.
    await page.getByRole('link', { name: 'عرض الصفحة' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText(who)).toBeVisible();

    await restore(page, session, originals);
  });
});
