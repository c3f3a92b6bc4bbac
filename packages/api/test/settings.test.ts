import { aboutSettingNames, publicSettingsPaths, settingNames } from '@laqta/contract';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../src/auth/admins.js';
import { issueToken } from '../src/auth/tokens.js';
import { prepareDatabase } from '../src/startup.js';
import { defaultSettings } from '../src/modules/settings/defaults.js';
import { describeOnEachDatabase } from './support/databases.js';

const silentLog = { info() {}, warn() {}, error() {} };

describeOnEachDatabase('settings', (t) => {
  describe('default settings (bootstrap)', () => {
    it('seeds every default once, commission_rate alone private', async () => {
      const rows = await t.db().selectFrom('settings').selectAll().orderBy('id').execute();
      expect(rows.map((row) => row.name).sort()).toEqual(defaultSettings.map((s) => s.name).sort());
      expect(rows.filter((row) => row.is_public === 0).map((row) => row.name)).toEqual([
        settingNames.commissionRate,
      ]);
      const privacy = rows.find((row) => row.name === 'privacy_policy');
      expect(privacy?.value.split('\n\n').length).toBeGreaterThan(3);
      expect(privacy?.value).toMatch(/خصوصيتك/);
    });

    it('adds missing settings on the next start and never overwrites an edited one', async () => {
      await t
        .db()
        .updateTable('settings')
        .set({ value: 'نص معدل' })
        .where('name', '=', 'terms_and_conditions')
        .execute();
      await t.db().deleteFrom('settings').where('name', '=', 'contact_phone').execute();
      await prepareDatabase({
        database: t.database(),
        config: t.config(),
        log: silentLog,
      });
      const terms = await t
        .db()
        .selectFrom('settings')
        .select('value')
        .where('name', '=', 'terms_and_conditions')
        .executeTakeFirst();
      expect(terms?.value).toBe('نص معدل');
      const phone = await t
        .db()
        .selectFrom('settings')
        .select('value')
        .where('name', '=', 'contact_phone')
        .executeTakeFirst();
      expect(phone?.value).toBe('+966 50 123 4567');
    });
  });

  describe('GET /api/admin/settings/name/{name}', () => {
    it('answers a public setting without a token', async () => {
      const response = await t
        .app()
        .inject({ method: 'GET', url: '/api/admin/settings/name/privacy_policy' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        data: { name: 'privacy_policy', type: 'long_text' },
      });
      expect(Object.keys(body.data).sort()).toEqual(['id', 'name', 'type', 'value']);
      expect(typeof body.data.id).toBe('number');
      expect(body.data.value).toMatch(/سياسة/);
    });

    it('shows a value changed outside this server (another process, a database tool) within a second', async () => {
      await t
        .db()
        .updateTable('settings')
        .set({ value: 'سياسة جديدة' })
        .where('name', '=', 'privacy_policy')
        .execute();
      const read = async () =>
        (
          await t.app().inject({ method: 'GET', url: '/api/admin/settings/name/privacy_policy' })
        ).json().data.value;
      await expect.poll(read, { timeout: 1000, interval: 50 }).toBe('سياسة جديدة');
    });

    it('answers 401 for a private setting without a valid token', async () => {
      for (const headers of [
        {},
        { authorization: 'Bearer not-a-real-token-000000000000000000000000000' },
      ]) {
        const response = await t
          .app()
          .inject({ method: 'GET', url: '/api/admin/settings/name/commission_rate', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
      }
    });

    it('answers a private setting to a signed-in admin', async () => {
      const admin = await createAdmin(t.db(), {
        name: 'مدير',
        email: `settings-${t.dialect}@laqta.test`,
        password: 'a-long-password-1',
      });
      const token = await issueToken(t.db(), admin.id, { ttlMinutes: 10 });
      const response = await t.app().inject({
        method: 'GET',
        url: '/api/admin/settings/name/commission_rate',
        headers: { authorization: `Bearer ${token.plainText}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        name: 'commission_rate',
        value: '15',
        type: 'percent',
      });
    });

    it('answers 404 for an unknown name', async () => {
      const response = await t
        .app()
        .inject({ method: 'GET', url: '/api/admin/settings/name/no_such_setting' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    });
  });

  /** The names a public settings list answers, after checking it answered 200. */
  const namesListedAt = async (url: string) => {
    const response = await t.app().inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return (response.json().data as Array<{ name: string }>).map((setting) => setting.name);
  };

  describe('GET /api/settings/public', () => {
    it("lists the public settings only, without the legal texts and the about page's", async () => {
      const names = await namesListedAt(publicSettingsPaths.everyPage);
      expect(names).toContain('landing_video_url');
      expect(names).toContain('contact_email');
      expect(names).not.toContain('commission_rate');
      expect(names).not.toContain('privacy_policy');
      expect(names).not.toContain('terms_and_conditions');
      expect(names).not.toContain('about_who_we_are');
      expect(names).not.toContain('about_video_url');
    });
  });

  describe('GET /api/settings/about', () => {
    it("lists the about page's texts and video, and nothing else", async () => {
      const names = await namesListedAt(publicSettingsPaths.about);
      expect([...names].sort()).toEqual([...aboutSettingNames].sort());
    });
  });
});
