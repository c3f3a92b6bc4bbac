import type { TwoFactorPolicy } from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SecurityPolicyRow } from '../../db/tables/security.js';
import { nowIso } from '../../time.js';

/** The policy's one row (migration 0017 inserts it). */
const POLICY_ID = 1;

export function findSecurityPolicy(db: Kysely<DB>): Promise<SecurityPolicyRow | undefined> {
  return db
    .selectFrom('security_policy')
    .selectAll()
    .where('id', '=', POLICY_ID)
    .executeTakeFirst();
}

export function toTwoFactorPolicy(row: SecurityPolicyRow): TwoFactorPolicy {
  return { two_factor_required: row.two_factor_required === 1, updated_at: row.updated_at };
}

/**
 * Sets the requirement when the row still carries `seenUpdatedAt`, in one conditional update (two
 * owners saving at once: the second finds a new `updated_at`); undefined when it was stale.
 */
export function updateTwoFactorRequired(
  trx: Kysely<DB>,
  required: boolean,
  seenUpdatedAt: string,
): Promise<SecurityPolicyRow | undefined> {
  return trx
    .updateTable('security_policy')
    .set({ two_factor_required: required ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', POLICY_ID)
    .where('updated_at', '=', seenUpdatedAt)
    .returningAll()
    .executeTakeFirst();
}
