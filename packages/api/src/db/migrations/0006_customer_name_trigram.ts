import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialect.js';

/** Where pg_trgm lives in this database, once installed (its operator class is named from there). */
async function trigramSchemaOf(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}

/** Whether this connection may install pg_trgm: the server has it, and we are allowed to. */
async function mayInstallTrigrams(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ allowed: boolean }>`
    select (select rolsuper from pg_roles where rolname = current_user)
      or (v.trusted and has_database_privilege(current_database(), 'CREATE')) as allowed
    from pg_available_extension_versions v
    where v.name = 'pg_trgm' and v.version = (
      select default_version from pg_available_extensions where name = 'pg_trgm')`.execute(db);
  return rows[0]?.allowed === true;
}

/**
 * PostgreSQL: a trigram index of customer names (pg_trgm), so "name contains …" — the customers
 * and orders searches by an Arabic name, `ILIKE '%…%'` — reads the index instead of 100,000 names
 * at a million orders; SQLite has its own since 0005. pg_trgm ships with PostgreSQL but is an
 * extension: where the server lacks it or this user may not install it, the search keeps its
 * scan (same answers, slower) rather than the migration failing.
 */
export const customerNameTrigram: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'postgres') return;
    // Test runs migrate several schemas of one database at once: one CREATE EXTENSION at a time.
    await sql`select pg_advisory_xact_lock(hashtext('laqta.pg_trgm'))`.execute(db);
    let schema = await trigramSchemaOf(db);
    if (schema === undefined) {
      if (!(await mayInstallTrigrams(db))) return;
      // In public, not the connection's schema: a dropped test schema must not take it along.
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      schema = 'public';
    }
    await sql`create index customers_name_trigram on customers using gin (name ${sql.id(schema)}.gin_trgm_ops)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'postgres') return;
    // The extension stays: other databases' objects may use it.
    await sql`drop index if exists customers_name_trigram`.execute(db);
  },
};
