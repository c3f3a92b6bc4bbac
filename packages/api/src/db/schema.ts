import type { AuditTables } from './tables/audit.js';
import type { AuthTables } from './tables/auth.js';
import type { BookingTables } from './tables/booking.js';
import type { MarketplaceTables } from './tables/marketplace.js';
import type { PublicTables } from './tables/public.js';
import type { SecurityTables } from './tables/security.js';
import type { SettingsTables } from './tables/settings.js';
import type { SharedStateTables } from './tables/shared-state.js';

/**
 * The whole database as Kysely sees it. Each area declares its tables in db/tables/<area>.ts and is
 * added to the `extends` list here, so no two areas edit the same lines.
 *
 * Conventions (one migration set runs on SQLite and PostgreSQL):
 * - timestamps are ISO-8601 UTC text (`2026-11-21T05:34:14.000Z`): identical on both databases,
 *   and text order is time order, so range filters and month grouping (`substr(x, 1, 7)`) are one query;
 * - booleans are integers 0/1 (better-sqlite3 cannot bind booleans);
 * - money is an integer number of minor units (halalas).
 */
export interface DB
  extends
    SettingsTables,
    PublicTables,
    AuthTables,
    MarketplaceTables,
    AuditTables,
    SecurityTables,
    SharedStateTables,
    BookingTables {}
