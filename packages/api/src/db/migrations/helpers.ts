import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/** `id` as an auto-incrementing integer primary key on either database. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** `created_at` and `updated_at` as ISO-8601 UTC text (see db/schema.ts). */
export function withTimestamps<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
) {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

export { sql };
