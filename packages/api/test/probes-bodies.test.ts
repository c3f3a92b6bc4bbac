import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultPublicBodyLimit } from '../src/plugins/laravel-forms.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';

// Probes of issue 19: a stranger's form to a public route is held to the small limit whatever its
// method, from the headers when it gives a length and while it streams otherwise.
const methods = ['PUT', 'PATCH', 'DELETE'] as const;

/** Public test routes of every method that echo the fields they were given. */
function addPublicEchoRoutes(app: FastifyInstance) {
  for (const method of ['POST', ...methods]) {
    app.route({
      method,
      url: '/api/test/public-echo',
      handler: async (request) => ({ keys: Object.keys(request.body as object) }),
    });
  }
}

/** A multipart form with one text field just over the public limit (busboy would take 1 MB). */
function formJustOverTheLimit() {
  const form = new FormData();
  form.append('message', 'ب'.repeat(defaultPublicBodyLimit / 2 + 1));
  return form;
}

describeOnEachDatabase('probes: a stranger’s body is small, whatever the method', (t) => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await t.buildApp(addPublicEchoRoutes);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.server.closeAllConnections());

  for (const method of methods) {
    it(`refuses a ${method} multipart over the public limit from its Content-Length (413)`, async () => {
      const response = await app.inject({
        method,
        url: '/api/test/public-echo',
        ...(await multipart(formJustOverTheLimit())),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/[ء-ي]/) });
    });

    it(`refuses a ${method} body over the public limit while it streams (no Content-Length)`, async () => {
      const { payload, headers } = await multipart(formJustOverTheLimit());
      const chunks = [payload.subarray(0, 1024), payload.subarray(1024)];
      const response = await fetch(`${base}/api/test/public-echo`, {
        method,
        headers,
        body: new ReadableStream({
          pull(controller) {
            const chunk = chunks.shift();
            if (chunk) controller.enqueue(chunk);
            else controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
    });
  }

  it('still takes a small form of every method', async () => {
    for (const method of ['POST', ...methods]) {
      const form = new FormData();
      form.append('name', 'سارة');
      const response = await app.inject({
        method,
        url: '/api/test/public-echo',
        ...(await multipart(form)),
      });
      expect(response.json(), method).toEqual({ keys: ['name'] });
    }
  });

  it('refuses an unknown path’s large PUT the same way, before reading it', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/nope',
      ...(await multipart(formJustOverTheLimit())),
    });
    expect(response.statusCode).toBe(413);
  });
});
