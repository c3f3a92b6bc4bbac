import {
  adminPaths,
  loginAnswerSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  twoFactorSignInMessages,
  twoFactorSignInRequestSchema,
} from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditSourceOf, recordAuditEvent } from '../../audit/record.js';
import { auditedChange } from '../../audit/transaction.js';
import { toAdminUser } from '../../auth/admins.js';
import { signIn, type SignInContext } from '../../auth/sign-in.js';
import { SignInWaitingRoom } from '../../auth/sign-in-waiting-room.js';
import { twoFactorKeyOf } from '../../auth/two-factor-secret.js';
import { completeTwoFactorSignIn } from '../../auth/two-factor-sign-in.js';
import { startLoginThrottlePruning } from '../../auth/throttle.js';
import { revokeToken } from '../../auth/tokens.js';
import { ok } from '../../http/respond.js';
import { requireAdmin } from '../../plugins/auth.js';

export const authRouteMessages = {
  signedIn: 'تم تسجيل الدخول بنجاح',
  signedOut: 'تم تسجيل الخروج',
} as const;

const tags = ['auth'];

/** Admin sign-in, the signed-in admin, and sign-out (specification §7, ARCHITECTURE.md §2). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const waitingRoom = new SignInWaitingRoom();
  const stopPruning = startLoginThrottlePruning(app.db, (error) =>
    app.log.error({ err: error }, 'deleting ended sign-in throttle windows failed'),
  );
  app.addHook('onClose', async () => stopPruning());

  const signInContextOf = (request: FastifyRequest): SignInContext => ({
    db: app.db,
    ip: request.ip,
    source: auditSourceOf(request),
    tokenTtlMinutes: app.config.tokenTtlMinutes,
    waitingRoom,
    twoFactorKey: () => twoFactorKeyOf(app.config),
  });

  // Answers carrying a token or an admin are never cached (this plugin's routes only).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** `POST /api/admin/auth/login` — multipart (or urlencoded, or JSON) `email`, `password`. */
  app.post(
    adminPaths.api.login,
    {
      config: { public: true },
      schema: {
        summary: 'Sign in with e-mail and password',
        description:
          'Answers a token and the admin, or, for an admin with two-factor on, a `challenge` for `POST /api/admin/auth/two-factor`. Repeated failures answer 429 (`throttled`, `Retry-After`).',
        tags,
        body: loginRequestSchema,
        response: { 200: loginAnswerSchema },
      },
    },
    async (request) => {
      const data = await signIn(signInContextOf(request), request.body);
      // Two-factor on: still a success, but the answer is a challenge for the second step.
      return 'two_factor' in data
        ? ok(data, twoFactorSignInMessages.codeRequested)
        : ok(data, authRouteMessages.signedIn);
    },
  );

  /**
   * `POST /api/admin/auth/two-factor` — `challenge` (from the login answer) and `code` (the app's
   * six digits or a recovery code); answers as sign-in does for an admin without two-factor.
   */
  app.post(
    adminPaths.api.loginTwoFactor,
    {
      config: { public: true },
      schema: {
        summary: 'Second sign-in step: the challenge and a code (app or recovery)',
        tags,
        body: twoFactorSignInRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const data = await completeTwoFactorSignIn(signInContextOf(request), request.body);
      return ok(data, authRouteMessages.signedIn);
    },
  );

  /** `GET /api/admin/auth/me` — the admin the token belongs to. */
  app.get(
    adminPaths.api.me,
    {
      schema: {
        summary: 'The signed-in admin',
        tags,
        response: { 200: meResponseSchema },
      },
    },
    async (request) => ok(toAdminUser(requireAdmin(request))),
  );

  /** `POST /api/admin/auth/logout` — revokes the token used for this request. */
  app.post(
    adminPaths.api.logout,
    {
      config: { permission: 'ownSession' },
      schema: {
        summary: "Sign out: revokes this request's token",
        tags,
        response: { 200: logoutResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await auditedChange(app.db, async (trx) => {
        await revokeToken(trx, admin.tokenId);
        await recordAuditEvent(trx, {
          ...auditSourceOf(request),
          action: 'auth.signed_out',
          entityType: 'admin',
          entityId: admin.id,
        });
      });
      return ok(null, authRouteMessages.signedOut);
    },
  );
};

export default authRoutes;
