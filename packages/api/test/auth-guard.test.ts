import { serviceMessages, UNAUTHENTICATED_MESSAGE } from '@laqta/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { issueToken, revokeToken } from '../src/auth/tokens.js';
import { isAdminApiPath, type RegisteredRoute } from '../src/plugins/auth.js';
import { adminIdOf, expiredToken, signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { urlencoded } from './support/forms.js';

/**
 * The /api/admin routes that anyone may call, on purpose: sign-in, and a setting read by name (the
 * privacy and terms pages; a private setting still needs a token, see settings.test.ts).
 * A route that turns public by mistake makes this list — and the test — disagree.
 */
const PUBLIC_ADMIN_ROUTES = [
  'POST /api/admin/auth/login',
  'POST /api/admin/auth/two-factor',
  'GET /api/admin/settings/name/:name',
  'HEAD /api/admin/settings/name/:name',
];

/** The admin routes as the server itself registered them (its onRoute hook), not as anyone listed them. */
function adminRoutesOf(app: FastifyInstance): RegisteredRoute[] {
  return app.registeredRoutes.filter((route) => isAdminApiPath(route.url));
}

/**
 * A concrete request for a route pattern: `:id` → `999999` (no record, so a write let through
 * changes nothing: a team password reset on admin 1 would lock the test admin out), `*` → `x`.
 */
function requestFor(route: RegisteredRoute, authorization?: string): InjectOptions {
  const url = route.url.replace(/:[A-Za-z0-9_]+/g, '999999').replace(/\*/g, 'x');
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers: authorization === undefined ? {} : { authorization },
  };
}

/** Each protected route's answer to one credential; returns the routes that did not refuse it. */
async function routesLettingIn(
  app: FastifyInstance,
  authorization: string | undefined,
): Promise<string[]> {
  const leaks: string[] = [];
  for (const route of adminRoutesOf(app).filter((r) => !r.public)) {
    const response = await app.inject(requestFor(route, authorization));
    const refused =
      response.statusCode === 401 &&
      (route.method === 'HEAD' || response.json().message === UNAUTHENTICATED_MESSAGE);
    if (!refused) leaks.push(`${route.method} ${route.url} → ${response.statusCode}`);
  }
  return leaks;
}

describeOnEachDatabase(
  'admin route guard',
  (t) => {
    it('finds the admin routes from the server itself', () => {
      const routes = adminRoutesOf(t.app()).map((route) => `${route.method} ${route.url}`);
      expect(routes).toEqual(
        expect.arrayContaining(['GET /api/admin/auth/me', 'POST /api/admin/auth/logout']),
      );
      expect(routes.length).toBeGreaterThan(PUBLIC_ADMIN_ROUTES.length + 2);
    });

    it('opens only sign-in and the public settings by name', () => {
      const open = adminRoutesOf(t.app())
        .filter((route) => route.public)
        .map((route) => `${route.method} ${route.url}`);
      expect(open.sort()).toEqual([...PUBLIC_ADMIN_ROUTES].sort());
    });

    describe('every protected route answers 401 { message: "Unauthenticated." }', () => {
      it('without a token', async () => {
        expect(await routesLettingIn(t.app(), undefined)).toEqual([]);
      });

      it.each([
        ['an empty Bearer', 'Bearer '],
        ['a short token', 'Bearer abc'],
        ['a well-shaped token nobody issued', `Bearer ${'A'.repeat(43)}`],
        ['another scheme', 'Basic YWRtaW46YWRtaW4='],
        ['a token without its scheme', 'Nn4UTPp0m4V2rD2wM1c2Qp3mJzYk1xk0Rz7b9XWq0aE'],
      ])('with a malformed token (%s)', async (_name, authorization) => {
        expect(await routesLettingIn(t.app(), authorization)).toEqual([]);
      });

      it('with an expired token', async () => {
        expect(await routesLettingIn(t.app(), `Bearer ${await expiredToken(t.db())}`)).toEqual([]);
      });

      it('with a revoked token', async () => {
        const issued = await issueToken(t.db(), await adminIdOf(t.db()), { ttlMinutes: 60 });
        await revokeToken(t.db(), issued.id);
        expect(await routesLettingIn(t.app(), `Bearer ${issued.plainText}`)).toEqual([]);
      });

      it('with a token revoked through logout', async () => {
        const authorization = await signInHeader(t.app());
        const logout = await t
          .app()
          .inject({ method: 'POST', url: '/api/admin/auth/logout', headers: { authorization } });
        expect(logout.statusCode).toBe(200);
        expect(await routesLettingIn(t.app(), authorization)).toEqual([]);
      });
    });

    it('lets a valid token through every protected route', async () => {
      const refused: string[] = [];
      for (const route of adminRoutesOf(t.app()).filter((r) => !r.public)) {
        // A fresh token each time: the logout route revokes the one it is called with.
        const issued = await issueToken(t.db(), await adminIdOf(t.db()), { ttlMinutes: 60 });
        const response = await t.app().inject(requestFor(route, `Bearer ${issued.plainText}`));
        if (response.statusCode === 401) refused.push(`${route.method} ${route.url}`);
      }
      expect(refused).toEqual([]);
    });

    it('refuses a form without a token before reading its body (401, never 413)', async () => {
      // Over the 1 MB form limit, and spoofed to PUT: read first, it would answer 413.
      const big = urlencoded({ _method: 'PUT', name: 'x'.repeat(1024 * 1024 + 10) });
      for (const url of ['/api/admin/services/1', '/api/admin/settings/1']) {
        const response = await t.app().inject({ method: 'POST', url, ...big });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
        expect(response.json()).toEqual({
          message: UNAUTHENTICATED_MESSAGE,
          code: 'unauthenticated',
        });
        // Refused early, still with the security headers of every answer.
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('still routes a signed-in form spoofed to PUT to the PUT route', async () => {
      const form = urlencoded({ _method: 'PUT', name: 'تصوير' });
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/admin/services/999999',
        payload: form.payload,
        headers: { ...form.headers, authorization: await signInHeader(t.app()) },
      });
      // The PUT route ran (its schema refused the form, or the service is unknown), not the POST
      // route (none at this path: 404 `not_found` without a field map) nor the token guard (401).
      expect([404, 422]).toContain(response.statusCode);
      if (response.statusCode === 404)
        expect(response.json().message).toBe(serviceMessages.notFound);
      expect(response.json().message).not.toBe(UNAUTHENTICATED_MESSAGE);
    });

    it('guards unknown and disguised admin paths too', async () => {
      for (const url of [
        '/api/admin/no-such-screen',
        '/api/admin',
        '/API/ADMIN/auth/me',
        '/api/%61dmin/auth/me',
      ]) {
        const response = await t.app().inject({ method: 'GET', url });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      }
      const authorization = await signInHeader(t.app());
      const unknown = await t
        .app()
        .inject({ method: 'GET', url: '/api/admin/no-such-screen', headers: { authorization } });
      expect(unknown.statusCode).toBe(404);
    });
  },
  withTestAdmin,
);
