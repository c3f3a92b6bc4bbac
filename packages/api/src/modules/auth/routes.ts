import {
  adminPaths,
  loginRequestSchema,
  twoFactorSignInMessages,
  twoFactorSignInRequestSchema,
} from '@laqta/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { auditSourceOf, recordAuditEvent } from '../../audit/record.js';
import { auditedChange } from '../../audit/transaction.js';
import { toAdminUser } from '../../auth/admins.js';
import { signIn, type SignInContext } from '../../auth/sign-in.js';
import { SignInWaitingRoom } from '../../auth/sign-in-waiting-room.js';
import { completeTwoFactorSignIn } from '../../auth/two-factor-sign-in.js';
import { startLoginThrottlePruning } from '../../auth/throttle.js';
import { revokeToken } from '../../auth/tokens.js';
import { ok } from '../../http/respond.js';
import { parseInput } from '../../http/validate.js';
import { requireAdmin } from '../../plugins/auth.js';

export const authRouteMessages = {
  signedIn: 'تم تسجيل الدخول بنجاح',
  signedOut: 'تم تسجيل الخروج',
} as const;

/** Admin sign-in, the signed-in admin, and sign-out (specification §7, ARCHITECTURE.md §2). */
const authRoutes: FastifyPluginAsync = async (app) => {
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
  });

  // Answers carrying a token or an admin are never cached (this plugin's routes only).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** `POST /api/admin/auth/login` — multipart (or urlencoded, or JSON) `email`, `password`. */
  app.post(adminPaths.api.login, { config: { public: true } }, async (request) => {
    const credentials = parseInput(loginRequestSchema, request.body ?? {});
    const data = await signIn(signInContextOf(request), credentials);
    // Two-factor on: still a success, but the answer is a challenge for the second step.
    return 'two_factor' in data
      ? ok(data, twoFactorSignInMessages.codeRequested)
      : ok(data, authRouteMessages.signedIn);
  });

  /**
   * `POST /api/admin/auth/two-factor` — `challenge` (from the login answer) and `code` (the app's
   * six digits or a recovery code); answers as sign-in does for an admin without two-factor.
   */
  app.post(adminPaths.api.loginTwoFactor, { config: { public: true } }, async (request) => {
    const input = parseInput(twoFactorSignInRequestSchema, request.body ?? {});
    const data = await completeTwoFactorSignIn(signInContextOf(request), input);
    return ok(data, authRouteMessages.signedIn);
  });

  /** `GET /api/admin/auth/me` — the admin the token belongs to. */
  app.get(adminPaths.api.me, async (request) => ok(toAdminUser(requireAdmin(request))));

  /** `POST /api/admin/auth/logout` — revokes the token used for this request. */
  app.post(adminPaths.api.logout, { config: { permission: 'ownSession' } }, async (request) => {
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
  });
};

export default authRoutes;
