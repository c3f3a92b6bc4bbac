import {
  ADMIN_API_ROOT,
  forbiddenForRoleMessage,
  roleMay,
  twoFactorPolicyMessages,
  type AdminRole,
  type Permission,
} from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dummyPasswordHash } from '../auth/password.js';
import { bearerTokenOf, verifyToken, type AdminIdentity } from '../auth/tokens.js';
import { reachableBeforeEnrolment } from '../auth/two-factor-policy.js';
import { ForbiddenError, UnauthenticatedError } from '../http/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin whose valid token came with the request; null without one. */
    admin: AdminIdentity | null;
  }
  interface FastifyContextConfig {
    /** An /api/admin route anyone may call (sign-in, public settings by name). */
    public?: boolean;
    /**
     * Who may call this route (contract `permissionRoles`). A write (POST, PUT, PATCH, DELETE)
     * without one is the owner's alone; a read without one is open to every role.
     */
    permission?: Permission;
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
  permission: Permission | null;
  /** Whether its answers are kept (plugins/kept-answers.ts). */
  kept: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether `role` may call a route of `method` that declares `permission` (see FastifyContextConfig). */
export function roleMayCall(
  role: AdminRole,
  method: string | readonly string[],
  permission: Permission | undefined,
): boolean {
  if (permission !== undefined) return roleMay(role, permission);
  const writes = [method].flat().some((one) => WRITE_METHODS.has(one.toUpperCase()));
  return !writes || role === 'owner';
}

/** A check inside a handler, for what depends on the input (say, which settings a batch holds). */
export function requirePermission(request: FastifyRequest, permission: Permission): void {
  if (!roleMay(requireAdmin(request).role, permission))
    throw new ForbiddenError(forbiddenForRoleMessage);
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
  if (!path.includes('%')) return path;
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
 * The token guard and the role check (ARCHITECTURE.md §2, §8): reads `Authorization: Bearer <token>` on /api/admin requests and
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
        routes.push({
          method,
          url: route.url,
          public: route.config?.public === true,
          permission: route.config?.permission ?? null,
          kept: route.config?.kept !== undefined,
        });
      }
    });

    /** The guard of one /api/admin request that came with a token. */
    const guard = async (request: FastifyRequest, token: string) => {
      request.admin = await verifyToken(app.db, token, {
        idleMinutes: app.config.tokenIdleMinutes,
      });
      if (!request.admin && request.routeOptions.config.public !== true)
        throw new UnauthenticatedError();
      // Roles (ARCHITECTURE.md §8): after the token, before the body is read or the handler runs.
      // Not for a public route (sign-in with a leftover token), nor when no route matched
      // (routeOptions.url undefined): a 404, or a POST that laravel-forms hands to its `_method`
      // route, whose own onRequest checks it.
      const { method, url, config } = request.routeOptions;
      if (
        request.admin &&
        url !== undefined &&
        config.public !== true &&
        !roleMayCall(request.admin.role, method, config.permission)
      )
        throw new ForbiddenError(forbiddenForRoleMessage);
      // Two-factor required of everyone (issue 12): until this admin enrols, only the way there.
      // The policy came with the token's row (auth/tokens.ts), so this costs no query.
      if (
        request.admin &&
        url !== undefined &&
        config.public !== true &&
        !request.admin.twoFactorEnabled &&
        request.admin.twoFactorRequired &&
        !reachableBeforeEnrolment(url, config.permission)
      )
        throw new ForbiddenError(twoFactorPolicyMessages.enrolmentRequired, 'two_factor_required');
    };

    app.decorateRequest('admin', null);
    // Synchronous unless a token must be verified: visitors' pages and reads (public routes
    // under /api/admin too) pay for no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      request.admin = null;
      // The route's pattern and the decoded path: `/api/%61dmin/…` must not slip past.
      const guarded =
        isAdminApiPath(request.routeOptions.url) || isAdminApiPath(decodedPathOf(request.url));
      if (!guarded) return done();
      const token = bearerTokenOf(request.headers.authorization);
      // Without a token there is no admin: a public route runs, any other is a 401.
      if (token === null)
        return done(
          request.routeOptions.config.public === true ? undefined : new UnauthenticatedError(),
        );
      guard(request, token).then(() => done(), done);
    });

    // Made now, so the first sign-in with an unknown email is not slower than the others.
    await dummyPasswordHash();
  },
  { name: 'laqta-auth', fastify: '5.x' },
);
