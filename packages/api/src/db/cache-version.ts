import type { Kysely } from 'kysely';
import { preparedQuery } from './prepared-query.js';
import type { DB } from './schema.js';

const versionRow = preparedQuery((db: Kysely<DB>, name: string) =>
  db.selectFrom('cache_versions').select('version').where('name', '=', name),
);

/**
 * The version the database keeps of what processes hold in memory under `name` (`cache_versions`:
 * `settings`, migration 0042; `customer_search`, 0051), or undefined when the row is missing.
 */
export async function readCacheVersion(db: Kysely<DB>, name: string): Promise<number | undefined> {
  const [row] = await versionRow(db, name);
  return row === undefined ? undefined : Number(row.version);
}
