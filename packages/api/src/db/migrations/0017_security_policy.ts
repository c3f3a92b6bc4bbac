import type { Kysely, Migration } from 'kysely';
import { withTimestamps } from './helpers.js';

/**
 * The platform's security policy (issue 12): one row (id 1) with the owner's "require two-factor
 * for everyone". A table of its own, not a setting: settings are written by content editors and
 * are public by default, while this one is the owner's (permission `team`) and never public.
 */
export const securityPolicy: Migration = {
  async up(db: Kysely<unknown>) {
    await withTimestamps(
      db.schema
        .createTable('security_policy')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('two_factor_required', 'integer', (c) => c.notNull().defaultTo(0)),
    ).execute();
    const stamp = new Date().toISOString();
    await (db as Kysely<{ security_policy: Record<string, unknown> }>)
      .insertInto('security_policy')
      .values({ id: 1, two_factor_required: 0, created_at: stamp, updated_at: stamp })
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('security_policy').execute();
  },
};
