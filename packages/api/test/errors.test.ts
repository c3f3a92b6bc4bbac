import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { TooManyRequestsError, UnauthenticatedError } from '../src/http/errors.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';

const arabic = /[\u0600-\u06FF]/;

const settingsSchema = z.object({
  settings: z.array(z.object({ name: z.string().min(1, 'الاسم مطلوب'), value: z.string().min(1) })),
});

function addErrorRoutes(app: FastifyInstance) {
  // Declared as every route is (issue 15): the body's schema in the route's options.
  app.put('/api/test/settings', { schema: { body: settingsSchema } }, async (request) => ({
    success: true,
    data: request.body,
  }));
  app.get('/api/test/bad-sql', async () => {
    await sql`select secret_column from no_such_table_xyz`.execute(app.db);
    return { success: true };
  });
  app.get('/api/test/crash', async () => {
    throw new Error('internal detail: password=hunter2');
  });
  app.get('/api/test/unauthenticated', async () => {
    throw new UnauthenticatedError();
  });
  app.get('/api/test/throttled', async () => {
    throw new TooManyRequestsError(42);
  });
}

describeOnEachDatabase('error envelopes', (t) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await t.buildApp({ extend: addErrorRoutes });
  });

  it('answers a zod failure with 422 { message, errors }, dotted keys and Arabic messages', async () => {
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('settings[0][name]', '');
    form.append('settings[0][value]', 'x');
    form.append('settings[1][name]', 'currency');
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/settings',
      ...(await multipart(form)),
    });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body)).toEqual(['message', 'errors', 'code']);
    expect(body).toMatchObject({ code: 'validation_failed' });
    expect(body.errors['settings.0.name']).toEqual(['الاسم مطلوب']);
    expect(body.errors['settings.1.value']?.[0]).toMatch(arabic);
    expect(Object.keys(body.errors).sort()).toEqual(['settings.0.name', 'settings.1.value']);
    expect(body.message).toBe('الاسم مطلوب');
  });

  it('answers bad SQL with a 500 in Arabic, without the SQL, the table or a stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/bad-sql' });
    expect(response.statusCode).toBe(500);
    const body = response.json() as Record<string, unknown>;
    expect(body).toEqual({
      success: false,
      message: expect.stringMatching(arabic),
      code: 'server_error',
    });
    expect(response.body).not.toMatch(/no_such_table|secret_column|select|stack|at /i);
  });

  it('answers a thrown error with a 500 that hides its message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(arabic),
      code: 'server_error',
    });
  });

  it('answers an unknown /api path with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        success: false,
        message: expect.stringMatching(arabic),
        code: 'not_found',
      });
    }
  });

  it('answers 401 in Laravel shape and 429 with Retry-After', async () => {
    const unauthenticated = await app.inject({ method: 'GET', url: '/api/test/unauthenticated' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toEqual({
      message: 'Unauthenticated.',
      code: 'unauthenticated',
    });
    const throttled = await app.inject({ method: 'GET', url: '/api/test/throttled' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('42');
    expect(throttled.json()).toEqual({
      success: false,
      message: expect.stringMatching(arabic),
      code: 'throttled',
    });
  });

  it('answers malformed JSON with a 400 envelope, not a parser message', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/test/settings',
      payload: '{"settings": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(arabic),
      code: 'bad_request',
    });
  });

  it('sends pages the document headers, with a CSP that allows YouTube embeds', async () => {
    // Outside /api: a page, a file or its 404 (the test server has no built app to serve).
    const response = await app.inject({ method: 'GET', url: '/uploads/no-such-file.jpg' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(
      /frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/www\.youtube\.com/,
    );
    expect(csp).toMatch(/img-src [^;]*https:\/\/i\.ytimg\.com/);
  });

  it('sends API answers the short set OWASP lists for them: nothing loads in or frames one', async () => {
    for (const url of ['/api/health', '/api/nowhere']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['cache-control']).toBe('no-store');
      // The document-only ones do nothing on JSON: not sent.
      for (const name of ['referrer-policy', 'x-xss-protection', 'cross-origin-opener-policy'])
        expect(response.headers[name]).toBeUndefined();
    }
  });
});
