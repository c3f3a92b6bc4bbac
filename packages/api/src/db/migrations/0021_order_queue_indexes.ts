import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The payout queue's and "cancelled today"'s indexes (migration 0020) as SQLite's planner picks
 * them without statistics: it counts equality terms, so the `status` index of the orders list
 * (one term) beat a partial index on `session_at` alone and the queue walked every completed order
 * (a second at a million orders). Leading with the terms the queries name, `status` and
 * `paid_out_at IS NULL` (two), or `status` then the `cancelled_at` range, wins on both databases.
 */
export const orderQueueIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop index if exists orders_payout_due_index`.execute(db);
    await sql`drop index if exists orders_cancelled_at_index`.execute(db);
    await sql`create index orders_payout_due_index
      on orders (status, paid_out_at, session_at) where status = 'completed' and paid_out_at is null`.execute(
      db,
    );
    await sql`create index orders_status_cancelled_at_index on orders (status, cancelled_at)`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index if exists orders_status_cancelled_at_index`.execute(db);
    await sql`drop index if exists orders_payout_due_index`.execute(db);
    await sql`create index orders_payout_due_index
      on orders (session_at, id) where status = 'completed' and paid_out_at is null`.execute(db);
    await sql`create index orders_cancelled_at_index on orders (cancelled_at)`.execute(db);
  },
};
