import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';

/**
 * Collects rows for one table and writes them as multi-row INSERTs (far faster than one INSERT per
 * row, and than building a million-row query through the query builder). Values are bound as
 * parameters, never spliced into the SQL.
 */
export class BatchInsert {
  private values: unknown[] = [];
  private rows = 0;
  private readonly statementCache = new Map<number, string>();
  /** Rows per INSERT statement: stays under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
  private readonly rowsPerStatement: number;
  inserted = 0;

  constructor(
    private readonly dialect: Dialect,
    private readonly table: string,
    private readonly columns: readonly string[],
  ) {
    this.rowsPerStatement = Math.floor(30000 / columns.length);
  }

  get pending(): number {
    return this.rows;
  }

  add(row: readonly unknown[]): void {
    for (const value of row) this.values.push(value);
    this.rows++;
  }

  /** Writes every collected row through `db` (usually the open transaction). */
  async flush(db: Pick<Kysely<DB>, 'executeQuery'>): Promise<void> {
    const width = this.columns.length;
    for (let start = 0; start < this.rows; start += this.rowsPerStatement) {
      const count = Math.min(this.rowsPerStatement, this.rows - start);
      const parameters = this.values.slice(start * width, (start + count) * width);
      await db.executeQuery(CompiledQuery.raw(this.statement(count), parameters));
    }
    this.inserted += this.rows;
    this.values = [];
    this.rows = 0;
  }

  private statement(rowCount: number): string {
    let text = this.statementCache.get(rowCount);
    if (text) return text;
    const width = this.columns.length;
    const tuples: string[] = [];
    for (let r = 0; r < rowCount; r++) {
      const marks: string[] = [];
      for (let c = 0; c < width; c++)
        marks.push(this.dialect === 'postgres' ? `$${r * width + c + 1}` : '?');
      tuples.push(`(${marks.join(',')})`);
    }
    text = `insert into ${this.table} (${this.columns.join(', ')}) values ${tuples.join(',')}`;
    this.statementCache.set(rowCount, text);
    return text;
  }
}
