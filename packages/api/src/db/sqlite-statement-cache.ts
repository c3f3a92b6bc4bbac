import type SqliteDatabase from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

/**
 * One prepared statement per SQL text on a connection, least recently used first out: better-sqlite3
 * compiles a statement at every `prepare`, which was a quarter of the server's busy time when
 * Kysely's driver prepared per call. A statement that is still iterating (`busy`, an open cursor)
 * cannot run again, so a fresh one serves meanwhile. The worker program has the same cache in its
 * own words (sqlite-read-worker-source.ts).
 */
export class StatementCache {
  readonly #statements: LRUCache<string, SqliteDatabase.Statement>;

  constructor(
    private readonly database: SqliteDatabase.Database,
    size = 500,
  ) {
    this.#statements = new LRUCache({ max: size });
  }

  get(sql: string): SqliteDatabase.Statement {
    const cached = this.#statements.get(sql);
    if (cached !== undefined) return cached.busy ? this.database.prepare(sql) : cached;
    const statement = this.database.prepare(sql);
    this.#statements.set(sql, statement);
    return statement;
  }

  /** Statements are compiled against the schema; after a schema change SQLite recompiles them. */
  clear(): void {
    this.#statements.clear();
  }
}
