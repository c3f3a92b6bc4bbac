import { ADMIN_API_ROOT } from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dummyPasswordHash } from '../auth/password.js';
import { bearerTokenOf, verifyToken, type AdminIdentity } from '../auth/tokens.js';
import { UnauthenticatedError } from '../http/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin whose valid token came with the request; null without one. */
    admin: AdminIdentity | null;
  }
  interface FastifyContextConfig {
    /** An /api/admin route anyone may call (sign-in, public settings by name). */
    public?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered after the auth plugin, as the server knows it (the auth test walks it). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
}

/**
 * Everything under the contract's ADMIN_API_ROOT needs a valid token, unless its route says
 * `config: { public: true }`.
 */
export function isAdminApiPath(path: string | undefined): boolean {
  if (path === undefined) return false;
  const lower = path.toLowerCase();
  return lower === ADMIN_API_ROOT || lower.startsWith(`${ADMIN_API_ROOT}/`);
}

function decodedPathOf(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The guard as a function: the signed-in admin, or a 401 (handlers of protected routes use it). */
export function requireAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new UnauthenticatedError();
  return request.admin;
}

/**
 * The token guard (ARCHITECTURE.md §2): reads `Authorization: Bearer <token>` on /api/admin requests and
 * sets `request.admin`; a protected route without a valid, unexpired, unrevoked token answers 401
 * `{ message: 'Unauthenticated.' }` before its body is parsed or its handler runs. Protection is by
 * path, so a route added later is guarded without anyone remembering to; only an explicit
 * `config: { public: true }` opens one.
 */
export default fp(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, public: route.config?.public === true });
      }
    });

    app.decorateRequest('admin', null);
    app.addHook('onRequest', async (request) => {
      request.admin = null;
      // The route's pattern and the decoded path: `/api/%61dmin/…` must not slip past.
      const guarded =
        isAdminApiPath(request.routeOptions.url) || isAdminApiPath(decodedPathOf(request.url));
      if (!guarded) return;
      const token = bearerTokenOf(request.headers.authorization);
      if (token)
        request.admin = await verifyToken(app.db, token, {
          idleMinutes: app.config.tokenIdleMinutes,
        });
      if (!request.admin && request.routeOptions.config.public !== true)
        throw new UnauthenticatedError();
    });

    // Made now, so the first sign-in with an unknown email is not slower than the others.
    await dummyPasswordHash();
  },
  { name: 'laqta-auth', fastify: '5.x' },
);
