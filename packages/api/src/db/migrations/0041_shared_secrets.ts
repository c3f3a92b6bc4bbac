import type { Kysely, Migration } from 'kysely';

/**
 * Secrets every API process must agree on (db/shared-secrets.ts), e.g. the key that spreads
 * unknown e-mails over the sign-in throttle's shared counters: a key made per process gave each
 * process its own counters, so a guesser spreading requests over processes was counted apart.
 */
export const sharedSecrets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shared_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('shared_secrets').execute();
  },
};
