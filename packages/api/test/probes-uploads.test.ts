import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { UploadedFile } from '../src/http/uploaded-file.js';
import { HEALTH_TRUST_MS } from '../src/modules/health/trusted-check.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';
import { adminAuthorization } from './support/marketplace-rows.js';

// Probes of issue 19: uploads stream to temporary files that never outlive their request, are
// stored under a temporary name and renamed, and a data directory that cannot be written shows in
// the health check.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function serviceForm(image: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: 'جلسة تخرج',
    description: 'ساعة تصوير.',
    category: 'graduation',
    base_price: '45000',
    duration_minutes: '60',
    is_active: '1',
    sort_order: '1',
  }))
    form.append(key, value);
  form.append('image', new Blob([image], { type: 'image/png' }), 'a.png');
  return form;
}

/** Every file under `dir` (recursively), as paths relative to it; none when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Waits until `check` holds (temporary files are removed just after the answer is sent). */
async function eventually(check: () => boolean, timeoutMs = 2_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

describeOnEachDatabase('probes: uploads stream to temporary files', (t) => {
  let app: FastifyInstance;
  let authorization: string;
  const seen: { path: string; existed: boolean; bytes: string; inMemory: boolean }[] = [];
  const tmp = () => path.join(t.config().dataDir, 'tmp');
  const uploads = () => path.join(t.config().dataDir, 'uploads');

  beforeAll(async () => {
    authorization = await adminAuthorization(t.db());
    app = await t.buildApp({
      extend: (server) => {
        server.post('/api/test/upload', { config: { uploads: true } }, async (request) => {
          const photo = (request.body as { photo: unknown }).photo;
          if (!(photo instanceof UploadedFile)) return { file: false };
          seen.push({
            path: photo.path,
            existed: fs.existsSync(photo.path),
            bytes: fs.readFileSync(photo.path, 'utf8'),
            inMemory: Object.values(photo).some((value) => Buffer.isBuffer(value)),
          });
          return { file: true, size: photo.size };
        });
      },
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('hands the handler a file under DATA_DIR/tmp (not bytes in memory), removed once answered', async () => {
    const form = new FormData();
    form.append('photo', new Blob(['مرحبا']), 'note.txt');
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      ...(await multipart(form)),
    });
    expect(response.json()).toEqual({ file: true, size: Buffer.byteLength('مرحبا') });
    const [upload] = seen.splice(0);
    expect(upload).toEqual({
      path: expect.stringContaining(tmp() + path.sep),
      existed: true,
      bytes: 'مرحبا',
      inMemory: false,
    });
    // The files go first, then their folder: wait for both (a loaded machine sees the gap).
    expect(await eventually(() => filesUnder(tmp()).length === 0)).toBe(true);
    expect(await eventually(() => fs.readdirSync(tmp()).length === 0)).toBe(true);
  });

  it('removes the temporary files of a refused upload (413 past 5 MB)', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const { payload, headers } = await multipart(serviceForm(big));
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/services',
      payload,
      headers: { ...headers, authorization },
    });
    expect(response.statusCode).toBe(413);
    expect(await eventually(() => fs.readdirSync(tmp()).length === 0)).toBe(true);
  });

  it('removes the temporary files of an upload whose client went away mid-body', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const boundary = 'laqta-abort';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/test/upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\n\r\n${head}`,
        );
        socket.write(Buffer.alloc(64 * 1024, 1), () => setTimeout(() => socket.destroy(), 100));
      });
      socket.on('close', () => resolve());
    });
    expect(await eventually(() => fs.readdirSync(tmp()).length === 0)).toBe(true);
    expect(seen).toEqual([]);
  });

  it('leaves nothing behind when writing the stored file fails (a full disk): 503 in Arabic', async () => {
    const before = await t.db().selectFrom('services').select('id').execute();
    const storedBefore = filesUnder(uploads());
    // The copy writes half the file, then the disk is full.
    vi.spyOn(fsPromises, 'copyFile').mockImplementation(async (_source, target) => {
      await fsPromises.writeFile(target, png.subarray(0, 10));
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    const { payload, headers } = await multipart(serviceForm(png));
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/services',
      payload,
      headers: { ...headers, authorization },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(/[ء-ي]/),
      code: 'unavailable',
    });
    expect(filesUnder(uploads())).toEqual(storedBefore);
    expect(await t.db().selectFrom('services').select('id').execute()).toHaveLength(before.length);
    expect(await eventually(() => fs.readdirSync(tmp()).length === 0)).toBe(true);
  });

  it('stores an upload whole under its final name, with no temporary name left beside it', async () => {
    const { payload, headers } = await multipart(serviceForm(png));
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/services',
      payload,
      headers: { ...headers, authorization },
    });
    expect(response.statusCode).toBe(201);
    const url = response.json().data.image_url as string;
    const stored = path.join(uploads(), url.replace(/^\/uploads\//, ''));
    expect(fs.readFileSync(stored)).toEqual(png);
    expect(fs.readdirSync(path.dirname(stored)).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

describeOnEachDatabase('probes: the health check sees a data directory it cannot write', (t) => {
  afterEach(() => vi.useRealTimers());

  it('answers 503 in Arabic once the uploads folder cannot be written (within the trust window), 200 again at the next request after', async () => {
    // The clock only: a pass is trusted HEALTH_TRUST_MS, so the break must show once that passed.
    vi.useFakeTimers({ toFake: ['Date'] });
    const uploads = path.join(t.config().dataDir, 'uploads');
    const passed = await t.app().inject({ method: 'GET', url: '/api/health' });
    expect(passed.statusCode).toBe(200);

    // Tests run as root, whom file modes do not stop: a regular file where the folder should be.
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, '');
    vi.setSystemTime(Date.now() + HEALTH_TRUST_MS);
    const refused = await t.app().inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/[ء-ي]/),
      code: 'unavailable',
    });

    // A failure is not kept: the next request checks again (the clock has not moved).
    fs.rmSync(uploads);
    const healthy = await t.app().inject({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(fs.readdirSync(uploads)).toEqual([]);
  });
});
