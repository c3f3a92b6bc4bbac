import { randomBytes } from 'node:crypto';
import { TWO_FACTOR_CHALLENGE_TTL_SECONDS } from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowIso } from '../time.js';
import { hashToken } from './tokens.js';

/**
 * The challenge a right password leaves for an admin with two-factor on: 256 random bits, kept as
 * a SHA-256 hash like tokens, good for TWO_FACTOR_CHALLENGE_TTL_SECONDS. It proves the password
 * step, nothing more: only a code turns it into a token.
 */
export async function issueSignInChallenge(db: Kysely<DB>, adminId: number): Promise<string> {
  const plainText = randomBytes(32).toString('base64url');
  const now = new Date();
  // An admin's ended challenges go with each new one, so the table holds only live ones.
  await db
    .deleteFrom('admin_sign_in_challenges')
    .where('admin_id', '=', adminId)
    .where('expires_at', '<=', now.toISOString())
    .execute();
  await db
    .insertInto('admin_sign_in_challenges')
    .values({
      admin_id: adminId,
      challenge_hash: hashToken(plainText),
      expires_at: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_SECONDS * 1000).toISOString(),
      created_at: nowIso(),
    })
    .execute();
  return plainText;
}

/** The live challenge's row, or undefined when unknown or expired. */
export function findSignInChallenge(db: Kysely<DB>, plainText: string) {
  return db
    .selectFrom('admin_sign_in_challenges')
    .select(['id', 'admin_id'])
    .where('challenge_hash', '=', hashToken(plainText))
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
}

/** Used once: false when another request spent it first. */
export async function spendSignInChallenge(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('admin_sign_in_challenges')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
