import type { TeamMember } from '@laqta/contract';
import type { Kysely, Updateable } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { AdminRow, AdminsTable } from '../../db/tables/auth.js';
import { nowIso } from '../../time.js';

const memberColumns = [
  'id',
  'name',
  'email',
  'avatar_url',
  'role',
  'deactivated_at',
  'two_factor_enabled_at',
  'created_at',
  'updated_at',
] as const;

export type TeamMemberRow = Pick<AdminRow, (typeof memberColumns)[number]>;

/** The member as the contract types it; `lastSignedInAt` only when the list read it. */
export function toTeamMember(row: TeamMemberRow, lastSignedInAt?: string | null): TeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar_url: row.avatar_url,
    role: row.role,
    deactivated_at: row.deactivated_at,
    two_factor_enabled: row.two_factor_enabled_at !== null,
    ...(lastSignedInAt === undefined ? {} : { last_signed_in_at: lastSignedInAt }),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Every admin, oldest first (a team is a handful of people: no paging). */
export function listTeam(db: Kysely<DB>): Promise<TeamMemberRow[]> {
  return db.selectFrom('admins').select(memberColumns).orderBy('id').execute();
}

/** Each admin's latest successful sign-in, by admin id, as the audit trail recorded it. */
export async function lastSignIns(db: Kysely<DB>): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('audit_events')
    .select(['admin_id', (eb) => eb.fn.max('created_at').as('last_signed_in_at')])
    .where('action', '=', 'auth.signed_in')
    .where('admin_id', 'is not', null)
    .groupBy('admin_id')
    .execute();
  return new Map(
    rows.flatMap((row) =>
      row.admin_id === null ? [] : [[row.admin_id, String(row.last_signed_in_at)] as const],
    ),
  );
}

export function findTeamMember(db: Kysely<DB>, id: number): Promise<TeamMemberRow | undefined> {
  return db.selectFrom('admins').select(memberColumns).where('id', '=', id).executeTakeFirst();
}

/**
 * How many active owners there are besides `id`. On PostgreSQL the owners' rows are locked until
 * the transaction ends, so two owners demoting each other at once cannot both succeed (SQLite's
 * write transactions already run one at a time).
 */
export async function otherActiveOwners(
  trx: Kysely<DB>,
  dialect: Dialect,
  id: number,
): Promise<number> {
  const owners = trx
    .selectFrom('admins')
    .select('id')
    .where('role', '=', 'owner')
    .where('deactivated_at', 'is', null);
  const rows = await (dialect === 'postgres' ? owners.forUpdate() : owners).execute();
  return rows.filter((row) => row.id !== id).length;
}

export function updateTeamMember(
  trx: Kysely<DB>,
  id: number,
  values: Updateable<AdminsTable>,
): Promise<TeamMemberRow> {
  return trx
    .updateTable('admins')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .returning(memberColumns)
    .executeTakeFirstOrThrow();
}

/** Signs an admin out everywhere: every token of theirs is deleted. */
export async function revokeAllTokens(trx: Kysely<DB>, adminId: number): Promise<void> {
  await trx.deleteFrom('admin_tokens').where('admin_id', '=', adminId).execute();
}
