import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Dialect } from './dialect.js';
import type { DB } from './schema.js';

/**
 * What a list of ids is read for, which on PostgreSQL decides how the planner may see it:
 * - `page`: the ids themselves (`= any($1)`), so that it plans for them: a common name's 2,000
 *   customers walk the orders by date until a page is full, a rare name's few read their orders by
 *   customer and sort them, and a deep page of the common name reads its ~20,000 orders by
 *   customer and sorts them. Weighing each id costs ~0.65 ms of planning per 2,000.
 * - `top page`: a page within the first `idListTuning.topRows` rows. A long list
 *   (`idListTuning.longListFrom` ids) is shown as `(column + 0) = any($1)`, which no index and no
 *   per-id statistics answer: the page walks the index of its order (or of a filter) and keeps
 *   the list's orders, one hashed look-up a row: the plan PostgreSQL chooses for such a list near
 *   the top anyway, without weighing each id to choose it (pgbench, "محمد" over 1,000,000 orders,
 *   its page 1.25–1.33 → 0.60–0.67 ms; the backends' CPU a search 3.7–4.2 → 3.1–3.7 ms).
 *   Never deeper: the walk grows with the offset (at row 15,000, 38 s against 0.19 by customer).
 *   A short list is read as by `page`. SQLite is shown the same (`+column in (…)`: the unary plus
 *   keeps the column's index out of the plan), since it too would read every listed customer's
 *   orders by the customer index and sort them: "محمد"'s first page 0.89 → 0.34 ms; at row 85
 *   the walk costs 1.14 ms against 0.9 by customer, so the limit stays where PostgreSQL's is.
 * - `count`: a semi-join on the list (`in (select unnest($1))`), planned without weighing each id
 *   (0.1–0.2 ms for 2,000 over 1,000,000 orders, where `= any` took 1.8 ms in psql and 2.5–4.3 ms
 *   in the server while the page was planned beside it): a count reads every matching customer's
 *   orders by the customer index whatever the ids, so there is no plan to choose, and its text is
 *   a named statement planned once (postgres-statement-names.ts: 0.7 ms a run). As a page, the same
 *   join sorted every order of the 2,000 customers (850 ms where `= any` took 1.5 ms).
 * SQLite reads the list through json_each.
 */
export type IdListUse = 'page' | 'top page' | 'count';

/**
 * A `top page` (above): its list is long from `longListFrom` ids, and its rows end within the
 * first `topRows`. With 500 customers of ~10 orders each among 1,000,000, the walk reads ~20,000
 * orders by the time it has 100 of theirs (~5 ms), about what reading their ~5,000 orders by
 * customer and sorting them costs; a longer list or an earlier page walks less. Tests lower
 * `longListFrom` to read a small list both ways.
 */
export const idListTuning = { longListFrom: 500, topRows: 100 };

/**
 * Ids the database gathered into one value, kept as the text it wrote: a JSON array on SQLite
 * (json_group_array), an integer array literal on PostgreSQL (`array_agg(id)::text`), bound back
 * as one parameter as it is. The ids never cross this process one by one: "محمد"'s 2,000
 * customers, parsed into numbers and written back as text for the count and the page, cost the
 * admin process ~0.7 ms of its ~5 ms a search on PostgreSQL (pg's array parser and its
 * `prepareValue` of each id, twice).
 */
export interface IdList {
  /** How many ids the list holds. */
  readonly count: number;
  readonly text: string;
}

/**
 * `column` is one of `ids`, with the whole list as ONE bound parameter: on SQLite a JSON array
 * read by json_each, on PostgreSQL an integer array (read as `use` says). The SQL is then the
 * same whatever the list's length, so it is prepared once and its cost learnt once
 * (sqlite-worker-driver.ts), where `in (?, ?, …)` made a new statement of every length. A search
 * that resolved 2,000 customers ("محمد") counts and pages their orders from the list in 0.3 ms and
 * 1 ms on SQLite, where repeating the customers' search as a subquery took 1.3 and 2.3 ms.
 */
export function inIdList(
  dialect: Dialect,
  column: string,
  ids: IdList,
  use: IdListUse,
): RawBuilder<SqlBool> {
  const walksItsOrder = use === 'top page' && ids.count >= idListTuning.longListFrom;
  if (dialect === 'sqlite')
    return walksItsOrder
      ? sql<SqlBool>`+${sql.ref(column)} in (select value from json_each(${ids.text}))`
      : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${ids.text}))`;
  if (use === 'count')
    return sql<SqlBool>`${sql.ref(column)} in (select unnest(${ids.text}::integer[]))`;
  if (walksItsOrder) return sql<SqlBool>`(${sql.ref(column)} + 0) = any(${ids.text}::integer[])`;
  return sql<SqlBool>`${sql.ref(column)} = any(${ids.text}::integer[])`;
}

/**
 * The ids a query selects (its one column `id`), gathered by the database into one value (IdList
 * above). One row of one value crosses from a read worker (sqlite-read-pool.ts) where thousands
 * of `{ id }` rows were each copied: "محمد"'s 2,000 customers took 1.46 ms as rows, 0.95 ms as
 * one array, and the worker spent more again copying the rows to the event loop.
 */
export async function idsOf(
  db: Kysely<DB>,
  dialect: Dialect,
  query: SelectQueryBuilder<DB, keyof DB, { id: number }>,
): Promise<IdList> {
  const gathered = query.as('gathered');
  const list =
    dialect === 'sqlite'
      ? sql<string>`json_group_array(gathered.id)`
      : sql<string>`coalesce(array_agg(gathered.id)::text, '{}')`;
  const row = await db
    .selectFrom(gathered)
    .select([list.as('ids'), sql<number | string>`count(*)`.as('n')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), text: row.ids };
}
