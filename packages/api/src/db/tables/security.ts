import type { Selectable } from 'kysely';

/** The platform's security policy (migration 0017): a single row, id 1. */
export interface SecurityPolicyTable {
  id: number;
  /** 1 while an owner requires two-factor sign-in of every admin. */
  two_factor_required: number;
  created_at: string;
  updated_at: string;
}

export interface SecurityTables {
  security_policy: SecurityPolicyTable;
}

export type SecurityPolicyRow = Selectable<SecurityPolicyTable>;
