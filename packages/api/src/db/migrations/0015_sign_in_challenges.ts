import type { Kysely, Migration } from 'kysely';
import { withId } from './helpers.js';

/**
 * Sign-in's second step (issue 12): a right password of an admin with two-factor on leaves a
 * short-lived challenge, stored as a SHA-256 hash like tokens, that a code turns into a token.
 */
export const signInChallenges: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('admin_sign_in_challenges'))
      .addColumn('admin_id', 'integer', (c) =>
        c.notNull().references('admins.id').onDelete('cascade'),
      )
      .addColumn('challenge_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('admin_sign_in_challenges').execute();
  },
};
