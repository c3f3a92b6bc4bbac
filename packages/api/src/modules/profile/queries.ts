import type { AdminSession, Profile } from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AdminRow, AdminTokenRow } from '../../db/tables/auth.js';
import { nowIso } from '../../time.js';
import { describeDevice } from './device.js';

const profileColumns = [
  'id',
  'name',
  'email',
  'role',
  'avatar_url',
  'updated_at',
  'two_factor_enabled_at',
] as const;

export type ProfileRow = Pick<AdminRow, (typeof profileColumns)[number]>;

/** `twoFactorRequired`: the security policy (an owner requires two-factor of everyone). */
export function toProfile(row: ProfileRow, twoFactorRequired: boolean): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    avatar_url: row.avatar_url,
    updated_at: row.updated_at,
    two_factor_enabled: row.two_factor_enabled_at !== null,
    two_factor_required: twoFactorRequired,
  };
}

export function findProfile(db: Kysely<DB>, adminId: number): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('admins')
    .select(profileColumns)
    .where('id', '=', adminId)
    .executeTakeFirst();
}

export function updateProfile(
  trx: Kysely<DB>,
  adminId: number,
  values: { name: string; avatar_url?: string },
): Promise<ProfileRow> {
  return trx
    .updateTable('admins')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', adminId)
    .returning(profileColumns)
    .executeTakeFirstOrThrow();
}

export async function passwordHashOf(db: Kysely<DB>, adminId: number): Promise<string> {
  const row = await db
    .selectFrom('admins')
    .select('password_hash')
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

export async function setPasswordHash(
  trx: Kysely<DB>,
  adminId: number,
  passwordHash: string,
): Promise<void> {
  await trx
    .updateTable('admins')
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where('id', '=', adminId)
    .execute();
}

type SessionRow = Pick<AdminTokenRow, 'id' | 'user_agent' | 'ip' | 'created_at' | 'last_used_at'>;

export function toSession(row: SessionRow, currentTokenId: number): AdminSession {
  return {
    id: row.id,
    device: describeDevice(row.user_agent),
    address: row.ip,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    current: row.id === currentTokenId,
  };
}

/**
 * An admin's sessions that would still let a request in (the token guard's rules: not expired, not
 * idle longer than `idleMinutes`), most recently used first.
 */
export function liveSessions(
  db: Kysely<DB>,
  adminId: number,
  { idleMinutes, now = new Date() }: { idleMinutes: number; now?: Date },
): Promise<SessionRow[]> {
  const idleSince = new Date(now.getTime() - idleMinutes * 60_000).toISOString();
  return db
    .selectFrom('admin_tokens')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at'])
    .where('admin_id', '=', adminId)
    .where('expires_at', '>', now.toISOString())
    .where((eb) => eb(eb.fn.coalesce('last_used_at', 'created_at'), '>', idleSince))
    .orderBy((eb) => eb.fn.coalesce('last_used_at', 'created_at'), 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Deletes one of the admin's tokens; false when they hold no token of that id. */
export async function revokeSession(
  trx: Kysely<DB>,
  adminId: number,
  tokenId: number,
): Promise<boolean> {
  const result = await trx
    .deleteFrom('admin_tokens')
    .where('id', '=', tokenId)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every token of the admin but `keepTokenId`; answers how many went. */
export async function revokeOtherSessions(
  trx: Kysely<DB>,
  adminId: number,
  keepTokenId: number,
): Promise<number> {
  const result = await trx
    .deleteFrom('admin_tokens')
    .where('admin_id', '=', adminId)
    .where('id', '!=', keepTokenId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
