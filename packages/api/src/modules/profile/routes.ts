import {
  adminPaths,
  adminSessionsAnswerSchema,
  idParamsSchema,
  messageOnlyAnswerSchema,
  otherSessionsSignedOutAnswerSchema,
  passwordChangeSchema,
  profileAnswerSchema,
  profileMessages,
  profileFormSchema,
  teamMessages,
  tooManyPasswordAttemptsMessage,
  type OtherSessionsSignedOut,
} from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { auditSourceOf, recordAuditEvent } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { releaseLoginAttempt, reserveLoginAttempt } from '../../auth/throttle.js';
import {
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '../../http/errors.js';
import { foundRecord, ok } from '../../http/respond.js';
import type { UploadedFile } from '../../http/uploaded-file.js';
import { declaredFieldErrors, formFieldOf } from '../../http/form-problems.js';
import { requireAdmin } from '../../plugins/auth.js';
import { readTwoFactorRequired } from '../../auth/two-factor-policy.js';
import type { DB } from '../../db/schema.js';
import { checkAvatar } from './avatar.js';
import twoFactorRoutes from './two-factor-routes.js';
import {
  findProfile,
  liveSessions,
  passwordHashOf,
  revokeOtherSessions,
  revokeSession,
  setPasswordHash,
  toProfile,
  toSession,
  updateProfile,
  type ProfileRow,
} from './queries.js';

/** Every role manages their own record (contract roles.ts `ownProfile`). */
const ownProfile = { permission: 'ownProfile' } as const;
const tags = ['profile'];

/**
 * The profile form's fields and its avatar's bytes in one 422: the route declares its body with
 * `attachValidation`, so the fields' problems come to the handler (declaredFieldErrors) and are
 * answered together with the avatar's; the avatar is returned when it is a good image.
 */
async function checkedProfileForm(request: FastifyRequest): Promise<UploadedFile | undefined> {
  const errors = declaredFieldErrors(request);
  const avatar = await checkAvatar(formFieldOf(request, 'avatar'));
  if (avatar.kind === 'invalid') errors.avatar = [avatar.message];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return avatar.kind === 'file' ? avatar.file : undefined;
}

/** The signed-in admin's row (their token was verified against it a moment ago). */
async function signedInProfile(request: FastifyRequest, db: Kysely<DB>): Promise<ProfileRow> {
  return foundRecord(await findProfile(db, requireAdmin(request).id), teamMessages.notFound);
}

/**
 * The profile (issue 12): every admin reads and edits their own record (name, avatar), changes
 * their password, and sees and ends their own sessions. Every change is audited, secrets never.
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(twoFactorRoutes);

  app.get(
    adminPaths.api.profile,
    {
      config: ownProfile,
      schema: {
        summary: 'The signed-in admin’s profile, with two-factor’s state',
        tags,
        response: { 200: profileAnswerSchema },
      },
    },
    async (request) => {
      const [profile, required] = await Promise.all([
        signedInProfile(request, app.db),
        readTwoFactorRequired(app.db),
      ]);
      return ok(toProfile(profile, required));
    },
  );

  /** `PUT /api/admin/profile` (or POST `_method=PUT`), multipart: name, updated_at, avatar. */
  app.put(
    adminPaths.api.profile,
    {
      config: { uploads: true, ...ownProfile },
      // The fields' problems come with the avatar's in one 422 (checkedProfileForm).
      attachValidation: true,
      schema: {
        summary: 'Change one’s own name and avatar',
        description:
          'Sent as multipart `POST` with `_method=PUT`; `updated_at` as loaded (409 when stale).',
        tags,
        body: profileFormSchema,
        response: { 200: profileAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const avatar = await checkedProfileForm(request);
      const values = request.body;
      const saved = avatar ? await app.uploads.saveUpload(avatar, { field: 'avatar' }) : undefined;
      let change: { before: ProfileRow; after: ProfileRow };
      try {
        change = await auditedChange(app.db, async (trx) => {
          const before = await signedInProfile(request, trx);
          if (before.updated_at !== values.updated_at)
            throw new ConflictError(profileMessages.stale);
          const after = await updateProfile(trx, admin.id, {
            name: values.name,
            ...(saved ? { avatar_url: saved.url } : {}),
          });
          await recordRowChange(trx, {
            ...auditSourceOf(request),
            entityType: 'admin',
            actions: { created: 'admin.profile_updated', updated: 'admin.profile_updated' },
            before,
            after,
            fields: ['name', 'avatar_url'],
          });
          return { before, after };
        });
      } catch (error) {
        // No row points at the new file: do not leave it behind.
        if (saved) await app.uploads.removeUpload(saved.url);
        throw error;
      }
      const replaced = change.before.avatar_url;
      if (saved && replaced && replaced !== saved.url)
        await app.uploads.removeUpload(replaced).catch((error: unknown) => {
          request.log.warn({ err: error }, 'removing a replaced avatar failed');
        });
      return ok(
        toProfile(change.after, await readTwoFactorRequired(app.db)),
        profileMessages.updated,
      );
    },
  );

  /**
   * `PUT /api/admin/profile/password`: current_password, password, password_confirmation. Signs
   * out every other session of this admin; the one that asked stays signed in.
   */
  app.put(
    adminPaths.api.profilePassword,
    {
      config: ownProfile,
      schema: {
        summary: 'Change one’s own password; every other session is signed out',
        description: 'A wrong current password counts as a failed sign-in (429 `throttled`).',
        tags,
        body: passwordChangeSchema,
        response: { 200: messageOnlyAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const input = request.body;
      // A wrong current password counts as a failed sign-in of this account from this address, so a
      // token left on a shared machine cannot be used to guess the password faster than sign-in can.
      const attempt = { email: admin.email, ip: request.ip, knownAccount: true };
      const decision = await reserveLoginAttempt(app.db, attempt);
      if (!decision.allowed)
        throw new TooManyRequestsError(
          decision.retryAfterSeconds,
          tooManyPasswordAttemptsMessage(decision.retryAfterSeconds),
        );
      if (!(await verifyPassword(await passwordHashOf(app.db, admin.id), input.current_password)))
        throw new ValidationError({ current_password: [profileMessages.currentPasswordWrong] });
      await releaseLoginAttempt(app.db, attempt);
      const passwordHash = await hashPassword(input.password);
      await auditedChange(app.db, async (trx) => {
        await setPasswordHash(trx, admin.id, passwordHash);
        const signedOut = await revokeOtherSessions(trx, admin.id, admin.tokenId);
        // Nothing of the password: only that it changed and how many sessions ended.
        await recordAuditEvent(trx, {
          ...auditSourceOf(request),
          action: 'admin.password_changed',
          entityType: 'admin',
          entityId: admin.id,
          after: { signed_out_sessions: signedOut },
        });
      });
      return ok(null, profileMessages.passwordChanged);
    },
  );

  /** `GET /api/admin/profile/sessions`: this admin's live sessions, `current` for this one. */
  app.get(
    adminPaths.api.profileSessions,
    {
      config: ownProfile,
      schema: {
        summary: 'One’s own live sessions (`current` marks this one)',
        tags,
        response: { 200: adminSessionsAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const rows = await liveSessions(app.db, admin.id, {
        idleMinutes: app.config.tokenIdleMinutes,
      });
      return ok(rows.map((row) => toSession(row, admin.tokenId)));
    },
  );

  /**
   * `DELETE /api/admin/profile/sessions/{id}`: signs another session of theirs out (404 unless it
   * is theirs; 422 for the one asking, which signs out through logout).
   */
  app.delete(
    adminPaths.api.profileSession,
    {
      config: ownProfile,
      schema: {
        summary: 'Sign out one other session of one’s own',
        description: 'The session asking answers 422: it signs out through logout.',
        tags,
        params: idParamsSchema(profileMessages.sessionNotFound),
        response: { 200: messageOnlyAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const tokenId = request.params.id;
      if (tokenId === admin.tokenId)
        throw new ValidationError({ id: [profileMessages.currentSession] });
      await auditedChange(app.db, async (trx) => {
        if (!(await revokeSession(trx, admin.id, tokenId)))
          throw new NotFoundError(profileMessages.sessionNotFound);
        await recordAuditEvent(trx, {
          ...auditSourceOf(request),
          action: 'auth.session_signed_out',
          entityType: 'admin',
          entityId: admin.id,
          after: { session_id: tokenId },
        });
      });
      return ok(null, profileMessages.sessionSignedOut);
    },
  );

  /** `DELETE /api/admin/profile/sessions`: signs out every session but this one. */
  app.delete(
    adminPaths.api.profileSessions,
    {
      config: ownProfile,
      schema: {
        summary: 'Sign out every other session of one’s own',
        tags,
        response: { 200: otherSessionsSignedOutAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const signedOut = await auditedChange(app.db, async (trx) => {
        const count = await revokeOtherSessions(trx, admin.id, admin.tokenId);
        await recordAuditEvent(trx, {
          ...auditSourceOf(request),
          action: 'auth.other_sessions_signed_out',
          entityType: 'admin',
          entityId: admin.id,
          after: { signed_out_sessions: count },
        });
        return count;
      });
      const answer: OtherSessionsSignedOut = { signed_out: signedOut };
      return ok(answer, profileMessages.otherSessionsSignedOut);
    },
  );
};

export default profileRoutes;
