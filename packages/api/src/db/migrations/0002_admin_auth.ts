import type { Kysely, Migration } from 'kysely';
import { sql, withId, withTimestamps } from './helpers.js';

/** Admins, their API tokens (hashes only) and the sign-in throttle counters. */
export const adminAuth: Migration = {
  async up(db: Kysely<unknown>) {
    await withTimestamps(
      withId(db, db.schema.createTable('admins'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('avatar_url', 'text')
        .addColumn('role', 'text', (c) =>
          c
            .notNull()
            .defaultTo('admin')
            .check(sql`role in ('admin')`),
        ),
    ).execute();

    await withId(db, db.schema.createTable('admin_tokens'))
      .addColumn('admin_id', 'integer', (c) =>
        c.notNull().references('admins.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('admin_tokens_admin_id_index')
      .on('admin_tokens')
      .column('admin_id')
      .execute();
    await db.schema
      .createIndex('admin_tokens_expires_at_index')
      .on('admin_tokens')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('login_throttles')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('resets_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('login_throttles').execute();
    await db.schema.dropTable('admin_tokens').execute();
    await db.schema.dropTable('admins').execute();
  },
};
