import type { Kysely, Migration } from 'kysely';
import { sql, withId, withTimestamps } from './helpers.js';

/** Settings (public page texts, contact details, rates), visitor suggestions, newsletter subscribers. */
export const settingsAndPublic: Migration = {
  async up(db: Kysely<unknown>) {
    await withTimestamps(
      withId(db, db.schema.createTable('settings'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().defaultTo('text'))
        .addColumn('is_public', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`is_public in (0, 1)`),
        ),
    ).execute();

    await withTimestamps(
      withId(db, db.schema.createTable('suggestions'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) =>
          c.notNull().check(sql`source in ('contact_form', 'app')`),
        )
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('new')
            .check(sql`status in ('new', 'read', 'archived')`),
        ),
    ).execute();
    await db.schema
      .createIndex('suggestions_status_index')
      .on('suggestions')
      .column('status')
      .execute();
    await db.schema
      .createIndex('suggestions_created_at_index')
      .on('suggestions')
      .column('created_at')
      .execute();

    await withTimestamps(
      withId(db, db.schema.createTable('newsletter_subscribers')).addColumn('email', 'text', (c) =>
        c.notNull().unique(),
      ),
    ).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('newsletter_subscribers').execute();
    await db.schema.dropTable('suggestions').execute();
    await db.schema.dropTable('settings').execute();
  },
};
