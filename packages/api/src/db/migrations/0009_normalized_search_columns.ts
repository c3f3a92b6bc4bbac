import { sql, type Kysely, type Migration } from 'kysely';
import { normalizedPhoneSql, normalizedSql } from '../arabic-search.js';
import { dialectOf } from '../dialect.js';

/**
 * Folded search columns for photographers, services and suggestions, as 0007 made for customers:
 * generated columns the database keeps on every write (old rows included), holding the text as
 * searches compare it (contract's normalizeArabic; phones as Latin digits without spaces, dashes,
 * brackets or dots), indexed by trigrams — SQLite: one FTS5 trigram table per table over its
 * folded columns, kept by triggers; PostgreSQL: a pg_trgm GIN index per column where the server
 * has pg_trgm (see 0006; without it the searches scan, with the same answers).
 */
interface SearchColumns {
  table: 'photographers' | 'services' | 'suggestions';
  /** Folded column → the SQL computing it from the row. */
  columns: Record<string, (dialect: 'sqlite' | 'postgres') => string>;
}

const searchTables: SearchColumns[] = [
  {
    table: 'photographers',
    columns: {
      name_search: (d) => normalizedSql(d, 'name'),
      phone_search: (d) => normalizedPhoneSql(d, 'phone'),
    },
  },
  {
    table: 'services',
    columns: {
      name_search: (d) => normalizedSql(d, 'name'),
      description_search: (d) => normalizedSql(d, 'description'),
    },
  },
  {
    table: 'suggestions',
    columns: {
      name_search: (d) => normalizedSql(d, 'name'),
      message_search: (d) => normalizedSql(d, 'message'),
      phone_search: (d) => normalizedPhoneSql(d, 'phone'),
    },
  },
];

/** The SQLite FTS5 table holding a table's trigrams (`photographers_search`, …). */
export const searchIndexOf = (table: string) => `${table}_search`;

async function trigramSchemaOf(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}

export const normalizedSearchColumns: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    if (dialect === 'postgres') {
      const trigrams = await trigramSchemaOf(db);
      for (const { table, columns } of searchTables)
        for (const [column, expression] of Object.entries(columns)) {
          await sql
            .raw(
              `alter table ${table} add column ${column} text generated always as (${expression(dialect)}) stored not null`,
            )
            .execute(db);
          if (trigrams !== undefined)
            await sql`create index ${sql.id(`${table}_${column}_trigram`)} on ${sql.table(table)} using gin (${sql.id(column)} ${sql.id(trigrams)}.gin_trgm_ops)`.execute(
              db,
            );
        }
      return;
    }
    for (const { table, columns } of searchTables) {
      const names = Object.keys(columns);
      // SQLite adds only virtual generated columns to an existing table: computed when read, and
      // read by the FTS5 index, which stores their trigrams.
      for (const [column, expression] of Object.entries(columns))
        await sql
          .raw(
            `alter table ${table} add column ${column} text generated always as (${expression(dialect)}) virtual`,
          )
          .execute(db);
      const index = searchIndexOf(table);
      const list = names.join(', ');
      const values = (row: 'new' | 'old') => names.map((n) => `${row}.${n}`).join(', ');
      await sql
        .raw(
          `create virtual table ${index} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`,
        )
        .execute(db);
      await sql.raw(`insert into ${index}(${index}) values ('rebuild')`).execute(db);
      const add = `insert into ${index}(rowid, ${list}) values (new.id, ${values('new')});`;
      const remove = `insert into ${index}(${index}, rowid, ${list}) values ('delete', old.id, ${values('old')});`;
      const sources = Object.keys(columns)
        .map((n) => n.replace(/_search$/, ''))
        .join(', ');
      await sql
        .raw(`create trigger ${index}_insert after insert on ${table} begin ${add} end`)
        .execute(db);
      await sql
        .raw(`create trigger ${index}_delete after delete on ${table} begin ${remove} end`)
        .execute(db);
      await sql
        .raw(
          `create trigger ${index}_update after update of ${sources} on ${table} begin ${remove} ${add} end`,
        )
        .execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    for (const { table, columns } of searchTables) {
      if (dialect === 'sqlite') {
        const index = searchIndexOf(table);
        for (const trigger of ['insert', 'delete', 'update'])
          await sql.raw(`drop trigger if exists ${index}_${trigger}`).execute(db);
        await sql.raw(`drop table if exists ${index}`).execute(db);
      }
      for (const column of Object.keys(columns)) {
        if (dialect === 'postgres')
          await sql.raw(`drop index if exists ${table}_${column}_trigram`).execute(db);
        await sql.raw(`alter table ${table} drop column ${column}`).execute(db);
      }
    }
  },
};
