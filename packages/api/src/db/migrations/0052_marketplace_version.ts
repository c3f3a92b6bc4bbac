import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * The version of the marketplace's rows (http/kept-answers.ts keeps the back office's list and
 * dashboard answers while it holds): moved by the database, in the writing transaction, by every
 * write to the tables those answers are drawn from, whoever writes (the back office, a booking
 * through the public site, the seeder, an operator's SQL). The roll-ups those answers also read
 * are written by triggers of these same tables, in the same transactions.
 */
export const MARKETPLACE_VERSION = 'marketplace';

/** What the back office's kept answers are drawn from. */
export const marketplaceTables = [
  'orders',
  'transactions',
  'customers',
  'photographers',
  'services',
  'reviews',
] as const;

const bump = `UPDATE cache_versions SET version = version + 1 WHERE name = '${MARKETPLACE_VERSION}'`;

/** The trigger's name on `table` (SQLite: one per event, suffixed with it). */
export const marketplaceVersionTrigger = (table: string) => `${table}_marketplace_version`;

export const marketplaceVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await sql
      .raw(`INSERT INTO cache_versions (name, version) VALUES ('${MARKETPLACE_VERSION}', 1)`)
      .execute(db);
    if (dialectOf(db) === 'postgres') {
      await sql
        .raw(
          `CREATE FUNCTION marketplace_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN ${bump}; RETURN NULL; END $$`,
        )
        .execute(db);
      // Before each statement, not after: the version's row is then the first lock a write to
      // these tables takes, before any roll-up row its row triggers update, so two transactions
      // always take them in the same order and cannot deadlock on them. It serialises the writes
      // to these tables, which the roll-ups' rows already did for most of them. One bump per
      // statement: the seeder's batch of a thousand orders moves it once.
      for (const table of marketplaceTables)
        await sql
          .raw(
            `CREATE TRIGGER ${marketplaceVersionTrigger(table)}
             BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
             FOR EACH STATEMENT EXECUTE FUNCTION marketplace_version_bump()`,
          )
          .execute(db);
      return;
    }
    // SQLite has row triggers only (one bump per changed row) and one writer at a time.
    for (const table of marketplaceTables)
      for (const event of ['INSERT', 'UPDATE', 'DELETE'])
        await sql
          .raw(
            `CREATE TRIGGER ${marketplaceVersionTrigger(table)}_${event.toLowerCase()}
             AFTER ${event} ON ${table} BEGIN ${bump}; END`,
          )
          .execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      for (const table of marketplaceTables)
        await sql.raw(`DROP TRIGGER ${marketplaceVersionTrigger(table)} ON ${table}`).execute(db);
      await sql.raw('DROP FUNCTION marketplace_version_bump()').execute(db);
    } else
      for (const table of marketplaceTables)
        for (const event of ['insert', 'update', 'delete'])
          await sql.raw(`DROP TRIGGER ${marketplaceVersionTrigger(table)}_${event}`).execute(db);
    await sql.raw(`DELETE FROM cache_versions WHERE name = '${MARKETPLACE_VERSION}'`).execute(db);
  },
};
