import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_ISSUER } from '@laqta/contract';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { DB } from '../db/schema.js';
import { nowIso } from '../time.js';

/**
 * TOTP (RFC 6238) through otplib's defaults, which every authenticator app reads: SHA-1, six
 * digits, 30-second steps. A code one step either side is accepted, for a phone's clock drift.
 */
const CLOCK_DRIFT_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app scans, and the same as a PNG data URL. */
export async function totpProvisioning(
  secret: string,
  account: string,
): Promise<{ otpauthUri: string; qrCode: string }> {
  const otpauthUri = generateURI({ issuer: TWO_FACTOR_ISSUER, label: account, secret });
  return { otpauthUri, qrCode: await QRCode.toDataURL(otpauthUri) };
}

export async function totpCodeMatches(secret: string, code: string): Promise<boolean> {
  return (await totpTimeStepOf(secret, code)) !== null;
}

/** The RFC 6238 time step the code belongs to, or null when it is not a current code. */
async function totpTimeStepOf(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: CLOCK_DRIFT_SECONDS });
  // verify answers HOTP's or TOTP's result; only TOTP's (the default strategy) has a time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * A sign-in code, accepted once (RFC 6238 §5.2): it must be current and of a later time step than
 * the admin's last sign-in code, which it then becomes, in one conditional update so that two
 * requests racing with one code cannot both pass.
 */
export async function claimSignInCode(
  db: Kysely<DB>,
  /** `two_factor_secret` opened (auth/two-factor-secret.ts): the plain base32 secret. */
  admin: { id: number; two_factor_secret: string },
  code: string,
): Promise<boolean> {
  const step = await totpTimeStepOf(admin.two_factor_secret, code);
  if (step === null) return false;
  const result = await db
    .updateTable('admins')
    .set({ two_factor_last_step: step })
    .where('id', '=', admin.id)
    .where((eb) =>
      eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** `xxxxx-xxxxx` from an alphabet without look-alikes: ~50 bits each, typed once in a pinch. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What a typed recovery code is compared as: lower case, no spaces, the dash optional. */
function canonicalRecoveryCode(code: string): string {
  const compact = code.trim().toLowerCase().replace(/[\s-]/g, '');
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}

function digest(salt: string, code: string): Buffer {
  return createHash('sha256').update(`${salt}:${code}`).digest();
}

function hashRecoveryCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${digest(salt, code).toString('hex')}`;
}

function recoveryCodeMatches(stored: string, code: string): boolean {
  const [salt, hex] = stored.split(':');
  if (!salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = digest(salt, code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Replaces an admin's recovery codes with fresh ones and answers them: the only time they exist in
 * plain text (each is stored as a salted SHA-256; the codes are random, so no slow hash is needed).
 */
export async function replaceRecoveryCodes(db: Kysely<DB>, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  const created_at = nowIso();
  await db
    .insertInto('admin_recovery_codes')
    .values(
      codes.map((code) => ({ admin_id: adminId, code_hash: hashRecoveryCode(code), created_at })),
    )
    .execute();
  return codes;
}

/** Marks a matching unused recovery code used; false when none matches (or it was used already). */
export async function consumeRecoveryCode(
  db: Kysely<DB>,
  adminId: number,
  typed: string,
): Promise<boolean> {
  const code = canonicalRecoveryCode(typed);
  const unused = await db
    .selectFrom('admin_recovery_codes')
    .select(['id', 'code_hash'])
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .execute();
  const match = unused.find((row) => recoveryCodeMatches(row.code_hash, code));
  if (!match) return false;
  // `used_at is null` again: of two requests racing with one code, only one marks it.
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: nowIso() })
    .where('id', '=', match.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
