/**
 * State every API process shares through the database (issue 15, several processes): what one
 * process counts or changes, the others see. Kept in the database, not in Redis, so SQLite and
 * PostgreSQL deployments work with one code path and no extra service.
 */

/** Fixed-window request counters (migration 0040; http/shared-rate-limit.ts). */
export interface RateLimitWindowsTable {
  /** What is counted, e.g. `contact-ip`, `booking-phone`: one scope per rule. */
  scope: string;
  /** Who is counted, hashed (an address, an e-mail or a phone is never stored as such). */
  key: string;
  hits: number;
  /** When the window ends and the counter starts again (ISO-8601 UTC). */
  resets_at: string;
}

/** Secrets every process must agree on, made once by whichever asks first (migration 0041). */
export interface SharedSecretsTable {
  name: string;
  /** Random bytes, base64. */
  value: string;
  created_at: string;
}

/** Versions of what processes keep in memory; the database moves them (migration 0042). */
export interface CacheVersionsTable {
  /** `settings` (migration 0042), `customer_search` (0051). */
  name: string;
  version: number;
}

export interface SharedStateTables {
  rate_limit_windows: RateLimitWindowsTable;
  shared_secrets: SharedSecretsTable;
  cache_versions: CacheVersionsTable;
}
