import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminPaths } from '@laqta/contract';
import { defaultPublicBodyLimit } from '../src/plugins/laravel-forms.js';
import { capturedLog } from './support/captured-log.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';
import { adminAuthorization } from './support/marketplace-rows.js';

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
    app = await t.buildApp({ extend: addPublicEchoRoutes });
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
      expect(response.json()).toEqual({
        success: false,
        message: expect.stringMatching(/[ء-ي]/),
        code: 'payload_too_large',
      });
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

describeOnEachDatabase(
  'probes: malformed bodies are the client’s mistake, never a stack in the log',
  (t) => {
    let lines: string[];
    let app: FastifyInstance;
    let authorization: string;

    beforeAll(async () => {
      authorization = await adminAuthorization(t.db());
      // The suite's database, a second app that logs at debug level into `lines`.
      const log = capturedLog(t.config(), 'debug');
      lines = log.lines;
      app = await t.buildApp({ logger: log.logger });
    });

    const boundary = 'b'.repeat(30);
    const malformed: [
      what: string,
      url: string,
      contentType: string,
      body: string,
      status: number,
    ][] = [
      [
        'a truncated multipart body',
        adminPaths.api.login,
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b`,
        400,
      ],
      [
        'multipart without a boundary',
        adminPaths.api.login,
        'multipart/form-data',
        '--x\r\n\r\n',
        400,
      ],
      [
        'a 300-character boundary',
        adminPaths.api.login,
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
        `--${'b'.repeat(300)}\r\n`,
        400,
      ],
      [
        'a truncated upload to a route that takes files',
        adminPaths.api.services,
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG`,
        400,
      ],
      [
        'an upload without a boundary',
        adminPaths.api.services,
        'multipart/form-data',
        '--x\r\n\r\n',
        400,
      ],
      ['broken JSON', adminPaths.api.login, 'application/json', '{"email": ', 400],
      [
        'JSON reaching for the prototype',
        adminPaths.api.login,
        'application/json',
        '{"__proto__":{"a":1}}',
        400,
      ],
      // Percent-encoding is decoded leniently (as browsers and PHP do): a broken escape is kept as
      // text and the route's own rules answer.
      [
        'broken percent-encoding',
        adminPaths.api.login,
        'application/x-www-form-urlencoded',
        'email=%E0%A4%A&password=%',
        422,
      ],
      [
        'unbalanced brackets',
        adminPaths.api.login,
        'application/x-www-form-urlencoded',
        'email[=1&]password=2',
        422,
      ],
    ];
    for (const [what, url, contentType, body, status] of malformed) {
      it(`answers ${what} with ${status} in Arabic and logs no stack`, async () => {
        lines.length = 0;
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': contentType, authorization },
          payload: body,
        });
        expect(response.statusCode).toBe(status);
        expect(response.json()).toMatchObject({ message: expect.stringMatching(/[ء-ي]/) });
        const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(entries.some((entry) => entry.msg === 'request')).toBe(true);
        for (const entry of entries) {
          expect(entry.level, entry.msg as string).toBeLessThan(50);
          expect(JSON.stringify(entry)).not.toMatch(/"stack"|\n\s+at /);
        }
      });
    }
  },
);
