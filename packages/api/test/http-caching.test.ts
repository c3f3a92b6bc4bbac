import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminPaths, publicSettingsPaths, settingNames } from '@laqta/contract';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';

/** A build with a server-render bundle that draws the privacy text (see public-pages.test.ts). */
const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-dist-')), 'dist');
fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body>spa</body></html>');
fs.writeFileSync(path.join(dist, 'server', 'page.html'), '<div id="root"></div>');
fs.writeFileSync(
  path.join(dist, 'server', 'render.js'),
  `export const publicPagePaths = ['/privacy-policy'];
export const settingTextsOf = () => ['privacy_policy'];
export async function renderDocument({ template, data }) {
  return template.replace('<div id="root"></div>', () => '<p>' + data.settingTexts.privacy_policy + '</p>');
}
`,
);
afterAll(() => fs.rmSync(path.dirname(dist), { recursive: true, force: true }));

const privacyByName = adminPaths.api.settingByName.replace(':name', settingNames.privacyPolicy);

describeOnEachDatabase(
  'ETag and Cache-Control on what visitors read',
  (t) => {
    let authorization = '';
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
    });

    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app().inject({ method: 'GET', url, headers });

    const savePrivacyText = async (value: string) => {
      const row = await t
        .db()
        .selectFrom('settings')
        .select(['id', 'updated_at'])
        .where('name', '=', settingNames.privacyPolicy)
        .executeTakeFirstOrThrow();
      const form = new FormData();
      form.append('_method', 'PUT');
      form.append('value', value);
      form.append('updated_at', row.updated_at);
      const { payload, headers } = await multipart(form);
      const response = await t.app().inject({
        method: 'POST',
        url: adminPaths.api.setting.replace(':id', String(row.id)),
        payload,
        headers: { ...headers, authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    it('answers a public read with an ETag, and 304 without a body while it holds', async () => {
      for (const url of [privacyByName, publicSettingsPaths.everyPage]) {
        const first = await get(url);
        expect(first.statusCode, url).toBe(200);
        expect(first.headers['cache-control'], url).toBe('public, no-cache');
        const etag = String(first.headers.etag);
        expect(etag, url).toMatch(/^"[\w-]+"$/);

        const again = await get(url, { 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag, url).toBe(etag);
        expect(again.headers['cache-control'], url).toBe('public, no-cache');
        // Weak forms and lists name it too; another tag does not.
        expect((await get(url, { 'if-none-match': `"x", W/${etag}` })).statusCode, url).toBe(304);
        expect((await get(url, { 'if-none-match': '"other"' })).statusCode, url).toBe(200);
      }
    });

    it('gives a changed setting a new ETag, so a kept copy is never shown stale', async () => {
      await savePrivacyText('نص الخصوصية الأول');
      const before = await get(privacyByName);
      await savePrivacyText('نص الخصوصية بعد التعديل');
      const after = await get(privacyByName, { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.json().data.value).toBe('نص الخصوصية بعد التعديل');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('answers a kept setting as the same JSON to GET and HEAD, with the same ETag', async () => {
      await savePrivacyText('نص الخصوصية للقراءة مرتين');
      const first = await get(privacyByName);
      const second = await get(privacyByName);
      const head = await t.app().inject({ method: 'HEAD', url: privacyByName });
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.json()).toEqual({
        success: true,
        data: expect.objectContaining({ value: 'نص الخصوصية للقراءة مرتين' }),
      });
      expect(second.body).toBe(first.body);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers.etag).toBe(first.headers.etag);
      expect(Number(head.headers['content-length'])).toBe(first.rawPayload.length);
    });

    it('keeps a read made with a token, and a private setting, out of every cache', async () => {
      for (const name of [settingNames.privacyPolicy, settingNames.commissionRate]) {
        const url = adminPaths.api.settingByName.replace(':name', name);
        const response = await get(url, { authorization });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.headers.etag, url).toBeUndefined();
      }
      const admin = await get(adminPaths.api.settings, { authorization });
      expect(admin.headers['cache-control']).toBe('no-store');
      expect(admin.headers.etag).toBeUndefined();
    });

    it('validates a rendered page per encoding, and keeps its own no-cache', async () => {
      await savePrivacyText('نص الصفحة');
      const plain = await get('/privacy-policy');
      const br = await get('/privacy-policy', { 'accept-encoding': 'br' });
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(br.headers.etag).not.toBe(plain.headers.etag);
      const again = await get('/privacy-policy', {
        'accept-encoding': 'br',
        'if-none-match': String(br.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.rawPayload.length).toBe(0);
    });
  },
  { env: { APP_DIST_DIR: dist, ...withTestAdmin.env } },
);
