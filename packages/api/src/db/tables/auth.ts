import type { AdminRole } from '@laqta/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

export type { AdminRole };

/** Back-office staff who sign in at /login. */
export interface AdminsTable {
  id: Generated<number>;
  name: string;
  /** Stored lower-case; unique. */
  email: string;
  /** argon2id PHC string (`$argon2id$v=19$m=…`), never the password. */
  password_hash: string;
  avatar_url: string | null;
  /** owner, operations, finance or content (contract roles.ts; migration 0011). */
  role: AdminRole;
  /** When an owner deactivated this admin (migration 0012); null while they may sign in. */
  deactivated_at: Generated<string | null>;
  /** Base32 TOTP secret while two-factor is on (migration 0014); never in an answer or the audit trail. */
  two_factor_secret: Generated<string | null>;
  /** A secret answered at enrolment, waiting for its first code to become `two_factor_secret`. */
  two_factor_pending_secret: Generated<string | null>;
  two_factor_enabled_at: Generated<string | null>;
  /** The TOTP time step of the last code that signed in (migration 0016): never accepted twice. */
  two_factor_last_step: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/**
 * API tokens in the style of Laravel Sanctum's personal_access_tokens: only the SHA-256 hash of the
 * token is stored, so a leaked table does not hand out sessions. Logout deletes the row.
 */
export interface AdminTokensTable {
  id: Generated<number>;
  admin_id: number;
  /** What issued it (`login`, `cli`…), for an audit. */
  name: string;
  /** Hex SHA-256 of the token the client holds; unique. */
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
  /** The browser's user agent and the address at issue time (migration 0013); null for older tokens. */
  user_agent: Generated<string | null>;
  ip: Generated<string | null>;
}

/**
 * Failed-sign-in counters (fixed windows, Laravel RateLimiter style). In the database rather than in
 * memory so several API processes behind one PostgreSQL share them.
 */
export interface LoginThrottlesTable {
  /** `account-ip:<email>|<ip>`, `account:<email>` or `ip:<ip>`. */
  key: string;
  attempts: number;
  /** When the window ends and the counter starts again (ISO-8601 UTC). */
  resets_at: string;
}

/** One-time recovery codes (migration 0014): `salt:sha256(salt + code)` in hex, never the code. */
export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  /** When it signed in (a code works once); null while unused. */
  used_at: string | null;
  created_at: string;
}

/** Sign-in's second step (migration 0015): a right password awaiting its code; hash only. */
export interface AdminSignInChallengesTable {
  id: Generated<number>;
  admin_id: number;
  /** Hex SHA-256 of the challenge the client holds; unique. */
  challenge_hash: string;
  expires_at: string;
  created_at: string;
}

export interface AuthTables {
  admin_sign_in_challenges: AdminSignInChallengesTable;
  admins: AdminsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_tokens: AdminTokensTable;
  login_throttles: LoginThrottlesTable;
}

export type AdminRow = Selectable<AdminsTable>;
export type NewAdminRow = Insertable<AdminsTable>;
export type AdminTokenRow = Selectable<AdminTokensTable>;
