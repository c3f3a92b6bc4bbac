import { expect, test, type Page } from '@playwright/test';
import { e2eEnv } from './support/env';
import { signInThroughApi, signInThroughUi, storedSession } from './support/signIn';

const email = () => e2eEnv.admin.email;
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'القائمة الجانبية' });

test.describe('admin sign-in', () => {
  test('signs in with the first admin and lands on /admin/home, token stored', async ({ page }) => {
    await signInThroughUi(page);
    await expect(page).toHaveURL(/\/admin\/home$/);
    await expect(sidebar(page).getByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const session = await storedSession(page);
    expect(session?.tokenType).toBe('Bearer');
    expect(session?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The top bar carries the signed-in admin.
    await expect(page.getByRole('banner')).toContainText('مدير المنصة');
  });

  test('a wrong password shows the red box and the field error, and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/login');
    const emailField = page.getByRole('textbox', { name: 'البريد الإلكتروني' });
    await emailField.fill(email());
    await page.getByLabel('كلمة السر', { exact: false }).first().fill('not-the-password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();

    const message = 'البريد الإلكتروني أو كلمة السر غير صحيحة';
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription(message);
    await expect(emailField).toHaveValue(email());
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
  });

  test('reads "جاري تسجيل الدخول..." and is disabled while the request is in flight', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(e2eEnv.admin.email);
    await page.getByLabel('كلمة السر', { exact: false }).first().fill(e2eEnv.admin.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();

    const busy = page.getByRole('button', { name: 'جاري تسجيل الدخول...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await page.waitForURL('**/admin/home');
  });

  test('any other failure says "حدث خطأ في تسجيل الدخول"', async ({ page }) => {
    await page.route('**/api/admin/auth/login', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"success":false,"message":"x"}',
      }),
    );
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(e2eEnv.admin.email);
    await page.getByLabel('كلمة السر', { exact: false }).first().fill(e2eEnv.admin.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('alert')).toHaveText('حدث خطأ في تسجيل الدخول');
  });
});

test.describe('admin guard and layout', () => {
  test('/admin/... without a stored token sends the visitor to /', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('/admin redirects to /admin/home and the sidebar highlights the current route', async ({
    page,
  }) => {
    await signInThroughApi(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/home$/);

    await page.goto('/admin/orders');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'ادارة الطلبات' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await nav.getByRole('link', { name: 'ادارة المصورين' }).click();
    await expect(page).toHaveURL(/\/admin\/Photographers$/);
    await expect(nav.getByRole('link', { name: 'ادارة المصورين' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'ادارة الطلبات' })).not.toHaveAttribute(
      'aria-current',
    );

    await nav.getByRole('link', { name: 'الإعدادات' }).click();
    await expect(page).toHaveURL(/\/admin\/setting$/);
    await expect(nav.getByRole('link', { name: 'الإعدادات' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/admin/about');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('logout goes to /login, clears the session, and the old token gets 401 from the API', async ({
    page,
  }) => {
    const { token, tokenType } = await signInThroughApi(page);
    await page.goto('/admin/home');
    await page.getByRole('button', { name: /قائمة الحساب/ }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();

    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
    const me = await page.request.get('/api/admin/auth/me', {
      headers: { Authorization: `${tokenType} ${token}`, Accept: 'application/json' },
    });
    expect(me.status()).toBe(401);
    expect(await me.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });

    // And the back office is closed again.
    await page.goto('/admin/home');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a token the server refuses (401) is cleared and the admin is sent to /login', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('token', 'A'.repeat(43));
      localStorage.setItem('token_type', 'Bearer');
    });
    await page.goto('/admin/home');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
  });
});
