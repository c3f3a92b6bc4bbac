import { sql, type Kysely, type Migration } from 'kysely';
import { normalizedSql } from '../arabic-search.js';
import { dialectOf } from '../dialect.js';

/**
 * `customers.name_search`: the customer's name as searches compare it (contract's
 * normalizeArabic: أحمد = احمد, مى = مي, فاطمة = فاطمه, no tashkeel or tatweel, Latin digits),
 * a generated column so the database keeps it for every write, old rows included. The trigram
 * indexes of 0005 (SQLite FTS5) and 0006 (pg_trgm) move from the name to it.
 */
export const normalizedNameSearch: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const expression = normalizedSql(dialect, 'name');
    if (dialect === 'postgres') {
      await sql
        .raw(
          `alter table customers add column name_search text generated always as (${expression}) stored not null`,
        )
        .execute(db);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_indexes
        where schemaname = current_schema() and indexname = 'customers_name_trigram'`.execute(db);
      if (rows[0]?.n !== 1) return; // no pg_trgm here (see 0006): the search scans, same answers
      const { rows: schemas } = await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(db);
      await sql`drop index customers_name_trigram`.execute(db);
      await sql`create index customers_name_search_trigram on customers using gin (name_search ${sql.id(schemas[0]!.schema)}.gin_trgm_ops)`.execute(
        db,
      );
      return;
    }
    // SQLite adds only virtual generated columns to an existing table: computed when read, and
    // read by the FTS5 index below, which stores its trigrams.
    await sql
      .raw(
        `alter table customers add column name_search text generated always as (${expression}) virtual`,
      )
      .execute(db);
    for (const trigger of ['insert', 'delete', 'update'])
      await sql`drop trigger ${sql.id(`customers_name_search_${trigger}`)}`.execute(db);
    await sql`drop table customers_name_search`.execute(db);
    await sql`create virtual table customers_name_search using fts5(name_search, content='customers', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into customers_name_search(customers_name_search) values ('rebuild')`.execute(
      db,
    );
    await sql`create trigger customers_name_search_insert after insert on customers begin
      insert into customers_name_search(rowid, name_search) values (new.id, new.name_search);
    end`.execute(db);
    await sql`create trigger customers_name_search_delete after delete on customers begin
      insert into customers_name_search(customers_name_search, rowid, name_search) values ('delete', old.id, old.name_search);
    end`.execute(db);
    await sql`create trigger customers_name_search_update after update of name on customers begin
      insert into customers_name_search(customers_name_search, rowid, name_search) values ('delete', old.id, old.name_search);
      insert into customers_name_search(rowid, name_search) values (new.id, new.name_search);
    end`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      await sql`drop index if exists customers_name_search_trigram`.execute(db);
      await sql`alter table customers drop column name_search`.execute(db);
      return;
    }
    for (const trigger of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.id(`customers_name_search_${trigger}`)}`.execute(db);
    await sql`drop table if exists customers_name_search`.execute(db);
    await sql`alter table customers drop column name_search`.execute(db);
  },
};
