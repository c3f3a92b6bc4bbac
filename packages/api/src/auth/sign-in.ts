import {
  authMessages,
  teamMessages,
  tooManyLoginAttemptsMessage,
  TOKEN_TYPE,
  TWO_FACTOR_CHALLENGE_TTL_SECONDS,
  type LoginChallenge,
  type LoginRequest,
  type LoginResponse,
} from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { FieldValues } from '../audit/changes.js';
import { recordAuditEvent, type AuditSource } from '../audit/record.js';
import { auditedChange } from '../audit/transaction.js';
import type { DB } from '../db/schema.js';
import type { AdminRow } from '../db/tables/auth.js';
import { TooManyRequestsError, ValidationError } from '../http/errors.js';
import { findAdminByEmail, normalizeEmail, toAdminUser } from './admins.js';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password.js';
import { issueSignInChallenge } from './sign-in-challenge.js';
import type { SignInWaitingRoom } from './sign-in-waiting-room.js';
import { releaseLoginAttempt, reserveLoginAttempt } from './throttle.js';
import { issueToken, pruneExpiredTokens } from './tokens.js';

export interface SignInContext {
  db: Kysely<DB>;
  ip: string;
  /** The request's address and user agent, for the audit trail (adminId is filled in here). */
  source: AuditSource;
  tokenTtlMinutes: number;
  /** Where attempts at an account under attack wait their delay (one per server). */
  waitingRoom: SignInWaitingRoom;
  /** Opens the two-factor secrets, which are stored sealed (auth/two-factor-secret.ts). */
  twoFactorKey: () => Buffer;
}

export function tooManyAttempts(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError(
    retryAfterSeconds,
    tooManyLoginAttemptsMessage(retryAfterSeconds),
  );
}

/**
 * Checks an email and password and issues a token, or, for an admin with two-factor on, a
 * challenge that `completeTwoFactorSignIn` (two-factor-sign-in.ts) turns into one with a code.
 * A wrong email and a wrong password give the same 422 after the same work (an unknown email is checked against a dummy hash); repeated failures
 * from one address answer 429 with Retry-After; many failures at one account from anywhere slow
 * every attempt at it (right password included, so the delay tells nothing) but refuse none.
 */
export async function signIn(
  { db, ip, source, tokenTtlMinutes, waitingRoom }: SignInContext,
  { email, password }: LoginRequest,
): Promise<LoginResponse['data'] | LoginChallenge> {
  const admin = await findAdminByEmail(db, email);
  const attempt = { email, ip, knownAccount: admin !== undefined };
  const decision = await reserveLoginAttempt(db, attempt);
  if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
  if (!(await waitingRoom.wait(decision.delayMs)))
    throw tooManyAttempts(Math.ceil(decision.delayMs / 1000));

  const matches = await verifyPassword(
    admin?.password_hash ?? (await dummyPasswordHash()),
    password,
  );
  // The e-mail as typed (never the password): an unknown one is how probing shows up.
  const recordFailure = (after: Record<string, unknown>) =>
    auditedChange(db, (trx) =>
      recordAuditEvent(trx, {
        ...source,
        adminId: admin?.id ?? null,
        action: 'auth.sign_in_failed',
        entityType: 'admin',
        entityId: admin?.id ?? null,
        after: { email: normalizeEmail(email), ...after },
      }),
    );
  if (!admin || !matches) {
    await recordFailure({});
    throw new ValidationError(
      { email: [authMessages.invalidCredentials] },
      authMessages.invalidCredentials,
    );
  }

  await releaseLoginAttempt(db, attempt);
  // Said only once the password was right, so a guesser learns nothing about the account.
  // `refused`, not `validation_failed`: the credentials are right, an owner stopped the account.
  if (admin.deactivated_at !== null) {
    await recordFailure({ deactivated: true });
    throw new ValidationError(
      { email: [teamMessages.deactivatedSignIn] },
      teamMessages.deactivatedSignIn,
      'refused',
    );
  }
  if (needsRehash(admin.password_hash)) {
    await db
      .updateTable('admins')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', admin.id)
      .execute();
  }
  if (admin.two_factor_secret !== null) {
    const challenge = await issueSignInChallenge(db, admin.id);
    return {
      two_factor: { required: true, challenge, expires_in: TWO_FACTOR_CHALLENGE_TTL_SECONDS },
    };
  }
  return signedIn({ db, source, tokenTtlMinutes }, admin);
}

/** Issues the token of a completed sign-in, audited in its transaction (`after`: how, if asked). */
export async function signedIn(
  { db, source, tokenTtlMinutes }: Pick<SignInContext, 'db' | 'source' | 'tokenTtlMinutes'>,
  admin: AdminRow,
  after?: FieldValues,
): Promise<LoginResponse['data']> {
  await pruneExpiredTokens(db, admin.id);
  const token = await auditedChange(db, async (trx) => {
    const issued = await issueToken(trx, admin.id, {
      ttlMinutes: tokenTtlMinutes,
      client: source,
    });
    await recordAuditEvent(trx, {
      ...source,
      adminId: admin.id,
      action: 'auth.signed_in',
      entityType: 'admin',
      entityId: admin.id,
      ...(after ? { after } : {}),
    });
    return issued;
  });
  return { token: { access_token: token.plainText, type: TOKEN_TYPE }, user: toAdminUser(admin) };
}
