import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.js';
import type { DB } from '../db/schema.js';
import type { AdminRole } from '../db/tables/auth.js';

/** 32 random bytes = 256 bits, written as 43 base64url characters. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** last_used_at is refreshed at most this often, so every request is not a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The admin a valid token belongs to, as a request sees it (`request.admin`). */
export interface AdminIdentity {
  id: number;
  name: string;
  email: string;
  avatar_url: string | null;
  role: AdminRole;
  /** The token this request used (logout revokes it). */
  tokenId: number;
  /** Whether their two-factor sign-in is on (an owner may require it: plugins/auth.ts). */
  twoFactorEnabled: boolean;
  /** Whether an owner requires two-factor of everyone, read with the token (no second query). */
  twoFactorRequired: boolean;
}

export interface IssuedToken {
  /** The only time the plain token exists on the server: it goes to the client and is never stored. */
  plainText: string;
  id: number;
  expiresAt: string;
}

/** Who a token is issued to: the browser and the address, for the admin's session list. */
export interface TokenClient {
  userAgent: string | null;
  ip: string | null;
}

export function hashToken(plainText: string): string {
  return createHash('sha256').update(plainText, 'utf8').digest('hex');
}

/** Cheap shape check, so a malformed header never reaches the database. */
export function looksLikeToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerTokenOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export async function issueToken(
  db: Kysely<DB>,
  adminId: number,
  {
    ttlMinutes,
    name = 'login',
    now = new Date(),
    client,
  }: { ttlMinutes: number; name?: string; now?: Date; client?: TokenClient },
): Promise<IssuedToken> {
  const plainText = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000).toISOString();
  const row = await db
    .insertInto('admin_tokens')
    .values({
      admin_id: adminId,
      name,
      token_hash: hashToken(plainText),
      created_at: now.toISOString(),
      last_used_at: null,
      expires_at: expiresAt,
      // Only sign-in knows a browser; other issuers (the CLI) leave the columns to their default.
      ...(client ? { user_agent: client.userAgent, ip: client.ip } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { plainText, id: row.id, expiresAt };
}

/**
 * The token's row and its admin, when the token has not expired, was used (or issued) after
 * `idleSince` and its admin is active. Compiled once (every admin request runs it).
 */
const tokenOwner = preparedQuery(
  (db: Kysely<DB>, tokenHash: string, nowIso: string, idleSince: string) =>
    db
      .selectFrom('admin_tokens')
      .innerJoin('admins', 'admins.id', 'admin_tokens.admin_id')
      .select([
        'admin_tokens.id as tokenId',
        'admin_tokens.last_used_at',
        'admins.id',
        'admins.name',
        'admins.email',
        'admins.avatar_url',
        'admins.role',
        'admins.two_factor_enabled_at',
        (eb) =>
          eb
            .selectFrom('security_policy')
            .select('security_policy.two_factor_required')
            .where('security_policy.id', '=', 1)
            .as('two_factor_required'),
      ])
      .where('admin_tokens.token_hash', '=', tokenHash)
      .where('admin_tokens.expires_at', '>', nowIso)
      // Deactivation deletes the tokens too; this keeps one issued a moment before from working.
      .where('admins.deactivated_at', 'is', null)
      .where((eb) =>
        eb(eb.fn.coalesce('admin_tokens.last_used_at', 'admin_tokens.created_at'), '>', idleSince),
      ),
);

/**
 * The admin a token belongs to, when the token exists, has not expired and was used (or issued)
 * within the last `idleMinutes`; null otherwise. A token left on a shared machine thus stops working
 * after an idle spell, even though its lifetime runs longer. Refreshes last_used_at at most once a
 * minute (a write per request would make every read a write), so idleness is measured to the minute.
 */
export async function verifyToken(
  db: Kysely<DB>,
  plainText: string,
  { idleMinutes, now = new Date() }: { idleMinutes: number; now?: Date },
): Promise<AdminIdentity | null> {
  if (!looksLikeToken(plainText)) return null;
  const nowIso = now.toISOString();
  const idleSince = new Date(now.getTime() - idleMinutes * 60_000).toISOString();
  const [row] = await tokenOwner(db, hashToken(plainText), nowIso, idleSince);
  if (!row) return null;

  const lastUsed = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (now.getTime() - lastUsed >= LAST_USED_RESOLUTION_MS) {
    await db
      .updateTable('admin_tokens')
      .set({ last_used_at: nowIso })
      .where('id', '=', row.tokenId)
      .execute();
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar_url: row.avatar_url,
    role: row.role,
    tokenId: row.tokenId,
    twoFactorEnabled: row.two_factor_enabled_at !== null,
    twoFactorRequired: row.two_factor_required === 1,
  };
}

/** Revokes one token (logout): the row goes, so the token can never verify again. */
export async function revokeToken(db: Kysely<DB>, tokenId: number): Promise<void> {
  await db.deleteFrom('admin_tokens').where('id', '=', tokenId).execute();
}

/** Deletes an admin's expired tokens (done at sign-in, so the table does not grow forever). */
export async function pruneExpiredTokens(
  db: Kysely<DB>,
  adminId: number,
  now: Date = new Date(),
): Promise<void> {
  await db
    .deleteFrom('admin_tokens')
    .where('admin_id', '=', adminId)
    .where('expires_at', '<=', now.toISOString())
    .execute();
}
