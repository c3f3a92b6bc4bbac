import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { e2eEnv } from './support/env';

// The e2e database is a SQLite file (scripts/test-e2e.mjs); better-sqlite3 is the API's dependency.
interface SqliteStatement {
  run(...params: unknown[]): { changes: number };
  get(...params: unknown[]): unknown;
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  pragma(pragma: string): unknown;
  close(): void;
}
const requireFromApi = createRequire(new URL('../packages/api/package.json', import.meta.url));
const Sqlite = requireFromApi('better-sqlite3') as new (file: string) => SqliteDatabase;

function withDatabase<T>(work: (db: SqliteDatabase) => T): T {
  const db = new Sqlite(e2eEnv.databaseUrl);
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const VIDEO_ID = 'aqz-KE-bpKQ';

/** No request leaves the machine: thumbnails fail (the local poster shows), the player is a stand-in. */
async function stubYouTube(page: Page) {
  await page.route('https://i.ytimg.com/**', (route) => route.abort('internetdisconnected'));
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>player</title><p>player</p>',
    }),
  );
}

test.beforeEach(async ({ page }) => {
  await stubYouTube(page);
});

/**
 * The landing page arrives prerendered and answers clicks once the app has hydrated it; the
 * footer's contact details, which the app fetches after hydrating, show that moment.
 */
async function openLanding(page: Page, path = '/landing') {
  await page.goto(path);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'hello@laqta.sa' }),
  ).toBeVisible();
}

test.describe('landing', () => {
  for (const path of ['/', '/landing']) {
    test(`${path} shows the hero, the features, the workflow and the video`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/احجز مصورك المحترف/);
      for (const feature of [
        'حجز مرن للوقت والمكان',
        'مصورون محترفون',
        'تنظيم كامل',
        'خيارات متنوعة',
        'دعم على مدار الساعة',
      ]) {
        await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'لحظاتك تستحق مصورًا يفهمها' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'كيف تعمل لقطة؟' })).toBeVisible();
      await expect(page.getByRole('button', { name: /تشغيل الفيديو/ })).toBeVisible();
      await expect(page).toHaveTitle('احجز مصورك المحترف | لقطة');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /حجز المصورين المحترفين/,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'احجز مصورك المحترف | لقطة',
      );
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  }

  test('arrives as HTML: a browser without JavaScript reads the hero, the features and the links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/احجز مصورك المحترف/);
    await expect(page.getByRole('heading', { level: 3, name: 'تنظيم كامل' })).toBeVisible();
    await expect(page).toHaveTitle('احجز مصورك المحترف | لقطة');
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      /بحجز مرن للوقت والمكان/,
    );
    await expect(
      page
        .getByRole('navigation', { name: 'القائمة الرئيسية' })
        .getByRole('link', { name: 'من نحن' }),
    ).toHaveAttribute('href', '/about-us');
    await context.close();
  });

  test('the app takes over the prerendered page without a hydration error, then responds', async ({
    page,
  }) => {
    // Visited in a later year than the build's: the footer's year must not break hydration.
    await page.clock.setFixedTime(new Date('2031-03-01T10:00:00Z'));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The stubbed YouTube thumbnails fail to load on purpose (stubYouTube).
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await openLanding(page);
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await expect(page.getByRole('button', { name: 'إغلاق القائمة' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 لقطة. جميع الحقوق محفوظة.');
    expect(errors).toEqual([]);
  });

  test('the footer shows the contact details from the settings', async ({ page }) => {
    await page.goto('/landing');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'hello@laqta.sa' })).toHaveAttribute(
      'href',
      'mailto:hello@laqta.sa',
    );
    await expect(footer.getByRole('link', { name: /إنستغرام/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/laqta.sa',
    );
  });

  test('loads no back-office code, charts or form validation library', async ({ page }) => {
    const scripts: Array<{ path: string; body: Promise<string> }> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().includes('/assets/')) {
        scripts.push({ path: new URL(response.url()).pathname, body: response.text() });
      }
    });
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts
        .map((script) => script.path)
        .filter((path) => /admin|dashboard|chart|login/i.test(path)),
    ).toEqual([]);
    // By content too, whatever the bundler names the chunks: the admin menu, recharts, zod.
    const found: string[] = [];
    for (const script of scripts) {
      const body = await script.body;
      for (const marker of ['ادارة المصورين', 'recharts', '_zod']) {
        if (body.includes(marker)) found.push(`${marker} in ${script.path}`);
      }
    }
    expect(found).toEqual([]);
  });
});

test.describe('video', () => {
  test('a click turns the thumbnail (local poster when YouTube is out of reach) into the player', async ({
    page,
  }) => {
    await openLanding(page);
    const thumbnail = page.locator('img[data-thumbnail]');
    // Below the fold: loaded lazily, once scrolled to.
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(thumbnail).toHaveAttribute('data-thumbnail', 'poster');
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: /تشغيل الفيديو/ }).click();
    const player = page.locator('iframe');
    await expect(player).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0&playsinline=1`,
    );
    await expect(player).toHaveAttribute('allow', /autoplay/);
    await expect(page.getByRole('button', { name: /تشغيل الفيديو/ })).toHaveCount(0);
  });

  for (const key of ['Enter', 'Space']) {
    test(`${key} on the focused thumbnail plays it`, async ({ page }) => {
      await openLanding(page);
      await page.getByRole('button', { name: /تشغيل الفيديو/ }).focus();
      await page.keyboard.press(key);
      await expect(page.locator('iframe')).toHaveAttribute(
        'src',
        new RegExp(`/embed/${VIDEO_ID}\\?autoplay=1`),
      );
    });
  }
});

test('/about-us: who we are, what sets us apart, four feature cards, the video', async ({
  page,
}) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'من نحن' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ما يميزنا' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="our-features"] li')).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 3, name: 'مصورون معتمدون' })).toBeVisible();
  await page.getByRole('button', { name: /تشغيل الفيديو/ }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
  await expect(page).toHaveTitle('من نحن | لقطة');
});

test.describe('legal pages', () => {
  test('/privacy-policy shows the policy from the server as paragraphs', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'أولًا: البيانات التي نجمعها' })).toBeVisible();
    await expect(page.getByText(/لا نبيع بياناتك ولا نؤجرها/)).toBeVisible();
    await expect(page).toHaveTitle('سياسة الخصوصية | لقطة');
  });

  test('/terms shows the terms from the server', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'خامسًا: الإلغاء والاسترداد' })).toBeVisible();
  });

  test('changing the privacy setting in the database changes the page after reload', async ({
    page,
  }) => {
    const original = withDatabase(
      (db) =>
        (
          db.prepare("select value from settings where name = 'privacy_policy'").get() as {
            value: string;
          }
        ).value,
    );
    try {
      await page.goto('/privacy-policy');
      await expect(page.getByText(/لا نبيع بياناتك/)).toBeVisible();
      const edited = `سياسة محدثة للاختبار\nهذا النص كتبه الاختبار في قاعدة البيانات.\n\n<b>ليس وسمًا</b>`;
      withDatabase((db) =>
        db.prepare("update settings set value = ? where name = 'privacy_policy'").run(edited),
      );
      await page.reload();
      await expect(page.getByRole('heading', { name: 'سياسة محدثة للاختبار' })).toBeVisible();
      await expect(page.getByText('هذا النص كتبه الاختبار في قاعدة البيانات.')).toBeVisible();
      await expect(page.getByText('<b>ليس وسمًا</b>')).toBeVisible();
      await expect(page.getByText(/لا نبيع بياناتك/)).toHaveCount(0);
    } finally {
      withDatabase((db) =>
        db.prepare("update settings set value = ? where name = 'privacy_policy'").run(original),
      );
    }
  });

  test('a failed load shows a friendly message and a retry that works', async ({ page }) => {
    let failing = true;
    await page.route('**/api/admin/settings/name/terms_and_conditions', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            json: { success: false, message: 'الخدمة غير متاحة حالياً' },
          })
        : route.fallback(),
    );
    await page.goto('/terms');
    await expect(page.getByRole('alert')).toContainText('تعذر تحميل الشروط والأحكام', {
      timeout: 15_000,
    });
    failing = false;
    await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
    await expect(page.getByRole('heading', { name: 'خامسًا: الإلغاء والاسترداد' })).toBeVisible();
  });
});

test.describe('/faq', () => {
  test('four questions, one open at a time, clicking the open one closes it', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
    const questions = page.locator('main button[aria-expanded]');
    await expect(questions).toHaveCount(4);
    const booking = page.getByRole('button', { name: 'كيف أحجز مصورًا عبر لقطة؟' });
    const payment = page.getByRole('button', { name: 'ما طرق الدفع المتاحة؟' });
    await booking.click();
    await expect(booking).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/اختر نوع المناسبة والخدمة/)).toBeVisible();
    await payment.click();
    await expect(payment).toHaveAttribute('aria-expanded', 'true');
    await expect(booking).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/اختر نوع المناسبة والخدمة/)).toHaveCount(0);
    await payment.click();
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('the newsletter input subscribes an address, twice harmlessly', async ({ page }) => {
    await page.goto('/faq');
    for (let i = 0; i < 2; i += 1) {
      await page.getByLabel(/البريد الإلكتروني/).fill('visitor@example.com');
      await page.getByRole('button', { name: 'اشترك' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'تم اشتراكك' })).toBeVisible();
    }
    const count = withDatabase(
      (db) =>
        (
          db
            .prepare(
              "select count(*) as n from newsletter_subscribers where email = 'visitor@example.com'",
            )
            .get() as { n: number }
        ).n,
    );
    expect(count).toBe(1);
  });
});

test.describe('/contact', () => {
  test('checks the fields, then sends a message that is stored as a suggestion', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByText(/تؤكد أن عمرك 18 عامًا أو أكثر/)).toBeVisible();
    await expect(page.getByLabel(/البريد الإلكتروني/)).toHaveAttribute('type', 'email');
    await expect(page.getByLabel(/رقم الجوال/)).toHaveAttribute('type', 'tel');

    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByText('الاسم الكامل مطلوب')).toBeVisible();
    await expect(page.getByText('الرسالة مطلوبة')).toBeVisible();

    const text = `رسالة اختبار ${Date.now()}: أرغب في حجز مصور لحفل تخرج.`;
    await page.getByLabel(/الاسم الكامل/).fill('سارة الحربي');
    await page.getByLabel(/البريد الإلكتروني/).fill('sara@');
    await page.getByLabel(/رقم الجوال/).fill('0501234567');
    await page.getByLabel(/رسالتك/).fill(text);
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByText(/أدخل بريدًا إلكترونيًا صحيحًا/)).toBeVisible();

    await page.getByLabel(/البريد الإلكتروني/).fill('sara@example.com');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'وصلتنا رسالتك' })).toBeVisible();
    await expect(page.getByLabel(/الاسم الكامل/)).toHaveValue('');

    const stored = withDatabase((db) =>
      db
        .prepare('select name, email, phone, source, status from suggestions where message = ?')
        .get(text),
    );
    expect(stored).toEqual({
      name: 'سارة الحربي',
      email: 'sara@example.com',
      phone: '0501234567',
      source: 'contact_form',
      status: 'new',
    });
  });

  test('a failed send keeps everything typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.goto('/contact');
    await page.getByLabel(/الاسم الكامل/).fill('فهد');
    await page.getByLabel(/البريد الإلكتروني/).fill('fahad@example.com');
    await page.getByLabel(/رقم الجوال/).fill('0551234567');
    await page.getByLabel(/رسالتك/).fill('هل تتوفر جلسات في جدة؟');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByRole('alert')).toContainText('تعذر إرسال رسالتك');
    await expect(page.getByLabel(/الاسم الكامل/)).toHaveValue('فهد');
    await expect(page.getByLabel(/رسالتك/)).toHaveValue('هل تتوفر جلسات في جدة؟');
  });
});

test.describe('redirects', () => {
  for (const [path, title] of [
    ['/post1', 'كيف تستعد لجلسة التصوير'],
    ['/post2', 'اختيار المصور المناسب لمناسبتك'],
  ] as const) {
    test(`${path} sends the browser to ${path}.html`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}\\.html$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  }

  test('an unknown path goes to /landing', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/احجز مصورك المحترف/);
  });
});

test('on a phone the navbar folds into a menu that leads to every page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLanding(page);
  const toggle = page.getByRole('button', { name: 'فتح القائمة' });
  await toggle.click();
  await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('link', { name: 'تواصل معنا' })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The new page's content has the focus, not the link that was followed.
  await expect(page.locator('#main-content')).toBeFocused();
});

test('robots.txt and sitemap.xml are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Disallow: \/admin/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toMatch(/<loc>https:\/\/laqta\.sa\/privacy-policy<\/loc>/);
});

test.describe('accessibility', () => {
  for (const [path, heading] of [
    ['/landing', /احجز مصورك المحترف/],
    ['/about-us', 'من نحن'],
    ['/privacy-policy', 'سياسة الخصوصية'],
    ['/terms', 'الشروط والأحكام'],
    ['/faq', 'الأسئلة الشائعة'],
    ['/contact', 'تواصل معنا'],
  ] as const) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await injectAxe(page);
      const violations = await getViolations(page);
      expect(
        violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
        ),
      ).toEqual([]);
    });
  }
});
