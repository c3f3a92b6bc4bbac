import type { Kysely, Migration } from 'kysely';

/**
 * Each token remembers the browser and the address it was issued to (issue 12), so an admin's
 * session list can say "Chrome على Windows" and where from. Tokens issued before stay null.
 */
export const adminTokenDevices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_tokens').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('admin_tokens').addColumn('ip', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('admin_tokens').dropColumn('ip').execute();
    await db.schema.alterTable('admin_tokens').dropColumn('user_agent').execute();
  },
};
