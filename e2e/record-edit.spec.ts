import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, type StoredSession } from './support/signIn';

/**
 * The edit routes' one way (`useRecordEditRoute`), through the customer edit page: a stale save
 * (409) rereads the record and keeps what was typed, a 422 shows under its field, and a save opens
 * the record's page.
 */

interface CustomerRecord {
  id: number;
  name: string;
  email: string;
  phone: string;
  city: string;
  updated_at: string;
}

const auth = (session: StoredSession) => ({
  Authorization: `${session.tokenType} ${session.token}`,
  Accept: 'application/json',
});

async function customerOf(page: Page, session: StoredSession, id: number) {
  const response = await page.request.get(`/api/admin/users/${id}`, { headers: auth(session) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { customer: CustomerRecord } }).data.customer;
}

async function saveCustomer(page: Page, session: StoredSession, customer: CustomerRecord) {
  const { name, email, phone, city, updated_at } = customer;
  const response = await page.request.put(`/api/admin/users/${customer.id}`, {
    headers: auth(session),
    data: { name, email, phone, city, updated_at },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('editing a customer: a stale save keeps what was typed, a taken e-mail shows under its field, a save opens the page', async ({
  page,
}) => {
  const session = await signInThroughApi(page);
  const list = await page.request.get('/api/admin/users?per_page=2', { headers: auth(session) });
  expect(list.status()).toBe(200);
  const [first, second] = ((await list.json()) as { data: { id: number }[] }).data;
  const customer = await customerOf(page, session, first!.id);
  const other = await customerOf(page, session, second!.id);

  await page.goto(`/admin/users/${customer.id}/edit`);
  const nameField = page.getByRole('textbox', { name: 'الاسم' });
  const emailField = page.getByRole('textbox', { name: 'البريد الإلكتروني' });
  await expect(nameField).toHaveValue(customer.name);

  // Someone else saves meanwhile: the form's updated_at is now stale.
  await saveCustomer(page, session, { ...customer, name: `${customer.name} (أ)` });
  const typed = `${customer.name} (ب)`;
  await nameField.fill(typed);
  await page.getByRole('button', { name: 'حفظ التعديلات' }).click();
  await expect(page.getByText('أعدنا تحميل السجل وأبقينا ما كتبته')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${customer.id}/edit$`));
  await expect(nameField).toHaveValue(typed);

  // The reread updated_at goes with the next save; another customer's e-mail is refused per field.
  await emailField.fill(other.email);
  await page.getByRole('button', { name: 'حفظ التعديلات' }).click();
  await expect(page.getByText('هذا البريد الإلكتروني مستخدم لعميل آخر')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${customer.id}/edit$`));
  await expect(nameField).toHaveValue(typed);

  await emailField.fill(customer.email);
  await page.getByRole('button', { name: 'حفظ التعديلات' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${customer.id}$`));
  // (The customer page does not show the save's notice yet; the services page does.)
  const saved = await customerOf(page, session, customer.id);
  expect(saved.name).toBe(typed);

  // Put the name back for the other specs.
  await saveCustomer(page, session, { ...saved, name: customer.name });
});
