import {
  adminPaths,
  messageOnlyAnswerSchema,
  recoveryCodesAnswerSchema,
  teamMessages,
  tooManyPasswordAttemptsMessage,
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnrolmentAnswerSchema,
  twoFactorMessages,
  type AuditAction,
  type RecoveryCodes,
  type TwoFactorEnrolment,
} from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { auditSourceOf, recordAuditEvent } from '../../audit/record.js';
import { auditedChange } from '../../audit/transaction.js';
import { verifyPassword } from '../../auth/password.js';
import { releaseLoginAttempt, reserveLoginAttempt } from '../../auth/throttle.js';
import {
  newTotpSecret,
  replaceRecoveryCodes,
  totpCodeMatches,
  totpProvisioning,
} from '../../auth/two-factor.js';
import {
  openTwoFactorSecret,
  sealTwoFactorSecret,
  twoFactorKeyOf,
} from '../../auth/two-factor-secret.js';
import type { DB } from '../../db/schema.js';
import { TooManyRequestsError, ValidationError } from '../../http/errors.js';
import { foundRecord, ok } from '../../http/respond.js';
import type { AdminIdentity } from '../../auth/tokens.js';
import { requireAdmin } from '../../plugins/auth.js';
import { nowIso } from '../../time.js';

const ownProfile = { permission: 'ownProfile' } as const;
const tags = ['profile'];

async function twoFactorStateOf(db: Kysely<DB>, adminId: number) {
  return foundRecord(
    await db
      .selectFrom('admins')
      .select(['password_hash', 'two_factor_secret', 'two_factor_pending_secret'])
      .where('id', '=', adminId)
      .executeTakeFirst(),
    teamMessages.notFound,
  );
}

/**
 * A proof (a code, a password) counts as a sign-in attempt of this account from this address, so a
 * token left on a shared machine cannot guess codes faster than the sign-in form (429 past five a
 * minute); a right proof gives the attempt back.
 */
async function throttledProof(
  db: Kysely<DB>,
  request: FastifyRequest,
  admin: AdminIdentity,
  check: () => Promise<boolean>,
  wrong: Record<string, string[]>,
): Promise<void> {
  const attempt = { email: admin.email, ip: request.ip, knownAccount: true };
  const decision = await reserveLoginAttempt(db, attempt);
  if (!decision.allowed)
    throw new TooManyRequestsError(
      decision.retryAfterSeconds,
      tooManyPasswordAttemptsMessage(decision.retryAfterSeconds),
    );
  if (!(await check())) throw new ValidationError(wrong);
  await releaseLoginAttempt(db, attempt);
}

/** The audit event of a two-factor change: what happened, never a secret or a code. */
function recordTwoFactorEvent(
  trx: Transaction<DB>,
  request: FastifyRequest,
  adminId: number,
  action: AuditAction,
) {
  return recordAuditEvent(trx, {
    ...auditSourceOf(request),
    action,
    entityType: 'admin',
    entityId: adminId,
  });
}

/**
 * Two-factor sign-in of the signed-in admin (issue 12): start enrolment (a pending secret, its URI
 * and QR code), confirm it with a code (two-factor on; ten recovery codes answered once), disable
 * it (the current password or a code), and replace the recovery codes (a code).
 */
const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Secrets are stored sealed (auth/two-factor-secret.ts).
  const opened = (stored: string) => openTwoFactorSecret(twoFactorKeyOf(app.config), stored);

  /** `POST /api/admin/profile/two-factor`: a new pending secret (a repeat replaces it). */
  app.post(
    adminPaths.api.profileTwoFactor,
    {
      config: ownProfile,
      schema: {
        summary: 'Start two-factor enrolment: a pending secret, its URI and QR code',
        tags,
        response: { 200: twoFactorEnrolmentAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const state = await twoFactorStateOf(app.db, admin.id);
      if (state.two_factor_secret !== null)
        throw new ValidationError({ code: [twoFactorMessages.alreadyEnabled] });
      const secret = newTotpSecret();
      await auditedChange(app.db, async (trx) => {
        await trx
          .updateTable('admins')
          .set({
            two_factor_pending_secret: sealTwoFactorSecret(twoFactorKeyOf(app.config), secret),
          })
          .where('id', '=', admin.id)
          .execute();
        await recordTwoFactorEvent(trx, request, admin.id, 'admin.two_factor_enrolment_started');
      });
      const { otpauthUri, qrCode } = await totpProvisioning(secret, admin.email);
      const answer: TwoFactorEnrolment = { secret, otpauth_uri: otpauthUri, qr_code: qrCode };
      return ok(answer, twoFactorMessages.enrolmentStarted);
    },
  );

  /** `POST /api/admin/profile/two-factor/confirm`: `code` from the app turns two-factor on. */
  app.post(
    adminPaths.api.profileTwoFactorConfirm,
    {
      config: ownProfile,
      schema: {
        summary: 'Confirm enrolment with a code: two-factor on, ten recovery codes answered once',
        tags,
        body: twoFactorCodeRequestSchema,
        response: { 200: recoveryCodesAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { code } = request.body;
      const state = await twoFactorStateOf(app.db, admin.id);
      if (state.two_factor_secret !== null)
        throw new ValidationError({ code: [twoFactorMessages.alreadyEnabled] });
      const pending = state.two_factor_pending_secret;
      if (pending === null)
        throw new ValidationError({ code: [twoFactorMessages.noPendingEnrolment] });
      const pendingSecret = opened(pending);
      await throttledProof(app.db, request, admin, () => totpCodeMatches(pendingSecret, code), {
        code: [twoFactorMessages.codeWrong],
      });
      const recoveryCodes = await auditedChange(app.db, async (trx) => {
        await trx
          .updateTable('admins')
          .set({
            two_factor_secret: pending, // sealed as it was kept
            two_factor_pending_secret: null,
            two_factor_enabled_at: nowIso(),
            two_factor_last_step: null,
          })
          .where('id', '=', admin.id)
          .execute();
        await recordTwoFactorEvent(trx, request, admin.id, 'admin.two_factor_enabled');
        return replaceRecoveryCodes(trx, admin.id);
      });
      const answer: RecoveryCodes = { recovery_codes: recoveryCodes };
      return ok(answer, twoFactorMessages.enabled);
    },
  );

  /** `POST /api/admin/profile/two-factor/disable`: `password` (current) or `code` from the app. */
  app.post(
    adminPaths.api.profileTwoFactorDisable,
    {
      config: ownProfile,
      schema: {
        summary: 'Turn two-factor off with the current password or a code',
        tags,
        body: twoFactorDisableRequestSchema,
        response: { 200: messageOnlyAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const proof = request.body;
      const state = await twoFactorStateOf(app.db, admin.id);
      const secret = state.two_factor_secret;
      if (secret === null) throw new ValidationError({ code: [twoFactorMessages.notEnabled] });
      // The password needs no key: two-factor can be turned off even when the key is lost.
      const plainSecret = proof.password ? null : opened(secret);
      await throttledProof(
        app.db,
        request,
        admin,
        async () =>
          plainSecret === null
            ? verifyPassword(state.password_hash, proof.password ?? '')
            : totpCodeMatches(plainSecret, (proof.code ?? '').trim()),
        proof.password
          ? { password: [twoFactorMessages.passwordWrong] }
          : { code: [twoFactorMessages.codeWrong] },
      );
      await auditedChange(app.db, async (trx) => {
        await trx
          .updateTable('admins')
          .set({
            two_factor_secret: null,
            two_factor_pending_secret: null,
            two_factor_enabled_at: null,
          })
          .where('id', '=', admin.id)
          .execute();
        await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', admin.id).execute();
        await recordTwoFactorEvent(trx, request, admin.id, 'admin.two_factor_disabled');
      });
      return ok(null, twoFactorMessages.disabled);
    },
  );

  /** `POST /api/admin/profile/two-factor/recovery-codes`: `code`; the old codes stop working. */
  app.post(
    adminPaths.api.profileTwoFactorRecoveryCodes,
    {
      config: ownProfile,
      schema: {
        summary: 'Replace the recovery codes (a code from the app); the old ones stop working',
        tags,
        body: twoFactorCodeRequestSchema,
        response: { 200: recoveryCodesAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { code } = request.body;
      const secret = (await twoFactorStateOf(app.db, admin.id)).two_factor_secret;
      if (secret === null) throw new ValidationError({ code: [twoFactorMessages.notEnabled] });
      const plainSecret = opened(secret);
      await throttledProof(app.db, request, admin, () => totpCodeMatches(plainSecret, code), {
        code: [twoFactorMessages.codeWrong],
      });
      const recoveryCodes = await auditedChange(app.db, async (trx) => {
        await recordTwoFactorEvent(trx, request, admin.id, 'admin.recovery_codes_regenerated');
        return replaceRecoveryCodes(trx, admin.id);
      });
      const answer: RecoveryCodes = { recovery_codes: recoveryCodes };
      return ok(answer, twoFactorMessages.recoveryCodesRegenerated);
    },
  );
};

export default twoFactorRoutes;
