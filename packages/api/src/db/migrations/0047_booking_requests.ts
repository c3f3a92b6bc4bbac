import type { Kysely, Migration } from 'kysely';

/**
 * Issue 20: the booking form's idempotency keys. A form sends one key (made when it loads); the
 * first request with it claims the key (primary key: two at once cannot both claim it) and
 * records its order, so a second submission within a minute answers the same order instead of
 * making another. Rows older than a day are deleted by the next booking.
 */
export const bookingRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('booking_requests')
      .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('booking_requests_created_at_index')
      .on('booking_requests')
      .column('created_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('booking_requests').execute();
  },
};
