import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';

/** The big tables of a seed, whose secondary indexes cost most to keep up row by row. */
const bulkTables = ['customers', 'orders', 'transactions', 'reviews'] as const;

/**
 * SQLite: drops the secondary indexes of the big tables for a bulk load and returns the undo,
 * which creates them again from their stored definitions. Building an index once from sorted rows
 * is far cheaper than growing it row by row, and the WAL no longer rewrites index pages at every
 * commit. Indexes behind UNIQUE and PRIMARY KEY constraints stay (SQLite keeps no SQL for them), so
 * uniqueness is still enforced while loading. PostgreSQL keeps its indexes.
 */
export async function suspendSecondaryIndexes(
  db: Kysely<DB>,
  dialect: Dialect,
): Promise<() => Promise<void>> {
  if (dialect !== 'sqlite') return async () => {};
  const { rows: indexes } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master
    where type = 'index' and sql is not null and tbl_name in (${sql.join([...bulkTables])})`.execute(
    db,
  );
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  return async () => {
    for (const index of indexes) await sql.raw(index.sql).execute(db);
  };
}
