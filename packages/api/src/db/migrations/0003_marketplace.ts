import type { Kysely, Migration } from 'kysely';
import { dialectOf } from '../dialect.js';
import { sql, withId, withTimestamps } from './helpers.js';
import { rollupTriggers } from './0003_marketplace_triggers.js';

/**
 * The marketplace (ARCHITECTURE.md §3): customers, photographers and their specialties, services, orders,
 * transactions, reviews, billboards; plus the dashboard roll-ups and the triggers that keep them and
 * the photographers' counters exact. Value lists are written out here (not imported) so that this
 * migration means the same thing forever.
 */
export const marketplace: Migration = {
  async up(db: Kysely<unknown>) {
    const categories = sql`('wedding', 'graduation', 'family', 'personal', 'newborn', 'other')`;

    await withTimestamps(
      withId(db, db.schema.createTable('customers'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('avatar_url', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('active')
            .check(sql`status in ('active', 'blocked')`),
        ),
    ).execute();
    await index(db, 'customers', ['status']);
    await index(db, 'customers', ['city']);
    await index(db, 'customers', ['created_at']);

    await withTimestamps(
      withId(db, db.schema.createTable('photographers'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('avatar_url', 'text')
        .addColumn('starting_price', 'integer', (c) => c.notNull().check(sql`starting_price >= 0`))
        .addColumn('rating_avg', 'double precision')
        .addColumn('reviews_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rating_total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('completed_orders_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'approved', 'suspended')`),
        ),
    ).execute();
    await index(db, 'photographers', ['status', 'completed_orders_count', 'rating_avg']);
    await index(db, 'photographers', ['city']);
    await index(db, 'photographers', ['created_at']);

    await db.schema
      .createTable('photographer_specialties')
      .addColumn('photographer_id', 'integer', (c) =>
        c.notNull().references('photographers.id').onDelete('cascade'),
      )
      .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ${categories}`))
      .addPrimaryKeyConstraint('photographer_specialties_pkey', ['photographer_id', 'category'])
      .execute();
    await index(db, 'photographer_specialties', ['category', 'photographer_id']);

    await withTimestamps(
      withId(db, db.schema.createTable('services'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ${categories}`))
        .addColumn('base_price', 'integer', (c) => c.notNull().check(sql`base_price >= 0`))
        .addColumn('duration_minutes', 'integer', (c) =>
          c.notNull().check(sql`duration_minutes > 0`),
        )
        .addColumn('image_url', 'text')
        .addColumn('is_active', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`is_active in (0, 1)`),
        )
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
    ).execute();
    await index(db, 'services', ['category']);
    await index(db, 'services', ['is_active', 'sort_order']);

    await withTimestamps(
      withId(db, db.schema.createTable('orders'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('photographer_id', 'integer', (c) => c.references('photographers.id'))
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
        .addColumn('session_at', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
        .addColumn('notes', 'text')
        .addColumn('cancel_reason', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(
              sql`status in ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled')`,
            ),
        ),
    ).execute();
    // The orders list filters by status, dates, photographer, service, customer and city, newest first.
    await index(db, 'orders', ['created_at']);
    await index(db, 'orders', ['status', 'created_at']);
    await index(db, 'orders', ['session_at']);
    await index(db, 'orders', ['photographer_id', 'created_at']);
    await index(db, 'orders', ['service_id', 'created_at']);
    await index(db, 'orders', ['customer_id', 'created_at']);
    await index(db, 'orders', ['city', 'created_at']);

    await withTimestamps(
      withId(db, db.schema.createTable('transactions'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('type', 'text', (c) =>
          c.notNull().check(sql`type in ('payment', 'refund', 'payout')`),
        )
        .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
        .addColumn('commission_amount', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`commission_amount >= 0`),
        )
        .addColumn('method', 'text', (c) =>
          c.notNull().check(sql`method in ('card', 'mada', 'apple_pay', 'bank_transfer', 'cash')`),
        )
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'succeeded', 'failed')`),
        )
        .addColumn('reference', 'text', (c) => c.notNull().unique()),
    ).execute();
    await index(db, 'transactions', ['order_id']);
    await index(db, 'transactions', ['created_at']);
    await index(db, 'transactions', ['type', 'status', 'created_at']);
    await index(db, 'transactions', ['status', 'created_at']);

    await withTimestamps(
      withId(db, db.schema.createTable('reviews'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('photographer_id', 'integer', (c) => c.notNull().references('photographers.id'))
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('comment', 'text'),
    ).execute();
    await index(db, 'reviews', ['photographer_id', 'created_at']);
    await index(db, 'reviews', ['customer_id']);

    await withTimestamps(
      withId(db, db.schema.createTable('billboards'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('link_url', 'text')
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`is_active in (0, 1)`),
        )
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('billboards_window_check', sql`ends_at >= starts_at`),
    ).execute();
    await index(db, 'billboards', ['is_active', 'sort_order']);

    await db.schema
      .createTable('dashboard_order_months')
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('orders_count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('dashboard_order_months_pkey', ['month', 'status'])
      .execute();
    await db.schema
      .createTable('dashboard_transaction_months')
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('transactions_count', 'integer', (c) => c.notNull())
      .addColumn('amount_total', 'bigint', (c) => c.notNull())
      .addColumn('commission_total', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('dashboard_transaction_months_pkey', ['month', 'type', 'status'])
      .execute();
    await db.schema
      .createTable('dashboard_photographer_months')
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('photographer_id', 'integer', (c) => c.notNull())
      .addColumn('payouts_count', 'integer', (c) => c.notNull())
      .addColumn('payouts_total', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('dashboard_photographer_months_pkey', ['month', 'photographer_id'])
      .execute();
    await index(db, 'dashboard_photographer_months', ['month', 'payouts_total']);

    for (const statement of rollupTriggers(dialectOf(db))) {
      await sql.raw(statement).execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'dashboard_photographer_months',
      'dashboard_transaction_months',
      'dashboard_order_months',
      'billboards',
      'reviews',
      'transactions',
      'orders',
      'services',
      'photographer_specialties',
      'photographers',
      'customers',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    if (dialectOf(db) === 'postgres') {
      for (const fn of ['orders_rollup', 'transactions_rollup', 'reviews_rollup']) {
        await sql.raw(`drop function if exists ${fn}()`).execute(db);
      }
    }
  },
};

/** `<table>_<col>_<col>_index` on the given columns. */
async function index(db: Kysely<unknown>, table: string, columns: string[]): Promise<void> {
  await db.schema
    .createIndex(`${table}_${columns.join('_')}_index`)
    .on(table)
    .columns(columns)
    .execute();
}
