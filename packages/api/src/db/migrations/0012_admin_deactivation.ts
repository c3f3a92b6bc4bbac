import type { Kysely, Migration } from 'kysely';

/** An owner may deactivate an admin (issue 12): their tokens stop working and sign-in is refused. */
export const adminDeactivation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admins').addColumn('deactivated_at', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admins').dropColumn('deactivated_at').execute();
  },
};
