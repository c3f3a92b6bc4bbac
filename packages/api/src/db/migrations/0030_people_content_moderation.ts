import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, type Dialect } from '../dialect.js';

/**
 * Issue 14, the write side of people and content:
 * - photographers: why they were rejected or suspended (`status_reason`), and when an application
 *   was rejected (`rejected_at`; a rejected one is `suspended`, so it leaves the queue);
 * - customers: why they were blocked (`blocked_reason`);
 * - reviews: hidden by a moderator (`hidden_at`, `hidden_reason`). A hidden review leaves its
 *   photographer's `reviews_count`, `rating_total` and `rating_avg`: the reviews roll-up trigger
 *   of 0003 is replaced by one that counts only visible reviews and also watches `hidden_at`, so
 *   hiding or showing moves the counters in the same transaction, on both databases;
 * - services: archived (`archived_at`): hidden from new bookings, kept for the orders that used it;
 * - newsletter subscribers: unsubscribed by an admin (`unsubscribed_at`).
 */

/** The reviews trigger's two halves; `visibleOnly` adds the hidden_at condition of this migration. */
function reviewsTriggerStatements(dialect: Dialect, visibleOnly: boolean): string[] {
  const visible = (row: 'OLD' | 'NEW') => (visibleOnly ? ` AND ${row}.hidden_at IS NULL` : '');
  const removeOld = `UPDATE photographers
       SET reviews_count = reviews_count - 1,
           rating_total = rating_total - OLD.rating,
           rating_avg = CASE WHEN reviews_count - 1 = 0 THEN NULL
                             ELSE (rating_total - OLD.rating) * 1.0 / (reviews_count - 1) END
       WHERE id = OLD.photographer_id${visible('OLD')}`;
  const addNew = `UPDATE photographers
       SET reviews_count = reviews_count + 1,
           rating_total = rating_total + NEW.rating,
           rating_avg = (rating_total + NEW.rating) * 1.0 / (reviews_count + 1)
       WHERE id = NEW.photographer_id${visible('NEW')}`;
  const watched = visibleOnly ? 'rating, photographer_id, hidden_at' : 'rating, photographer_id';
  if (dialect === 'postgres')
    return [
      `CREATE OR REPLACE FUNCTION reviews_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    ${removeOld};
  END IF;
  IF TG_OP <> 'DELETE' THEN
    ${addNew};
  END IF;
  RETURN NULL;
END
$$`,
      `DROP TRIGGER IF EXISTS reviews_rollup ON reviews`,
      `CREATE TRIGGER reviews_rollup AFTER INSERT OR DELETE OR UPDATE OF ${watched} ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_rollup()`,
    ];
  return [
    `DROP TRIGGER IF EXISTS reviews_rollup_insert`,
    `DROP TRIGGER IF EXISTS reviews_rollup_update`,
    `DROP TRIGGER IF EXISTS reviews_rollup_delete`,
    `CREATE TRIGGER reviews_rollup_insert AFTER INSERT ON reviews BEGIN\n  ${addNew};\nEND`,
    `CREATE TRIGGER reviews_rollup_update AFTER UPDATE OF ${watched} ON reviews BEGIN\n  ${removeOld};\n  ${addNew};\nEND`,
    `CREATE TRIGGER reviews_rollup_delete AFTER DELETE ON reviews BEGIN\n  ${removeOld};\nEND`,
  ];
}

const addedColumns: [table: string, column: string][] = [
  ['photographers', 'status_reason'],
  ['photographers', 'rejected_at'],
  ['customers', 'blocked_reason'],
  ['reviews', 'hidden_at'],
  ['reviews', 'hidden_reason'],
  ['services', 'archived_at'],
  ['newsletter_subscribers', 'unsubscribed_at'],
];

export const peopleContentModeration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, column] of addedColumns)
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
    for (const statement of reviewsTriggerStatements(dialectOf(db), true))
      await sql.raw(statement).execute(db);
    // The reviews list's "hidden" filter and a photographer's visible reviews.
    await db.schema
      .createIndex('reviews_photographer_id_hidden_at_index')
      .on('reviews')
      .columns(['photographer_id', 'hidden_at'])
      .execute();
    // The public site's live billboards: active ones by their window.
    await db.schema
      .createIndex('billboards_is_active_starts_at_index')
      .on('billboards')
      .columns(['is_active', 'starts_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('billboards_is_active_starts_at_index').execute();
    await db.schema.dropIndex('reviews_photographer_id_hidden_at_index').execute();
    for (const statement of reviewsTriggerStatements(dialectOf(db), false))
      await sql.raw(statement).execute(db);
    for (const [table, column] of [...addedColumns].reverse())
      await db.schema.alterTable(table).dropColumn(column).execute();
  },
};
