import { expect, type Page } from '@playwright/test';
import { e2eEnv } from './env';

export interface StoredSession {
  token: string;
  tokenType: string;
}

/**
 * Signs the e2e admin in through the API (as the app does: multipart email + password) and stores
 * the token in the page's localStorage, as the login page would. Fast: use it in specs that are not
 * about signing in. Leaves the page on /login.
 */
export async function signInThroughApi(page: Page, admin = e2eEnv.admin): Promise<StoredSession> {
  const response = await page.request.post('/api/admin/auth/login', {
    multipart: { email: admin.email, password: admin.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as {
    data: { token: { access_token: string; type: string } };
  };
  const session = { token: data.token.access_token, tokenType: data.token.type };
  await page.goto('/login');
  await page.evaluate(({ token, tokenType }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('token_type', tokenType);
  }, session);
  return session;
}

/** Signs the e2e admin in through the login page and waits for /admin/home. */
export async function signInThroughUi(page: Page, admin = e2eEnv.admin): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(admin.email);
  await page.getByLabel('كلمة السر', { exact: false }).first().fill(admin.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL('**/admin/home');
}

/** The session the page holds in localStorage (null when signed out). */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(() => {
    const token = localStorage.getItem('token');
    const tokenType = localStorage.getItem('token_type');
    return token && tokenType ? { token, tokenType } : null;
  });
}
