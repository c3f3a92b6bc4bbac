import type { Kysely, Migration } from 'kysely';
import { withId } from './helpers.js';

/**
 * Two-factor sign-in (issue 12): each admin's TOTP secret (pending until a code confirms it, then
 * the live one) and their one-time recovery codes, kept only as salted hashes.
 */
export const adminTwoFactor: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admins').addColumn('two_factor_secret', 'text').execute();
    await db.schema.alterTable('admins').addColumn('two_factor_pending_secret', 'text').execute();
    await db.schema.alterTable('admins').addColumn('two_factor_enabled_at', 'text').execute();

    await withId(db, db.schema.createTable('admin_recovery_codes'))
      .addColumn('admin_id', 'integer', (c) =>
        c.notNull().references('admins.id').onDelete('cascade'),
      )
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('admin_recovery_codes_admin_index')
      .on('admin_recovery_codes')
      .column('admin_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('admin_recovery_codes').execute();
    await db.schema.alterTable('admins').dropColumn('two_factor_enabled_at').execute();
    await db.schema.alterTable('admins').dropColumn('two_factor_pending_secret').execute();
    await db.schema.alterTable('admins').dropColumn('two_factor_secret').execute();
  },
};
