import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * SQLite: a trigram full-text index of customer names, so "name contains …" (the customers and
 * orders searches) reads a few index entries instead of every name — 100,000 customers at a
 * million orders. Kept in step with `customers` by triggers. PostgreSQL: see 0006 (pg_trgm).
 */
export const customerNameSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'sqlite') return;
    await sql`create virtual table customers_name_search using fts5(name, content='customers', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into customers_name_search(customers_name_search) values ('rebuild')`.execute(
      db,
    );
    await sql`create trigger customers_name_search_insert after insert on customers begin
      insert into customers_name_search(rowid, name) values (new.id, new.name);
    end`.execute(db);
    await sql`create trigger customers_name_search_delete after delete on customers begin
      insert into customers_name_search(customers_name_search, rowid, name) values ('delete', old.id, old.name);
    end`.execute(db);
    await sql`create trigger customers_name_search_update after update of name on customers begin
      insert into customers_name_search(customers_name_search, rowid, name) values ('delete', old.id, old.name);
      insert into customers_name_search(rowid, name) values (new.id, new.name);
    end`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'sqlite') return;
    for (const trigger of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.id(`customers_name_search_${trigger}`)}`.execute(db);
    await sql`drop table if exists customers_name_search`.execute(db);
  },
};
