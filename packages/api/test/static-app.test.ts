import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { UploadedFile } from '../src/http/uploaded-file.js';
import { describeOnEachDatabase } from './support/databases.js';

/** A stand-in for packages/app/dist without a server-render bundle: index.html and one hashed asset. */
// Under a folder named "assets" on purpose: only dist/assets/* may be cached as immutable.
const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-dist-')), 'assets', 'dist');
fs.mkdirSync(dist, { recursive: true });
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="ar" dir="rtl"><body>app</body></html>',
);
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
afterAll(() => fs.rmSync(path.dirname(path.dirname(dist)), { recursive: true, force: true }));

/** An upload as the forms plugin hands it over: bytes in a file of their own. */
function uploadedFileOf(filename: string, mimetype: string, bytes: Buffer): UploadedFile {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-upload-')), 'file');
  fs.writeFileSync(file, bytes);
  return new UploadedFile(filename, mimetype, file, bytes.length);
}

describeOnEachDatabase(
  'the built app on the API port',
  (t) => {
    it('answers index.html for any deep SPA path, not cached', async () => {
      // Public pages too: the build has no server-render bundle (public-pages.test.ts has one).
      for (const url of ['/', '/landing', '/faq', '/some/deep/path', '/admin/orders?page=2']) {
        const response = await t.app().inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(
          '<!doctype html><html lang="ar" dir="rtl"><body>app</body></html>',
        );
      }
    });

    it('serves hashed assets with long immutable caching', async () => {
      const response = await t.app().inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log(1)');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const favicon = await t.app().inject({ method: 'GET', url: '/favicon.svg' });
      expect(favicon.statusCode).toBe(200);
      expect(favicon.headers['cache-control']).toBe('no-cache');
    });

    it('answers a JSON 404 for /api/nope and a 404 for a missing asset, never index.html', async () => {
      const api = await t.app().inject({ method: 'GET', url: '/api/nope' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ success: false });
      const asset = await t.app().inject({ method: 'GET', url: '/assets/missing-123.js' });
      expect(asset.statusCode).toBe(404);
      expect(asset.body).not.toContain('<html');
    });

    it('serves stored uploads at /uploads/', async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      );
      const { url } = await t.app().uploads.saveUpload(uploadedFileOf('x.png', 'image/png', png));
      expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
      const response = await t.app().inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.equals(png)).toBe(true);
    });

    it('refuses to store a file that is not an image, whatever its declared type', async () => {
      const fake = uploadedFileOf(
        'x.png',
        'image/png',
        Buffer.from('<svg onload="alert(1)"></svg>'),
      );
      await expect(t.app().uploads.saveUpload(fake, { field: 'avatar' })).rejects.toMatchObject({
        status: 422,
        errors: { avatar: [expect.stringMatching(/[\u0600-\u06FF]/)] },
      });
    });
  },
  { env: { APP_DIST_DIR: dist } },
);

describeOnEachDatabase('the API port before the app is built', (t) => {
  it('answers a clear 503 telling to run pnpm build, and the API still works', async () => {
    const page = await t.app().inject({ method: 'GET', url: '/some/deep/path' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.body).toContain('pnpm build');
    const health = await t.app().inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
