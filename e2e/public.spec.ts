import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { e2eEnv } from './support/env';
import { openHydrated, watchHydration } from './support/hydration';
import { signInThroughApi } from './support/signIn';

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

/** The page's script errors and console errors (React's #418/#425 hydration errors among them). */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The stubbed YouTube thumbnails fail to load on purpose (stubYouTube).
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/** The phone menu's toggle: the `<summary>` of a disclosure, so it opens without JavaScript. */
const phoneMenuToggle = (page: Page) => page.locator('header summary');

/** The seven public pages with their heading and one line of their real text. */
const publicPages = [
  { path: '/', heading: /احجز مصورك المحترف/, text: 'كيف تعمل لقطة؟', title: 'احجز مصورك المحترف' },
  {
    path: '/landing',
    heading: /احجز مصورك المحترف/,
    text: 'كيف تعمل لقطة؟',
    title: 'احجز مصورك المحترف',
  },
  { path: '/about-us', heading: 'من نحن', text: 'ما يميزنا', title: 'من نحن' },
  {
    path: '/privacy-policy',
    heading: 'سياسة الخصوصية',
    text: /لا نبيع بياناتك ولا نؤجرها/,
    title: 'سياسة الخصوصية',
  },
  {
    path: '/terms',
    heading: 'الشروط والأحكام',
    text: 'خامسًا: الإلغاء والاسترداد',
    title: 'الشروط والأحكام',
  },
  {
    path: '/faq',
    heading: 'الأسئلة الشائعة',
    text: 'كيف أحجز مصورًا عبر لقطة؟',
    title: 'الأسئلة الشائعة',
  },
  { path: '/contact', heading: 'تواصل معنا', text: 'طرق أخرى للتواصل', title: 'تواصل معنا' },
] as const;

test.describe('every public page arrives as HTML', () => {
  test('a browser without JavaScript reads each page, its settings texts and its own tags', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading, text, title } of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByText(text).first(), path).toBeVisible();
      await expect(page, path).toHaveTitle(`${title} | لقطة`);
      // `/` is the landing page: one canonical address for both.
      const url = `https://laqta.sa${path === '/' ? '/landing' : path}`;
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', url);
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute('content', url);
      await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute(
        'content',
        'https://laqta.sa/og-image.jpg',
      );
      // The footer's contact details and social links come from the settings.
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'hello@laqta.sa' }), path).toBeVisible();
      await expect(
        footer.getByRole('link', { name: /انستقرام|إنستغرام|Instagram/i }),
        path,
      ).toHaveCount(1);
    }

    // The FAQ's answers are in the HTML, and a question opens without script.
    await page.goto('/faq');
    await page.getByText('ما طرق الدفع المتاحة؟').click();
    await expect(page.getByText(/يمكنك الدفع ببطاقة مدى/)).toBeVisible();

    // Forms cannot work without script: no endless "moments" hint, an address to write to instead.
    for (const [path, form] of [
      ['/contact', 'نموذج التواصل'],
      ['/faq', 'الاشتراك في النشرة البريدية'],
    ] as const) {
      await page.goto(path);
      const region = page.getByRole('form', { name: form });
      await expect(region.getByText(/يجري تجهيز النموذج/), path).toBeHidden();
      await expect(region.getByText(/يحتاج هذا النموذج إلى تشغيل JavaScript/), path).toBeVisible();
      await expect(region.getByRole('link', { name: 'hello@laqta.sa' }), path).toHaveAttribute(
        'href',
        /^mailto:hello@laqta\.sa/,
      );
    }
    await context.close();
  });

  test('each page hydrates without a mismatch, in a later year than the build', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T10:00:00Z'));
    const errors = collectPageErrors(page);
    for (const { path, heading } of publicPages) {
      await openHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole('contentinfo'), path).toContainText('© 2031 لقطة');
    }
    expect(errors).toEqual([]);
  });

  test('texts an admin saves after the build are in the next page load, hydrated cleanly', async ({
    page,
    browser,
  }) => {
    const session = await signInThroughApi(page);
    const authorization = `${session.tokenType} ${session.token}`;
    const saved = new Map<string, string>();
    const save = async (name: string, value: string) => {
      const list = await page.request.get(`/api/admin/settings?search=${name}`, {
        headers: { authorization },
      });
      const setting = (
        (await list.json()) as {
          data: Array<{ id: number; name: string; value: string; updated_at: string }>;
        }
      ).data.find((row) => row.name === name)!;
      if (!saved.has(name)) saved.set(name, setting.value);
      const response = await page.request.post(`/api/admin/settings/${setting.id}`, {
        headers: { authorization },
        multipart: { _method: 'PUT', value, updated_at: setting.updated_at },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    try {
      await save('about_who_we_are', 'نص من نحن كتبه الاختبار بعد البناء.');
      await save('privacy_policy', 'سياسة كتبها الاختبار\nفقرة جديدة بعد البناء.');
      await save('contact_email', 'team@laqta.test');
      const context = await browser.newContext({ javaScriptEnabled: false });
      const plain = await context.newPage();
      await plain.goto('/about-us');
      await expect(plain.getByText('نص من نحن كتبه الاختبار بعد البناء.')).toBeVisible();
      await expect(plain.getByRole('link', { name: 'team@laqta.test' }).first()).toBeVisible();
      // Only the about page carries its texts; every other page's HTML leaves them out.
      await plain.goto('/landing');
      await expect(plain.getByRole('link', { name: 'team@laqta.test' }).first()).toBeVisible();
      expect(await plain.content()).not.toContain('نص من نحن كتبه الاختبار بعد البناء.');
      await plain.goto('/privacy-policy');
      await expect(plain.getByText('فقرة جديدة بعد البناء.')).toBeVisible();
      await context.close();

      const errors = collectPageErrors(page);
      await openHydrated(page, '/privacy-policy');
      await expect(page.getByText('فقرة جديدة بعد البناء.')).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      for (const [name, value] of saved) await save(name, value);
    }
  });

  test('terms, a video and a social link edited after the build: pages load and hydrate with them', async ({
    page,
  }) => {
    const session = await signInThroughApi(page);
    const authorization = `${session.tokenType} ${session.token}`;
    const saved = new Map<string, string>();
    const save = async (name: string, value: string) => {
      const list = await page.request.get(`/api/admin/settings?search=${name}`, {
        headers: { authorization },
      });
      const setting = (
        (await list.json()) as {
          data: Array<{ id: number; name: string; value: string; updated_at: string }>;
        }
      ).data.find((row) => row.name === name)!;
      if (!saved.has(name)) saved.set(name, setting.value);
      const response = await page.request.post(`/api/admin/settings/${setting.id}`, {
        headers: { authorization },
        multipart: { _method: 'PUT', value, updated_at: setting.updated_at },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    const NEW_VIDEO = 'dQw4w9WgXcQ';
    try {
      await save('terms_and_conditions', 'شروط كتبها الاختبار\nبند جديد أضيف بعد البناء.');
      await save('landing_video_url', `https://www.youtube.com/watch?v=${NEW_VIDEO}`);
      await save('about_video_url', `https://youtu.be/${NEW_VIDEO}`);
      await save('social_instagram', 'https://www.instagram.com/laqta.after.build');

      const errors = collectPageErrors(page);
      for (const path of ['/about-us', '/terms', '/landing']) {
        await openHydrated(page, path);
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: /إنستغرام/ }),
          path,
        ).toHaveAttribute('href', 'https://www.instagram.com/laqta.after.build');
        if (path === '/terms')
          await expect(page.getByText('بند جديد أضيف بعد البناء.')).toBeVisible();
        else
          await expect(page.getByRole('link', { name: /تشغيل الفيديو/ }), path).toHaveAttribute(
            'href',
            new RegExp(NEW_VIDEO),
          );
      }
      // Hydrated, the video plays the new one.
      await page.getByRole('link', { name: /تشغيل الفيديو/ }).click();
      await expect(page.locator('iframe')).toHaveAttribute(
        'src',
        new RegExp(`/embed/${NEW_VIDEO}`),
      );
      expect(errors).toEqual([]);
    } finally {
      for (const [name, value] of saved) await save(name, value);
    }
  });
});

test.describe('before the scripts arrive (held back 3 s)', () => {
  /** Every script answers 3 s late, as on a slow phone; the HTML and the CSS come at once. */
  async function holdBackScripts(page: Page) {
    await page.route(/\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.fallback();
    });
  }

  test('Enter on the video leads to it, and a tap opens the phone menu', async ({ page }) => {
    await page.route('https://www.youtube.com/watch**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>watch</title>' }),
    );
    await holdBackScripts(page);
    await watchHydration(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/landing');
    await phoneMenuToggle(page).click();
    const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(menu.getByRole('link', { name: 'الأسئلة الشائعة' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    // Hydrated with the menu open: it stays open, and closes on the next tap.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 15_000,
    });
    await expect(phoneMenuToggle(page)).toHaveText('إغلاق القائمة');
    await phoneMenuToggle(page).click();
    await expect(menu.getByRole('link', { name: 'الأسئلة الشائعة' })).toBeHidden();

    await page.goto('/landing');
    await page.getByRole('link', { name: /تشغيل الفيديو/ }).focus();
    // Still plain HTML when the key goes down: the link itself leads to the video.
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
  });

  test('forms wait, disabled with a visible hint, and never put typed values in the URL', async ({
    page,
  }) => {
    await holdBackScripts(page);
    await watchHydration(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'نموذج التواصل' });
    await expect(form.getByRole('status')).toHaveText(/يجري تجهيز النموذج/);
    await expect(form.getByRole('textbox', { name: 'الاسم الكامل' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'إرسال الرسالة' })).toBeDisabled();
    await expect(form).toHaveAttribute('method', 'post');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 15_000,
    });
    await expect(form.getByRole('textbox', { name: 'الاسم الكامل' })).toBeEnabled();
    await expect(form.getByRole('status')).toHaveCount(0);

    // The newsletter form waits the same way; a tap on a question opens it at once (plain HTML).
    await page.goto('/faq');
    const newsletter = page.getByRole('form', { name: 'الاشتراك في النشرة البريدية' });
    await expect(newsletter.getByRole('status')).toHaveText(/يجري تجهيز النموذج/);
    await expect(newsletter.getByRole('textbox', { name: /البريد الإلكتروني/ })).toBeDisabled();
    await expect(newsletter.getByRole('button', { name: 'اشترك' })).toBeDisabled();
    await expect(newsletter).toHaveAttribute('method', 'post');
    await page.getByText('ما طرق الدفع المتاحة؟').click();
    await expect(page.getByText(/يمكنك الدفع ببطاقة مدى/)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 15_000,
    });
    await expect(newsletter.getByRole('textbox', { name: /البريد الإلكتروني/ })).toBeEnabled();
    await expect(newsletter.getByRole('status')).toHaveCount(0);
    // Hydrated with the question open: it stays open.
    await expect(page.getByText(/يمكنك الدفع ببطاقة مدى/)).toBeVisible();
  });
});

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
      await expect(page.getByRole('link', { name: /تشغيل الفيديو/ })).toBeVisible();
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
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await openHydrated(page, '/landing');
    await phoneMenuToggle(page).click();
    await expect(phoneMenuToggle(page)).toHaveText('إغلاق القائمة');
    await expect(page.locator('header details')).toHaveAttribute('open', '');
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

/** The most JavaScript (gzip) the landing page may load before it is interactive (issue 17). */
const LANDING_SCRIPT_BUDGET_BYTES = 100 * 1024;

test('the landing page loads at most 100 KB of JavaScript (gzip), and hydrates with it', async ({
  page,
}) => {
  const scripts: Array<{ path: string; body: Promise<Buffer> }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ path: new URL(response.url()).pathname, body: response.body() });
  });
  await openHydrated(page, '/landing');
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(
    scripts.map(async (script) => ({
      path: script.path,
      gzip: gzipSync(await script.body, { level: 9 }).length,
    })),
  );
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    [
      'JavaScript of /landing (first load, gzip):',
      ...files
        .sort((a, b) => b.gzip - a.gzip)
        .map((file) => `  ${file.path.padEnd(44)} ${kb(file.gzip).padStart(9)}`),
      `  ${'total'.padEnd(44)} ${kb(total).padStart(9)} in ${files.length} files`,
    ].join('\n'),
  );
  expect(total, 'gzip bytes of the landing page scripts').toBeLessThanOrEqual(
    LANDING_SCRIPT_BUDGET_BYTES,
  );
});

test.describe('video', () => {
  test('a click turns the thumbnail (our own poster: no request to YouTube before play) into the player', async ({
    page,
  }) => {
    await openHydrated(page, '/landing');
    const thumbnail = page.locator('img[data-thumbnail]');
    // Below the fold: loaded lazily, once scrolled to.
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(thumbnail).toHaveAttribute('data-thumbnail', 'poster');
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: /تشغيل الفيديو/ }).click();
    const player = page.locator('iframe');
    await expect(player).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0&playsinline=1`,
    );
    await expect(player).toHaveAttribute('allow', /autoplay/);
    await expect(page.getByRole('link', { name: /تشغيل الفيديو/ })).toHaveCount(0);
  });

  for (const key of ['Enter', 'Space']) {
    test(`${key} on the focused thumbnail plays it`, async ({ page }) => {
      await openHydrated(page, '/landing');
      await page.getByRole('link', { name: /تشغيل الفيديو/ }).focus();
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
  // Hydrated first: before that the play button is a plain link to YouTube.
  await openHydrated(page, '/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'من نحن' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ما يميزنا' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="our-features"] li')).toHaveCount(4);
  await expect(page.getByRole('heading', { level: 3, name: 'مصورون معتمدون' })).toBeVisible();
  await page.getByRole('link', { name: /تشغيل الفيديو/ }).click();
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
    // Opened in-app (a direct visit gets the text in its HTML, fetched by the server): an unknown
    // path loads the single-page app, which shows the landing page, then its footer link.
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/landing$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'الشروط والأحكام' }).click();
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
    await openHydrated(page, '/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
    await expect(page.locator('main details')).toHaveCount(4);
    const booking = page.getByText('كيف أحجز مصورًا عبر لقطة؟');
    const payment = page.getByText('ما طرق الدفع المتاحة؟');
    const bookingAnswer = page.getByText(/اختر نوع المناسبة والخدمة/);
    const paymentAnswer = page.getByText(/يمكنك الدفع ببطاقة مدى/);
    await booking.click();
    await expect(bookingAnswer).toBeVisible();
    await payment.click();
    await expect(paymentAnswer).toBeVisible();
    await expect(bookingAnswer).toBeHidden();
    await payment.click();
    await expect(paymentAnswer).toBeHidden();
    await expect(page.locator('main details[open]')).toHaveCount(0);
    // The keyboard: Enter on a focused question opens it.
    await page.locator('main summary').first().focus();
    await page.keyboard.press('Enter');
    await expect(bookingAnswer).toBeVisible();
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
  const followMenuTo = async (name: string) => {
    await phoneMenuToggle(page).click();
    await page
      .getByRole('navigation', { name: 'القائمة الرئيسية' })
      .getByRole('link', { name })
      .click();
  };
  // A page the server rendered: its links load the next page, which the server renders too.
  await openHydrated(page, '/landing');
  await followMenuTo('تواصل معنا');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
  await expect(page.locator('header details')).not.toHaveAttribute('open');

  // In the single-page app (reached through an unknown path), the link navigates in-app and the
  // new page's content has the focus, not the link that was followed.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/landing$/);
  await followMenuTo('من نحن');
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
  await expect(page.locator('header details')).not.toHaveAttribute('open');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('a web app manifest with its icons, linked from every public page', async ({
  page,
  request,
}) => {
  await page.goto('/about-us');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    lang: string;
    dir: string;
    start_url: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/landing' });
  // One colour for the browser's bar, in the page and once installed.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    manifest.theme_color,
  );
  expect(manifest.name).toContain('لقطة');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touchIcon!)).ok()).toBe(true);
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
