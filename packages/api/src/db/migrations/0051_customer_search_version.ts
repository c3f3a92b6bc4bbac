import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * The version of what a customer search can match (modules/customers/search-matches.ts keeps a
 * search's matching customers while it holds): moved by the database, in the writing transaction,
 * whenever a customer is added or removed or their name, phone or e-mail (the searched columns)
 * change, whoever writes (the booking form, the back office, the seeder, an operator's SQL). A
 * status change or a new avatar leaves it alone: no search matches on them.
 */
export const CUSTOMER_SEARCH_VERSION = 'customer_search';

const bump = `UPDATE cache_versions SET version = version + 1 WHERE name = '${CUSTOMER_SEARCH_VERSION}'`;
const searchedColumns = 'name, phone, email';

export const customerSearchVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await sql
      .raw(`INSERT INTO cache_versions (name, version) VALUES ('${CUSTOMER_SEARCH_VERSION}', 1)`)
      .execute(db);
    if (dialectOf(db) === 'postgres') {
      // One bump per statement: the seeder's batch of a thousand customers moves it once.
      await sql
        .raw(
          `CREATE FUNCTION customer_search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN ${bump}; RETURN NULL; END $$`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER customer_search_version
           AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${searchedColumns} ON customers
           FOR EACH STATEMENT EXECUTE FUNCTION customer_search_version_bump()`,
        )
        .execute(db);
      return;
    }
    // SQLite has row triggers only: one bump per changed row, as good a signal.
    for (const event of ['INSERT', 'DELETE', `UPDATE OF ${searchedColumns}`])
      await sql
        .raw(
          `CREATE TRIGGER customer_search_version_${event.split(' ')[0]!.toLowerCase()}
           AFTER ${event} ON customers BEGIN ${bump}; END`,
        )
        .execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      await sql.raw('DROP TRIGGER customer_search_version ON customers').execute(db);
      await sql.raw('DROP FUNCTION customer_search_version_bump()').execute(db);
    } else
      for (const event of ['insert', 'delete', 'update'])
        await sql.raw(`DROP TRIGGER customer_search_version_${event}`).execute(db);
    await sql
      .raw(`DELETE FROM cache_versions WHERE name = '${CUSTOMER_SEARCH_VERSION}'`)
      .execute(db);
  },
};
