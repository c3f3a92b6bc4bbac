import type { Kysely, Migration } from 'kysely';
import { withId, withTimestamps } from './helpers.js';

/**
 * Issue 20: the notification outbox. Every message the platform would send (the customer's
 * "request received", "confirmed", "photographer assigned"; the operators' "new request") is
 * written here, rendered in Arabic, in the same transaction as the change it tells of; a sender
 * (modules/notifications) delivers the pending ones and marks them sent. The index on
 * (status, available_at) is the sender's queue.
 */
export const notificationOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await withTimestamps(
      withId(db, db.schema.createTable('notification_outbox'))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('audience', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('available_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text'),
    ).execute();
    await db.schema
      .createIndex('notification_outbox_queue_index')
      .on('notification_outbox')
      .columns(['status', 'available_at'])
      .execute();
    await db.schema
      .createIndex('notification_outbox_order_index')
      .on('notification_outbox')
      .column('order_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notification_outbox').execute();
  },
};
