import type { Kysely, Migration } from 'kysely';

/**
 * Issue 14's new lists read newest first: the reviews list (every review, any photographer) and
 * the newsletter subscribers; each first page is then an index range, not a sort of the table.
 */
const indexes: [name: string, table: string, column: string][] = [
  ['reviews_created_at_index', 'reviews', 'created_at'],
  ['newsletter_subscribers_created_at_index', 'newsletter_subscribers', 'created_at'],
];

export const moderationListIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, column] of indexes)
      await db.schema.createIndex(name).on(table).column(column).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const [name] of indexes) await db.schema.dropIndex(name).execute();
  },
};
