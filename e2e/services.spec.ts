import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInThroughApi } from './support/signIn';

/** A real 8×8 PNG, and a text file that only pretends to be one. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPYEKSKFTEMLQkA9CxJwaO/tBEAAAAASUVORK5CYII=',
  'base64',
);

const fakePng = Buffer.from('this is a text file, renamed to look like a picture');

const imageInput = (page: Page) => page.locator('input[type="file"]');

/** The image has arrived and decoded (not just an <img> with a broken address). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('create a service with an image, then edit it; the image shows and the edit survives a reload', async ({
  page,
}) => {
  const name = `جلسة تصوير تجريبية ${Date.now()}`;
  const renamed = `${name} (معدلة)`;
  await signInThroughApi(page);

  await page.goto('/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: 'ادارة الخدمات' })).toBeVisible();
  await page.getByRole('link', { name: 'إضافة خدمة' }).click();
  await expect(page).toHaveURL(/\/admin\/services\/new$/);

  await page.getByRole('textbox', { name: 'اسم الخدمة' }).fill(name);
  await page.getByRole('textbox', { name: 'الوصف' }).fill('ساعة تصوير مع عشرين صورة معدلة.');
  await page.getByRole('combobox', { name: 'التصنيف' }).selectOption('graduation');
  await page.getByRole('textbox', { name: 'السعر الأساسي (ريال)' }).fill('450.50');
  await page.getByRole('textbox', { name: 'مدة الجلسة (بالدقائق)' }).fill('90');

  // A text file named .png passes the browser's check; the server reads its bytes and refuses it.
  await imageInput(page).setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: fakePng,
  });
  await page.getByRole('button', { name: 'إضافة الخدمة' }).click();
  await expect(page.getByText('يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/services\/new$/);
  await expect(page.getByRole('textbox', { name: 'اسم الخدمة' })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'السعر الأساسي (ريال)' })).toHaveValue('450.50');

  await imageInput(page).setInputFiles({
    name: 'graduation.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expectLoaded(page.getByRole('img', { name: 'معاينة الصورة المختارة' }));
  await page.getByRole('button', { name: 'إضافة الخدمة' }).click();

  await expect(page).toHaveURL(/\/admin\/services\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('تمت إضافة الخدمة.')).toBeVisible();
  const image = page.getByRole('img', { name: `صورة خدمة ${name}` });
  await expectLoaded(image);
  await expect(image).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
  // Its related records: a new service has no orders yet.
  await expect(page.getByText('لم تُطلب هذه الخدمة بعد.')).toBeVisible();

  await page.getByRole('link', { name: 'تعديل' }).click();
  await expect(page).toHaveURL(/\/admin\/services\/\d+\/edit$/);
  const nameField = page.getByRole('textbox', { name: 'اسم الخدمة' });
  await expect(nameField).toHaveValue(name);
  await expectLoaded(page.getByRole('img', { name: 'الصورة الحالية للخدمة' }));
  await nameField.fill(renamed);
  // Leaving with an unsaved edit asks first; staying keeps what was typed.
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'إلغاء' }).click();
  await expect.poll(() => asked).toBe('لديك تعديلات غير محفوظة. هل تريد مغادرة الصفحة وفقدانها؟');
  await expect(page).toHaveURL(/\/admin\/services\/\d+\/edit$/);
  await expect(nameField).toHaveValue(renamed);
  await page.getByRole('textbox', { name: 'السعر الأساسي (ريال)' }).fill('600');
  await page.getByRole('checkbox', { name: 'الخدمة مفعّلة' }).uncheck();
  await page.getByRole('button', { name: 'حفظ التعديلات' }).click();

  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByText('تم حفظ التعديلات.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('غير مفعّلة')).toBeVisible();
  // The detail's price (the history under it shows the change too).
  await expect(page.getByText(/٦٠٠/).first()).toBeVisible();
  await expectLoaded(page.getByRole('img', { name: `صورة خدمة ${renamed}` }));

  // The list finds it by its Arabic name, and the search stays in the URL across a reload.
  await page.goto(`/admin/services?search=${encodeURIComponent('(معدلة)')}`);
  await page.reload();
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();
});
