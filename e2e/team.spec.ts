import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInThroughApi, signInThroughUi, storedSession } from './support/signIn';

// The contract's words and paths, as a client sees them (e2e does not import the workspace).
const teamPage = '/admin/team';
const api = {
  team: '/api/admin/team',
  me: '/api/admin/auth/me',
  refund: (orderId: number) => `/api/admin/orders/${orderId}/refunds`,
};
const messages = {
  forbidden: 'ليست لديك صلاحية لهذا الإجراء، فهو خارج دورك',
  unauthenticated: 'Unauthenticated.',
  created: 'تمت إضافة المشرف',
  deactivated: 'تم إيقاف الحساب وتسجيل خروجه من كل الأجهزة',
  deactivatedSignIn: 'هذا الحساب موقوف؛ تواصل مع مالك المنصة لإعادة تفعيله',
};
const teamLink = 'فريق العمل';
const sideMenu = 'القائمة الجانبية';

async function answerOf(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  token: string,
) {
  const response = await request[method](path, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    ...(method === 'post' ? { data: {} } : {}),
  });
  return { status: response.status(), body: (await response.json()) as { message?: string } };
}

/**
 * Issue 12's team, end to end: the owner adds an operations admin on /admin/team (password set by
 * the owner), who signs in through the login page, has no team entry in the side menu, meets the
 * 403 screen on /admin/team and a 403 from the team API and from a refund; the owner deactivates
 * them, their token answers 401 at once and the login page refuses them in Arabic.
 */
test('an owner adds an operations admin, whose role keeps them out, then deactivates them', async ({
  page,
  browser,
  request,
}) => {
  const admin = {
    name: 'خالد الحربي',
    email: `operations-${randomUUID()}@laqta.test`,
    password: 'an e2e operations password',
  };

  // The owner (the e2e first admin) adds them.
  await signInThroughApi(page);
  await page.goto(teamPage);
  await expect(page.getByRole('heading', { level: 1, name: teamLink })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: sideMenu }).getByRole('link', { name: teamLink }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'إضافة مشرف' }).click();
  const form = page.getByRole('dialog', { name: 'إضافة مشرف' });
  await form.getByLabel('الاسم', { exact: false }).fill(admin.name);
  await form.getByLabel('البريد الإلكتروني', { exact: false }).fill(admin.email);
  await form.getByLabel('الدور', { exact: false }).selectOption('operations');
  await form.getByRole('radio', { name: 'أحدد كلمة السر بنفسي' }).check();
  await form.locator('input[type="password"]').fill(admin.password);
  await form.getByRole('button', { name: 'إضافة المشرف' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(messages.created)).toBeVisible();
  const card = page.getByRole('article', { name: admin.name });
  await expect(card.getByRole('combobox')).toHaveValue('operations');

  // They sign in through the login page, in a browser of their own.
  const theirs = await (await browser.newContext()).newPage();
  await signInThroughUi(theirs, admin);
  const nav = theirs.getByRole('navigation', { name: sideMenu });
  await expect(nav.getByRole('link', { name: 'ادارة الطلبات' })).toBeVisible();
  await expect(nav.getByRole('link', { name: teamLink })).toHaveCount(0);
  // Buttons of writes outside the role are hidden too (the services list has no "add").
  await theirs.goto('/admin/services');
  await expect(theirs.getByRole('heading', { level: 1, name: 'ادارة الخدمات' })).toBeVisible();
  await expect(theirs.getByRole('link', { name: 'إضافة خدمة' })).toHaveCount(0);
  await theirs.goto(teamPage);
  await expect(
    theirs.getByRole('heading', { level: 1, name: 'ليست لديك صلاحية لفتح هذه الصفحة' }),
  ).toBeVisible();
  const session = await storedSession(theirs);
  expect(session).not.toBeNull();
  const token = session!.token;

  // The server is the defence: the team API and a refund answer 403 in Arabic.
  const team = await answerOf(request, 'get', api.team, token);
  expect(team).toMatchObject({ status: 403, body: { message: messages.forbidden } });
  const refund = await answerOf(request, 'post', api.refund(1), token);
  expect(refund).toMatchObject({ status: 403, body: { message: messages.forbidden } });
  expect((await answerOf(request, 'get', api.me, token)).status).toBe(200);

  // The owner deactivates them: their token stops working at once.
  await card.getByRole('button', { name: 'إيقاف الحساب' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('من كل الأجهزة فورًا');
  await confirm.getByRole('button', { name: 'إيقاف الحساب' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(messages.deactivated)).toBeVisible();
  await expect(card.getByText('موقوف', { exact: true })).toBeVisible();
  expect(await answerOf(request, 'get', api.me, token)).toMatchObject({
    status: 401,
    body: { message: messages.unauthenticated },
  });

  // Their next request sends them to the login page, which refuses them with a clear message.
  await theirs.reload();
  await theirs.waitForURL('**/login');
  await theirs.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(admin.email);
  await theirs.getByLabel('كلمة السر', { exact: false }).first().fill(admin.password);
  await theirs.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(theirs.getByText(messages.deactivatedSignIn).first()).toBeVisible();
  await expect(theirs).toHaveURL(/\/login$/);
});

async function signInThroughApiAs(request: APIRequestContext, email: string, password: string) {
  return request.post('/api/admin/auth/login', { multipart: { email, password } });
}

/**
 * A password reset from the team page: the dialog says what will happen, the new one-time password
 * is shown once, the admin's sessions end at once, and only the new password signs in.
 */
test('an owner resets a password: shown once, signs out everywhere, the old one stops', async ({
  page,
  request,
}) => {
  const admin = {
    name: 'نورة القحطاني',
    email: `finance-${randomUUID()}@laqta.test`,
    password: 'the first e2e finance password',
  };
  const owner = await signInThroughApi(page);
  const created = await request.post(api.team, {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: { ...admin, role: 'finance' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const signedIn = await signInThroughApiAs(request, admin.email, admin.password);
  const token = ((await signedIn.json()) as { data: { token: { access_token: string } } }).data
    .token.access_token;

  await page.goto(teamPage);
  const card = page.getByRole('article', { name: admin.name });
  await expect(card.getByRole('combobox')).toHaveValue('finance');
  await card.getByRole('button', { name: 'إعادة تعيين كلمة السر' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('مرة واحدة فقط');
  await confirm.getByRole('button', { name: 'إعادة تعيين كلمة السر' }).click();
  const shown = page.getByRole('dialog', { name: 'كلمة السر الجديدة' });
  const password = (await shown.locator('code').textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThanOrEqual(8);
  await shown.getByRole('button', { name: 'تم، أغلق' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(password)).toHaveCount(0);

  expect((await answerOf(request, 'get', api.me, token)).status).toBe(401);
  expect((await signInThroughApiAs(request, admin.email, admin.password)).status()).toBe(422);
  expect((await signInThroughApiAs(request, admin.email, password)).status()).toBe(200);
});
