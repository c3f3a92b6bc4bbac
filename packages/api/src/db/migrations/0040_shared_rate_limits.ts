import type { Kysely, Migration } from 'kysely';

/**
 * Request counters every API process shares (http/shared-rate-limit.ts): the contact form, the
 * newsletter and the booking form are throttled per address, e-mail or phone however many
 * processes serve them. One row per live window; ended windows are deleted (the index on
 * `resets_at` keeps that a range scan).
 */
export const sharedRateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_windows')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('resets_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limit_windows_pkey', ['scope', 'key'])
      .execute();
    await db.schema
      .createIndex('rate_limit_windows_resets_at_index')
      .on('rate_limit_windows')
      .column('resets_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limit_windows').execute();
  },
};
