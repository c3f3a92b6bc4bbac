import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * The settings' version (modules/settings/settings-cache.ts): every API process keeps the settings
 * in memory and rereads them when this number has moved. The database moves it, by triggers on
 * `settings`, in the same transaction as the change: a committed write is seen by every process
 * together with its new version, a rolled-back one moves nothing, and writes that bypass the
 * settings module (start-up defaults, the seeder, an operator's SQL) count too.
 */
const bump = `UPDATE cache_versions SET version = version + 1 WHERE name = 'settings'`;

export const settingsCacheVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cache_versions')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await sql`INSERT INTO cache_versions (name, version) VALUES ('settings', 1)`.execute(db);
    if (dialectOf(db) === 'postgres') {
      // One bump per statement: a batch store of twenty settings moves the version once.
      await sql
        .raw(
          `CREATE FUNCTION settings_cache_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN ${bump}; RETURN NULL; END $$`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE TRIGGER settings_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
           ON settings FOR EACH STATEMENT EXECUTE FUNCTION settings_cache_version_bump()`,
        )
        .execute(db);
      return;
    }
    // SQLite has row triggers only: one bump per changed row, which is just as good a signal.
    for (const event of ['INSERT', 'UPDATE', 'DELETE'])
      await sql
        .raw(
          `CREATE TRIGGER settings_cache_version_${event.toLowerCase()} AFTER ${event} ON settings
           BEGIN ${bump}; END`,
        )
        .execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      await sql.raw('DROP TRIGGER settings_cache_version ON settings').execute(db);
      await sql.raw('DROP FUNCTION settings_cache_version_bump()').execute(db);
    } else
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`DROP TRIGGER settings_cache_version_${event}`).execute(db);
    await db.schema.dropTable('cache_versions').execute();
  },
};
