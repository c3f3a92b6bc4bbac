import { PostgresAdapter, SqliteAdapter, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** Which database a Kysely instance talks to (migrations and the few dialect-specific queries ask). */
export function dialectOf<T>(db: Kysely<T>): Dialect {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  throw new Error('Unsupported database adapter');
}
