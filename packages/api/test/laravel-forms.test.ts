import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { UploadedFile } from '../src/http/uploaded-file.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart, urlencoded } from './support/forms.js';

/** Test-only routes on one path: each answers which handler ran and the body it received. */
function addEchoRoutes(app: FastifyInstance) {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/test/echo',
      config: { uploads: true },
      handler: async (request) => ({ handler: method, method: request.method, body: request.body }),
    });
  }
  // A PUT-only path with its own route hook: a spoofed POST must run the hook too.
  app.put('/api/test/guarded', {
    onRequest: async (request, reply) => {
      if (request.headers['x-test-key'] !== 'open')
        return reply.code(401).send({ message: 'Unauthenticated.' });
    },
    handler: async (request) => ({ handler: 'PUT guarded', body: request.body }),
  });
  app.get('/api/test/query', async (request) => ({ query: request.query }));
  app.post('/api/test/upload', { config: { uploads: true } }, async (request) => {
    const body = request.body as Record<string, unknown>;
    const photo = body.photo;
    return {
      isUploadedFile: photo instanceof UploadedFile,
      filename: photo instanceof UploadedFile ? photo.filename : null,
      mimetype: photo instanceof UploadedFile ? photo.mimetype : null,
      text: photo instanceof UploadedFile ? fs.readFileSync(photo.path, 'utf8') : null,
      title: body.title,
      hasEmpty: 'empty' in body,
    };
  });
}

describeOnEachDatabase('Laravel forms: bracket keys and _method spoofing', (t) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await t.buildApp({ extend: addEchoRoutes });
  });

  it('routes a multipart POST with _method=PUT to the PUT handler, with a[0][b]=x nested', async () => {
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('a[0][b]', 'x');
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      ...(await multipart(form)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ handler: 'PUT', method: 'PUT', body: { a: [{ b: 'x' }] } });
  });

  it('re-routes the same way over a real socket (not only through inject)', async () => {
    const server = await t.buildApp({ extend: addEchoRoutes });
    const address = await server.listen({ host: '127.0.0.1', port: 0 });
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('a[0][b]', 'x');
    form.append('photo', new Blob(['hi'], { type: 'text/plain' }), 'hi.txt');
    const response = await fetch(`${address}/api/test/echo`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      handler: 'PUT',
      method: 'PUT',
      body: { a: [{ b: 'x' }] },
    });
    const plain = await fetch(`${address}/api/test/echo`, {
      method: 'POST',
      body: new URLSearchParams({ 'a[]': 'y' }),
    });
    expect(await plain.json()).toEqual({ handler: 'POST', method: 'POST', body: { a: ['y'] } });
    await server.close();
  });

  it('routes an urlencoded POST with _method=PATCH to the PATCH handler', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      ...urlencoded({ 'a[0][b]': 'x', _method: 'patch' }),
    });
    expect(response.json()).toEqual({
      handler: 'PATCH',
      method: 'PATCH',
      body: { a: [{ b: 'x' }] },
    });
  });

  it('routes a JSON POST with _method=DELETE to the DELETE handler', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { _method: 'DELETE', a: [{ b: 'x' }] },
    });
    expect(response.json()).toEqual({
      handler: 'DELETE',
      method: 'DELETE',
      body: { a: [{ b: 'x' }] },
    });
  });

  it('keeps a POST without _method (or with an unknown one) on the POST handler', async () => {
    const form = new FormData();
    form.append('settings[0][name]', 'currency');
    form.append('settings[0][value]', 'SAR');
    form.append('settings[1][name]', 'commission_rate');
    form.append('tags[]', 'a');
    form.append('tags[]', 'b');
    form.append('_method', 'GET');
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      ...(await multipart(form)),
    });
    expect(response.json()).toEqual({
      handler: 'POST',
      method: 'POST',
      body: {
        settings: [{ name: 'currency', value: 'SAR' }, { name: 'commission_rate' }],
        tags: ['a', 'b'],
      },
    });
  });

  it('runs the hooks of the route it re-routes to', async () => {
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('name', 'x');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/test/guarded',
      ...(await multipart(form)),
    });
    expect(refused.statusCode).toBe(401);
    const allowed = await app.inject({
      method: 'POST',
      url: '/api/test/guarded',
      ...urlencoded({ _method: 'PUT', name: 'x' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-key': 'open' },
    });
    expect(allowed.json()).toEqual({ handler: 'PUT guarded', body: { name: 'x' } });
  });

  it('answers a JSON 404 when the spoofed method has no route', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      payload: { _method: 'DELETE' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('delivers an uploaded file as an UploadedFile in the body, and drops empty file inputs', async () => {
    // Written by hand: this is how a browser sends a file input left empty (undici omits filename="").
    const boundary = '----laqta-test';
    const part = (headers: string, body: string) =>
      `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
    const payload =
      part('Content-Disposition: form-data; name="title"', 'عنوان') +
      part(
        'Content-Disposition: form-data; name="photo"; filename="note.txt"\r\nContent-Type: text/plain',
        'hello',
      ) +
      part(
        'Content-Disposition: form-data; name="empty"; filename=""\r\nContent-Type: application/octet-stream',
        '',
      ) +
      `--${boundary}--\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      payload: Buffer.from(payload),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.json()).toEqual({
      isUploadedFile: true,
      filename: 'note.txt',
      mimetype: 'text/plain',
      text: 'hello',
      title: 'عنوان',
      hasEmpty: false,
    });
  });

  it('answers 413 JSON for a file above the upload limit', async () => {
    const form = new FormData();
    form.append('photo', new Blob([Buffer.alloc(t.config().uploadMaxBytes + 1, 1)]), 'big.jpg');
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      ...(await multipart(form)),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(/[\u0600-\u06FF]/),
      code: 'payload_too_large',
    });
  });

  it('answers 413 for a form field longer than the field limit, rather than cutting it short', async () => {
    const form = new FormData();
    form.append('title', 'ن'.repeat(600 * 1024)); // 1.2 MB of UTF-8, over the 1 MB field limit
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      ...(await multipart(form)),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('answers 413 JSON for a body above the request limit, before parsing it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      ...urlencoded({ big: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('nests bracket keys in the query string too', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/query?filter[status]=pending&ids[]=1&ids[]=2&page=2',
    });
    expect(response.json()).toEqual({
      query: { filter: { status: 'pending' }, ids: ['1', '2'], page: '2' },
    });
  });
});
