import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialect.js';

const expression = `case when status = 'completed' and paid_out_at is null then 1 else 0 end`;

/**
 * The payout queue as one column the database keeps: `orders.payout_due` is 1 for a completed
 * order without a succeeded payout (generated from `status` and `paid_out_at`), 0 otherwise.
 *
 * bench:lists at a million orders showed PostgreSQL estimating `status = 'completed' AND
 * paid_out_at IS NULL` as if the two were independent (a quarter of the table, when the queue
 * holds a few thousand), so a page sorted by price walked the price index through every order
 * (2–3 s). A column of its own has its own statistics (a handful of 1s), so both databases read
 * the queue through the partial index of the orders where it is 1. SQLite adds only virtual
 * generated columns to an existing table (computed when read; the index stores it).
 */
export const payoutDueColumn: Migration = {
  async up(db: Kysely<unknown>) {
    const kind = dialectOf(db) === 'postgres' ? 'stored not null' : 'virtual';
    await sql
      .raw(
        `alter table orders add column payout_due integer generated always as (${expression}) ${kind}`,
      )
      .execute(db);
    await sql`drop index if exists orders_payout_due_index`.execute(db);
    await sql`create index orders_payout_due_index on orders (payout_due, session_at) where payout_due = 1`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index if exists orders_payout_due_index`.execute(db);
    await sql`alter table orders drop column payout_due`.execute(db);
    await sql`create index orders_payout_due_index
      on orders (status, paid_out_at, session_at) where status = 'completed' and paid_out_at is null`.execute(
      db,
    );
  },
};
