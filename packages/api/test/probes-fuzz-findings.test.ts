import { expect, it } from 'vitest';
import { messages } from '../src/http/errors.js';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';

/**
 * What the route fuzz pass (fuzz-routes.test.ts) found, each pinned by the smallest input that
 * showed it, so it stays fixed even if the fuzz's seed or generators change.
 */
describeOnEachDatabase(
  'fuzz findings',
  (t) => {
    // Fastify's router answered these itself, before any hook or error handler: in English, with
    // its own error code (`{"error":"Bad Request","code":"FST_ERR_BAD_URL",…}`).
    it.each([
      ['a lone % in a page path', '/%'],
      ['an over-long UTF-8 sequence in an id', '/api/admin/orders/%C0%AE'],
      ['a bad escape under /uploads', '/uploads/%zz'],
    ])('answers a URL the router cannot read (%s) in the Arabic envelope', async (_name, url) => {
      const response = await t.app().inject({
        method: 'GET',
        url,
        headers: { authorization: await signInHeader(t.app()) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.json()).toEqual({
        success: false,
        message: messages.badRequest,
        code: 'bad_request',
      });
    });

    // A path parameter over the router's length limit (100) on a method with no page fallback:
    // Fastify's own 414 `{"code":"FST_ERR_MAX_PARAM_LENGTH",…}` before; now the envelope.
    it('answers an id longer than the router takes (414) in the Arabic envelope', async () => {
      const response = await t.app().inject({
        method: 'PATCH',
        url: `/api/admin/suggestions/${'9'.repeat(400)}`,
        headers: { authorization: await signInHeader(t.app()) },
        payload: { status: 'read' },
      });
      expect(response.statusCode).toBe(414);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({
        success: false,
        message: messages.badRequest,
        code: 'bad_request',
      });
    });
  },
  withTestAdmin,
);
