import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { e2eEnv } from './support/env';
import { signInThroughUi } from './support/signIn';

/**
 * Two-factor sign-in end to end (issue 12): an admin of their own (made through the team API, so
 * the other specs' admin keeps signing in with a password alone) enrols on the profile page, then
 * signs in with password + a code from the app (computed with otplib, as the server checks it),
 * then with a recovery code, which is refused the second time.
 */
test.describe('two-factor sign-in', () => {
  const admin = {
    name: 'هند المالكي',
    email: `two-factor-${randomUUID()}@laqta.test`,
    password: 'a long e2e password',
  };

  test.beforeAll(async ({ request }) => {
    const owner = await request.post('/api/admin/auth/login', {
      multipart: { email: e2eEnv.admin.email, password: e2eEnv.admin.password },
    });
    expect(owner.status(), await owner.text()).toBe(200);
    const token = ((await owner.json()) as { data: { token: { access_token: string } } }).data.token
      .access_token;
    const created = await request.post('/api/admin/team', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { ...admin, role: 'content' },
    });
    expect(created.status(), await created.text()).toBe(201);
  });

  async function signOut(page: Page) {
    await page.getByRole('button', { name: /قائمة الحساب/ }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL('**/login');
  }

  /** The password step; answers the code step's field. */
  async function passwordStep(page: Page) {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(admin.email);
    await page.getByLabel('كلمة السر', { exact: false }).first().fill(admin.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'التحقق بخطوتين' })).toBeVisible();
    return page.getByRole('textbox', { name: /رمز التحقق أو رمز الاسترداد/ });
  }

  test('enrols on the profile page, then signs in with a code and with a recovery code once', async ({
    page,
  }) => {
    // Without two-factor the admin signs in with the password alone.
    await signInThroughUi(page, admin);

    // The top bar's menu leads to the profile page.
    await page.getByRole('button', { name: /قائمة الحساب/ }).click();
    await page.getByRole('menuitem', { name: 'الملف الشخصي' }).click();
    await page.waitForURL('**/admin/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeVisible();

    // A profile image replaces the initials in the top bar.
    await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
    await page.locator('input[type=file]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await page.getByRole('button', { name: 'حفظ البيانات' }).click();
    await expect(page.getByText('تم حفظ الملف الشخصي')).toBeVisible();
    await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /^\/uploads\//);

    // Enrol: the QR code and the secret for typing by hand, then a code from the "app".
    await page.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }).click();
    await expect(page.getByRole('img', { name: /رمز QR/ })).toBeVisible();
    const secret = ((await page.locator('code').first().textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const enrolCode = await generate({ secret });
    // Typed in Arabic-Indic digits, as an Arabic keyboard would.
    await page
      .getByRole('textbox', { name: /^رمز التحقق/ })
      .fill(enrolCode.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d));
    await page.getByRole('button', { name: 'تأكيد التفعيل' }).click();

    // The ten recovery codes, once.
    const codes = page.getByRole('list', { name: 'رموز الاسترداد' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    await page.getByRole('button', { name: 'حفظتُ الرموز' }).click();
    await expect(page.getByText('مفعّل', { exact: true })).toBeVisible();

    // Password, then a code from the app.
    await signOut(page);
    const field = await passwordStep(page);
    await field.fill(await generate({ secret }));
    await page.getByRole('button', { name: 'تحقق وادخل' }).click();
    await page.waitForURL('**/admin/home');

    // Password, then a recovery code.
    const recoveryCode = recoveryCodes[0]!;
    await signOut(page);
    const again = await passwordStep(page);
    await again.fill(recoveryCode);
    await page.getByRole('button', { name: 'تحقق وادخل' }).click();
    await page.waitForURL('**/admin/home');

    // The same recovery code is refused the second time; the code step stays for another try.
    await signOut(page);
    const once = await passwordStep(page);
    await once.fill(recoveryCode);
    await page.getByRole('button', { name: 'تحقق وادخل' }).click();
    await expect(page.getByRole('alert')).toContainText('رمز التحقق أو رمز الاسترداد غير صحيح');
    await expect(page).toHaveURL(/\/login$/);
    await expect(once).toBeVisible();

    // Another recovery code still works from the same challenge.
    await once.fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'تحقق وادخل' }).click();
    await page.waitForURL('**/admin/home');
  });

  test('an expired challenge goes back to the password, with the e-mail kept and the reason', async ({
    page,
  }) => {
    // The server's answers are stood in for: a challenge, then its expiry (five minutes in life).
    await page.route('**/api/admin/auth/login', (route) =>
      route.fulfill({
        json: {
          success: true,
          message: 'أدخل رمز التحقق من تطبيق المصادقة أو أحد رموز الاسترداد',
          data: { two_factor: { required: true, challenge: 'c'.repeat(43), expires_in: 300 } },
        },
      }),
    );
    await page.route('**/api/admin/auth/two-factor', (route) =>
      route.fulfill({
        status: 422,
        json: {
          message: 'انتهت مهلة تسجيل الدخول؛ أدخل البريد الإلكتروني وكلمة السر مرة أخرى',
          errors: {
            challenge: ['انتهت مهلة تسجيل الدخول؛ أدخل البريد الإلكتروني وكلمة السر مرة أخرى'],
          },
        },
      }),
    );
    const field = await passwordStep(page);
    await field.fill('١٢٣٤٥٦');
    await page.getByRole('button', { name: 'تحقق وادخل' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('انتهت مهلة تسجيل الدخول');
    await expect(page.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveValue(admin.email);
  });

  /** The owner who turned the requirement on, so it is turned off whatever happens. */
  let policyOwner: { authorization: string } | null = null;

  // The other specs' admin has no two-factor: never leave the requirement on, even after a
  // failure or a timeout (the test's own request context is gone by then).
  test.afterAll(async ({ playwright }, testInfo) => {
    if (!policyOwner) return;
    const request = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
    });
    await setRequired(request, policyOwner, false);
    await request.dispose();
  });

  /** Signs in through the API; answers the Authorization header. */
  async function bearer(request: APIRequestContext, email: string, password: string) {
    const answer = await request.post('/api/admin/auth/login', { multipart: { email, password } });
    expect(answer.status(), await answer.text()).toBe(200);
    const { data } = (await answer.json()) as { data: { token: { access_token: string } } };
    return { authorization: `Bearer ${data.token.access_token}` };
  }

  test('an owner requires it of everyone: an admin without it is sent to enrol first', async ({
    page,
    request,
  }) => {
    // An owner of their own with two-factor on (turning the requirement on needs it).
    const first = await bearer(request, e2eEnv.admin.email, e2eEnv.admin.password);
    const owner = { email: `owner-${randomUUID()}@laqta.test`, password: 'an owner e2e password' };
    const member = {
      email: `member-${randomUUID()}@laqta.test`,
      password: 'a member e2e password',
    };
    for (const [who, role] of [
      [owner, 'owner'],
      [member, 'operations'],
    ] as const) {
      const created = await request.post('/api/admin/team', {
        headers: first,
        multipart: { name: 'مشرف اختبار', ...who, role },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const ownerHeaders = await bearer(request, owner.email, owner.password);
    const started = await request.post('/api/admin/profile/two-factor', { headers: ownerHeaders });
    const { secret } = ((await started.json()) as { data: { secret: string } }).data;
    const confirmed = await request.post('/api/admin/profile/two-factor/confirm', {
      headers: ownerHeaders,
      multipart: { code: await generate({ secret }) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    policyOwner = ownerHeaders;
    await setRequired(request, ownerHeaders, true);
    // The member signs in with the password and lands on their profile, told why.
    await signInThroughUiTo(page, member, '**/admin/profile');
    await expect(page.getByRole('alert').first()).toContainText('يشترط مالك المنصة');
    // Any other page sends them back; the server refuses its data meanwhile.
    await page.goto('/admin/orders');
    await page.waitForURL('**/admin/profile');
    const refused = await request.get('/api/admin/orders', {
      headers: await bearer(request, member.email, member.password),
    });
    expect(refused.status()).toBe(403);
  });
});

/** Sets "require two-factor for everyone" as `owner`, with the policy's current updated_at. */
async function setRequired(
  request: APIRequestContext,
  owner: { authorization: string },
  required: boolean,
) {
  const policy = await request.get('/api/admin/security/two-factor', { headers: owner });
  const { updated_at } = ((await policy.json()) as { data: { updated_at: string } }).data;
  const saved = await request.post('/api/admin/security/two-factor', {
    headers: owner,
    multipart: { _method: 'PUT', two_factor_required: required ? '1' : '0', updated_at },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The password step of the login page, waiting for `url`. */
async function signInThroughUiTo(
  page: Page,
  admin: { email: string; password: string },
  url: string,
) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(admin.email);
  await page.getByLabel('كلمة السر', { exact: false }).first().fill(admin.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL(url);
}
