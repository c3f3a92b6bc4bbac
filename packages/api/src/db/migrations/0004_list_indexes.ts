import type { Kysely, Migration } from 'kysely';

/**
 * Indexes the admin lists need beyond those of the marketplace migration (measured with
 * `pnpm bench:lists` at 1,000,000 orders):
 * - orders (customer_id, status, price): each customer's orders count and total spent are read
 *   from the index alone (customers list, detail and the 100,000-row export);
 * - orders (price, id), transactions (amount, id): sorting by price/amount without sorting the table;
 * - customers (name): sorting customers by name.
 */
const indexes: [table: string, columns: string[]][] = [
  ['orders', ['customer_id', 'status', 'price']],
  ['orders', ['price', 'id']],
  ['transactions', ['amount', 'id']],
  ['customers', ['name']],
];

const nameOf = (table: string, columns: string[]) => `${table}_${columns.join('_')}_list_index`;

export const listIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, columns] of indexes)
      await db.schema.createIndex(nameOf(table, columns)).on(table).columns(columns).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [table, columns] of indexes)
      await db.schema.dropIndex(nameOf(table, columns)).execute();
  },
};
