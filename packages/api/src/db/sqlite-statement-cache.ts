import type SqliteDatabase from 'better-sqlite3';

/**
 * One prepared statement per SQL text on a connection, least recently used first out: better-sqlite3
 * compiles a statement at every `prepare`, which was a quarter of the server's busy time when
 * Kysely's driver prepared per call. A statement that is still iterating (`busy`, an open cursor)
 * cannot run again, so a fresh one serves meanwhile. The worker program has the same cache in its
 * own words (sqlite-read-worker-source.ts).
 */
export class StatementCache {
  readonly #statements = new Map<string, SqliteDatabase.Statement>();

  constructor(
    private readonly database: SqliteDatabase.Database,
    private readonly size = 500,
  ) {}

  get(sql: string): SqliteDatabase.Statement {
    const cached = this.#statements.get(sql);
    if (cached !== undefined) {
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached.busy ? this.database.prepare(sql) : cached;
    }
    const statement = this.database.prepare(sql);
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.size)
      this.#statements.delete(this.#statements.keys().next().value!);
    return statement;
  }

  /** Statements are compiled against the schema; after a schema change SQLite recompiles them. */
  clear(): void {
    this.#statements.clear();
  }
}
