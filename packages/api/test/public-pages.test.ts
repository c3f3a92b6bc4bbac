import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';

/**
 * A stand-in for a build with a server-render bundle (packages/app/vite-plugins/prerender.js):
 * `server/render.js` draws the path and the data it was given, so these tests see what the API
 * passes it. The real bundle is exercised by the e2e suite (e2e/public.spec.ts).
 */
const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-dist-')), 'dist');
fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body>spa</body></html>');
fs.writeFileSync(
  path.join(dist, 'server', 'page.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(dist, 'server', 'render.js'),
  `export const publicPagePaths = ['/', '/landing', '/privacy-policy'];
export const settingTextsOf = (path) => (path === '/privacy-policy' ? ['privacy_policy'] : []);
export async function renderDocument({ template, path, data, origin }) {
  const contact = data.publicSettings.data.find((s) => s.name === 'contact_email');
  const body = '<h1>' + path + '</h1><p>' + (data.settingTexts.privacy_policy ?? '') + '</p>' +
    '<a href="mailto:' + (contact ? contact.value : '') + '">' + origin + '</a>';
  return template.replace('<div id="root"></div>', () => '<div id="root">' + body + '</div>');
}
`,
);
afterAll(() => fs.rmSync(path.dirname(dist), { recursive: true, force: true }));

describeOnEachDatabase(
  'public pages rendered on the server',
  (t) => {
    let authorization = '';
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
    });

    const page = (url: string, headers: Record<string, string> = {}) =>
      t.app().inject({ method: 'GET', url, headers });

    const putSetting = async (name: string, value: string) => {
      const row = await t
        .db()
        .selectFrom('settings')
        .select(['id', 'updated_at'])
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      const form = new FormData();
      form.append('_method', 'PUT');
      form.append('value', value);
      form.append('updated_at', row.updated_at);
      const { payload, headers } = await multipart(form);
      const response = await t.app().inject({
        method: 'POST',
        url: `/api/admin/settings/${row.id}`,
        payload,
        headers: { ...headers, authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    it('answers each page rendered with the current settings, not cached by the browser', async () => {
      for (const url of ['/', '/landing', '/landing/', '/landing?utm_source=x']) {
        const response = await page(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body, url).toContain(
          `<h1>${url.split('?')[0]!.replace(/(.)\/$/, '$1')}</h1>`,
        );
        expect(response.body).toContain('>https://laqta.sa</a>');
      }
    });

    it('shows a settings edit on the next request, and the legal text read by name', async () => {
      await putSetting('privacy_policy', 'نص الخصوصية الأول');
      expect((await page('/privacy-policy')).body).toContain('<p>نص الخصوصية الأول</p>');
      await putSetting('privacy_policy', 'نص الخصوصية بعد التعديل');
      await putSetting('contact_email', 'team@laqta.test');
      expect((await page('/privacy-policy')).body).toContain('<p>نص الخصوصية بعد التعديل</p>');
      expect((await page('/landing')).body).toContain('href="mailto:team@laqta.test"');
    });

    it('sends the page compressed to a browser that accepts it', async () => {
      const plain = await page('/landing');
      const br = await page('/landing', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await page('/landing', { 'accept-encoding': 'gzip' });
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    });

    it('never serves the server-render bundle as a file; other paths still get the SPA', async () => {
      for (const url of ['/server/render.js', '/server/page.html']) {
        const response = await page(url);
        expect(response.body, url).not.toContain('renderDocument');
        expect(response.body, url).not.toContain('<div id="root"></div>');
      }
      expect((await page('/admin/orders')).body).toContain('spa');
    });
  },
  { env: { APP_DIST_DIR: dist, ...withTestAdmin.env } },
);
