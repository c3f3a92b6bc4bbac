import {
  teamMessages,
  twoFactorSignInMessages,
  type LoginResponse,
  type TwoFactorSignInRequest,
} from '@laqta/contract';
import { recordAuditEvent } from '../audit/record.js';
import { auditedChange } from '../audit/transaction.js';
import { ValidationError } from '../http/errors.js';
import { normalizeEmail } from './admins.js';
import { signedIn, tooManyAttempts, type SignInContext } from './sign-in.js';
import { findSignInChallenge, spendSignInChallenge } from './sign-in-challenge.js';
import { releaseLoginAttempt, reserveLoginAttempt } from './throttle.js';
import { claimSignInCode, consumeRecoveryCode } from './two-factor.js';
import { openTwoFactorSecret } from './two-factor-secret.js';

const challengeExpired = () =>
  new ValidationError(
    { challenge: [twoFactorSignInMessages.challengeExpired] },
    twoFactorSignInMessages.challengeExpired,
  );

/**
 * Sign-in's second step: the password step's challenge and a code from the authenticator app
 * (six digits) or a recovery code (which then never works again). Codes count against the same
 * throttle counters as passwords (sign-in.ts); a wrong one is a failed sign-in in the audit trail.
 * The challenge is spent by the sign-in it completes, and survives a mistyped code.
 */
export async function completeTwoFactorSignIn(
  { db, ip, source, tokenTtlMinutes, waitingRoom, twoFactorKey }: SignInContext,
  { challenge, code }: TwoFactorSignInRequest,
): Promise<LoginResponse['data']> {
  const pending = await findSignInChallenge(db, challenge);
  if (!pending) throw challengeExpired();
  const admin = await db
    .selectFrom('admins')
    .selectAll()
    .where('id', '=', pending.admin_id)
    .executeTakeFirst();
  const sealed = admin?.two_factor_secret ?? null;
  if (!admin || sealed === null) throw challengeExpired();
  const method = /^\d{6}$/.test(code.replace(/\s+/g, '')) ? 'totp' : 'recovery_code';
  // A key that does not open the secret refuses every app code (422, no attempt spent);
  // recovery codes are hashed, not sealed, and still let the admin in.
  const totpSecret = method === 'totp' ? openTwoFactorSecret(twoFactorKey(), sealed) : null;

  const attempt = { email: admin.email, ip, knownAccount: true };
  const decision = await reserveLoginAttempt(db, attempt);
  if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
  if (!(await waitingRoom.wait(decision.delayMs)))
    throw tooManyAttempts(Math.ceil(decision.delayMs / 1000));

  const matches =
    totpSecret !== null
      ? await claimSignInCode(
          db,
          { id: admin.id, two_factor_secret: totpSecret },
          code.replace(/\s+/g, ''),
        )
      : await consumeRecoveryCode(db, admin.id, code);
  if (!matches) {
    // Never the code typed: only that the second step failed.
    await auditedChange(db, (trx) =>
      recordAuditEvent(trx, {
        ...source,
        adminId: admin.id,
        action: 'auth.sign_in_failed',
        entityType: 'admin',
        entityId: admin.id,
        after: { email: normalizeEmail(admin.email), two_factor: method },
      }),
    );
    throw new ValidationError(
      { code: [twoFactorSignInMessages.codeWrong] },
      twoFactorSignInMessages.codeWrong,
    );
  }
  await releaseLoginAttempt(db, attempt);
  if (admin.deactivated_at !== null)
    throw new ValidationError(
      { code: [teamMessages.deactivatedSignIn] },
      teamMessages.deactivatedSignIn,
    );
  if (!(await spendSignInChallenge(db, pending.id))) throw challengeExpired();
  return signedIn({ db, source, tokenTtlMinutes }, admin, { two_factor: method });
}
