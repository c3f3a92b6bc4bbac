import type { Kysely } from 'kysely';
import { preparedQuery } from './prepared-query.js';
import type { DB } from './schema.js';

/**
 * The versions the database keeps in `cache_versions` of what processes hold in memory: each
 * moved by triggers in the transaction that changes what it stands for, so a process that reads a
 * version before reading the rows never keeps rows older than it. `settings` (migration 0042),
 * `customer_search` (0051: customers' searched columns), `marketplace` (0052: every write to the
 * tables the back office's lists and dashboard are drawn from).
 */
export type CacheVersionName = 'settings' | 'customer_search' | 'marketplace';

const versionRow = preparedQuery((db: Kysely<DB>, name: CacheVersionName) =>
  db.selectFrom('cache_versions').select('version').where('name', '=', name),
);

/** The version of `name`, or undefined when the row is missing. */
export async function readCacheVersion(
  db: Kysely<DB>,
  name: CacheVersionName,
): Promise<number | undefined> {
  const [row] = await versionRow(db, name);
  return row === undefined ? undefined : Number(row.version);
}

const versionRows = preparedQuery((db: Kysely<DB>, ...names: CacheVersionName[]) =>
  db
    .selectFrom('cache_versions')
    .select(['name', 'version'])
    .where('name', 'in', names)
    .orderBy('name'),
);

/**
 * The versions of `names` read together (one statement): each one (`of`), and all as one text that
 * differs whenever any of them moved (`marketplace 12,settings 3`); undefined when a row is missing.
 */
export async function readCacheVersions(
  db: Kysely<DB>,
  names: readonly CacheVersionName[],
): Promise<{ versions: string; of: Record<CacheVersionName, number> } | undefined> {
  const rows = await versionRows(db, ...names);
  if (rows.length !== new Set(names).size) return undefined;
  const of = {} as Record<CacheVersionName, number>;
  for (const row of rows) of[row.name as CacheVersionName] = Number(row.version);
  return {
    versions: rows.map((row) => `${row.name} ${of[row.name as CacheVersionName]}`).join(','),
    of,
  };
}
