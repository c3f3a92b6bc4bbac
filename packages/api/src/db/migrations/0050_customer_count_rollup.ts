import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, type Dialect } from '../dialect.js';

/**
 * How many customers there are, kept by the database (issue 15: the dashboard's statistics), so
 * the dashboard reads one row instead of counting every customer on each call: on PostgreSQL,
 * which counts by walking an index, 100,000 customers took 5-6 ms alone and ~16 ms while admins
 * worked, the dashboard's dearest query by far, and it grows with the customers. Kept exact by
 * its own triggers (names with "rollup", so the seeder's bulk load suspends them with the others
 * and recounts: seed/rollups.ts).
 */

export const customerCountFromRows = `UPDATE dashboard_counts
  SET row_count = (SELECT count(*) FROM customers) WHERE name = 'customers'`;

const add = (delta: '+ 1' | '- 1') =>
  `UPDATE dashboard_counts SET row_count = row_count ${delta} WHERE name = 'customers'`;

function triggerStatements(dialect: Dialect): string[] {
  if (dialect === 'postgres')
    return [
      `CREATE OR REPLACE FUNCTION customers_count_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    ${add('+ 1')};
  ELSE
    ${add('- 1')};
  END IF;
  RETURN NULL;
END
$$`,
      `CREATE TRIGGER customers_count_rollup AFTER INSERT OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_count_rollup()`,
    ];
  return [
    `CREATE TRIGGER customers_count_rollup_insert AFTER INSERT ON customers BEGIN ${add('+ 1')}; END`,
    `CREATE TRIGGER customers_count_rollup_delete AFTER DELETE ON customers BEGIN ${add('- 1')}; END`,
  ];
}

export const customerCountRollup: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dashboard_counts')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('row_count', 'integer', (c) => c.notNull())
      .execute();
    await sql`INSERT INTO dashboard_counts (name, row_count) VALUES ('customers', 0)`.execute(db);
    for (const statement of [customerCountFromRows, ...triggerStatements(dialectOf(db))])
      await sql.raw(statement).execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      await sql.raw('drop trigger if exists customers_count_rollup on customers').execute(db);
      await sql.raw('drop function if exists customers_count_rollup()').execute(db);
    } else {
      for (const event of ['insert', 'delete'])
        await sql.raw(`drop trigger if exists customers_count_rollup_${event}`).execute(db);
    }
    await db.schema.dropTable('dashboard_counts').execute();
  },
};
