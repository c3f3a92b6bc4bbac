import { sql, type Kysely } from 'kysely';
import { dialectOf, type Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { restoreSchemaObjects, suspendSchemaObjects } from './suspended-schema.js';

/** The big tables of a seed, whose secondary indexes cost most to keep up row by row. */
const bulkTables = ['customers', 'orders', 'transactions', 'reviews'] as const;

/**
 * SQLite: drops the secondary indexes of the big tables for a bulk load and returns the undo,
 * which creates them again from their stored definitions. Building an index once from sorted rows
 * is far cheaper than growing it row by row, and the WAL no longer rewrites index pages at every
 * commit. Indexes behind UNIQUE and PRIMARY KEY constraints stay (SQLite keeps no SQL for them), so
 * uniqueness is still enforced while loading. PostgreSQL keeps its indexes.
 *
 * The definitions are recorded in the transaction that drops them (seed/suspended-schema.ts): a
 * seeder killed before its undo ran leaves them for `restoreSuspendedIndexes` at the next start.
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
  await suspendSchemaObjects(
    db,
    indexes.map((index) => ({ type: 'index', name: index.name, sql: index.sql })),
  );
  return async () => {
    await restoreSchemaObjects(db, 'index');
  };
}

/** Start-up step (SQLite): creates the indexes an interrupted bulk load left dropped. */
export async function restoreSuspendedIndexes({
  db,
  log,
}: {
  db: Kysely<DB>;
  log: Logger;
}): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  const created = await restoreSchemaObjects(db, 'index');
  if (created.length > 0)
    log.warn({ indexes: created }, 'indexes an interrupted seed left dropped are back');
}
