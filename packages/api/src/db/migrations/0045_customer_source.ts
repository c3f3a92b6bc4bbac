import type { Kysely, Migration } from 'kysely';

/**
 * Issue 20, public booking: where a customer record came from (`source`, `website` for one a
 * booking request created; null for the customers from before), and an index on `phone`, since a
 * booking matches its customer by phone first (an exact lookup among a few accepted spellings).
 * Nullable without a default: the existing rows and the demo seed need nothing.
 */
export const customerSource: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('customers').addColumn('source', 'text').execute();
    await db.schema.createIndex('customers_phone_index').on('customers').column('phone').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('customers_phone_index').execute();
    await db.schema.alterTable('customers').dropColumn('source').execute();
  },
};
