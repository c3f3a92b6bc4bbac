import { adminPaths, type Permission } from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Whether an owner requires two-factor of every admin (the security policy's one row, migration
 * 0017; off when it is missing). Read by the guard for admins without two-factor only.
 */
export async function readTwoFactorRequired(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('security_policy')
    .select('two_factor_required')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.two_factor_required === 1;
}

/** What enrolling needs: one's own profile and two-factor, who one is, and signing out. */
const permissionsBeforeEnrolment: ReadonlySet<Permission> = new Set(['ownProfile', 'ownSession']);

/**
 * Whether an admin without two-factor may call this route while it is required of everyone: only
 * the routes that lead to enrolling (the profile and its two-factor routes, `me`, sign-out).
 */
export function reachableBeforeEnrolment(url: string, permission: Permission | undefined): boolean {
  return (
    url === adminPaths.api.me ||
    (permission !== undefined && permissionsBeforeEnrolment.has(permission))
  );
}
