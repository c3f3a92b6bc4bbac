import {
  AliasNode,
  IdentifierNode,
  RawNode,
  SelectQueryNode,
  SelectionNode,
  sql,
  type KyselyPlugin,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { LIST_TOTAL_CAP, normalizeArabic, type ListAnswer, type ListSort } from '@laqta/contract';
import { normalizedSql } from '../db/arabic-search.js';
import type { Dialect } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { listMeta, paged } from './respond.js';

/**
 * The one way to answer an admin list (ARCHITECTURE.md "API conventions"). A route declares its
 * query with the list's contract schema (`schema: { querystring: orderListQuerySchema }`, built
 * with `listQuerySchema` in @laqta/contract: 422 on bad parameters) and hands two functions to
 * `answerList`:
 *
 *   const query = request.query;
 *   return answerList(query, {
 *     count: (cap) => countOrders(db, query, cap),                    // rows matching the filters
 *     rows: (limit, offset) => orderPage(db, query, limit, offset),   // one page, sorted
 *   });
 *
 * Query helpers below keep the SQL the same on SQLite and PostgreSQL: `contains` (search),
 * `sortColumn` (allow-listed `sort`), date-range filters take
 * `dayStart`/`dayAfter` from `time.ts`.
 */

/** The parsed page request every list query holds. */
export interface PageRequest {
  page: number;
  per_page: number;
  /** `?total=exact`: count every matching row, past LIST_TOTAL_CAP. */
  total?: 'exact' | undefined;
}

/**
 * A list's count (answerList) is handed one: `countRows` then counts at most `cap` + 1 rows and
 * says here whether it found more than `cap`. Counts elsewhere (exports' X-Total-Count, the
 * dashboard's needs-attention figures) get none and stay exact; so does a count a list takes
 * from its roll-ups (exact and cheap at any size). Passed as an argument, not through an
 * AsyncLocalStorage: on Node 20 the first `run()` turns on promise hooks for the whole process,
 * and from then on every request, a visitor's included, paid for them (issue 15: /api/health
 * ~24 -> ~31 µs once one list had been read).
 */
export interface CountCap {
  cap: number;
  exceeded: boolean;
}

/** Where lists stop counting (contract LIST_TOTAL_CAP; tests lower it to check the edge). */
export const listTuning = { totalCap: LIST_TOTAL_CAP };

export interface ListSource<T> {
  /** How many rows match the search and filters (the whole list, not the page), up to `cap`. */
  count: (cap?: CountCap) => Promise<number>;
  /** The rows of one page, in the requested order. */
  rows: (limit: number, offset: number) => Promise<T[]>;
}

/** `{ success, data, meta }` for the requested page. A page past the end answers no rows. */
export async function answerList<T>(
  query: PageRequest,
  source: ListSource<T>,
): Promise<ListAnswer<T>> {
  const offset = (query.page - 1) * query.per_page;
  const capping: CountCap | undefined =
    query.total === 'exact' ? undefined : { cap: listTuning.totalCap, exceeded: false };
  const [counted, rows] = await Promise.all([
    source.count(capping),
    source.rows(query.per_page, offset),
  ]);
  if (!capping?.exceeded) return paged(rows, listMeta(query.page, query.per_page, counted));
  // Past the cap the last page is unknown: it is at least the next one while this page is full.
  const meta = listMeta(query.page, query.per_page, capping.cap);
  const nextPage = rows.length === query.per_page ? query.page + 1 : query.page;
  return paged(rows, {
    ...meta,
    last_page: Math.max(meta.last_page, nextPage),
    total_capped: true,
  });
}

/** `select count(*) as n from (<query>) as capped`: the count of a query that has a limit. */
const countOfSubquery: KyselyPlugin = {
  transformQuery: ({ node }) =>
    SelectQueryNode.cloneWithSelections(
      SelectQueryNode.createFrom([AliasNode.create(node, IdentifierNode.create('capped'))]),
      [
        SelectionNode.create(
          AliasNode.create(RawNode.createWithSql('count(*)'), IdentifierNode.create('n')),
        ),
      ],
    ),
  transformResult: async ({ result }) => result,
};

/**
 * How many rows a list's `matchingX(…)` keeps: the `count` of `answerList`. Inside a list answer
 * it stops counting past LIST_TOTAL_CAP (an index range read of at most that many rows, whatever
 * the search matches) and answers the cap + 1.
 */
export async function countRows<TB extends keyof DB>(
  rows: SelectQueryBuilder<DB, TB, object>,
  capping?: CountCap,
): Promise<number> {
  if (capping === undefined) {
    const row = await rows.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = (await rows
    .select(sql<number>`1`.as('one'))
    .limit(capping.cap + 1)
    .withPlugin(countOfSubquery)
    .executeTakeFirstOrThrow()) as unknown as { n: number | string };
  const n = Number(row.n);
  if (n > capping.cap) capping.exceeded = true;
  return n;
}

/** `%text%` for LIKE, with the wildcards of the user's text escaped (`\` is the escape character). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column` contains `text`, both compared as contract's `normalizeArabic` folds them (أحمد finds
 * احمد, مى finds مي, فاطمه finds فاطمة, tashkeel and tatweel ignored, any digits, ASCII letters
 * lower-cased). `column` is one of:
 * - a column name: folded in SQL by the same table (db/arabic-search.ts);
 * - `{ folded: column }`: a copy the database keeps folded already (the `*_search` columns of
 *   migrations 0007 and 0009), read as it is so that its index serves;
 * - `{ asIs: column }`: text with no Arabic or digits to fold (e-mails, references, addresses),
 *   read as it is (its index serves), ASCII case ignored by the operator.
 * Folded on both sides, the text is compared with LIKE on both databases: PostgreSQL's ILIKE would
 * find the same rows (both sides hold lower-case ASCII) but lower-cases every candidate again in
 * its trigram index's recheck ("محمد", 1,998 of 100,000 customers: 4.5-5.2 -> 3.3-3.8 ms a lookup,
 * 500 runs of a prepared statement in psql, alternating), and its folding of
 * letters beyond ASCII is one that SQLite's LIKE and normalizeArabic do not share.
 */
export function contains(
  dialect: Dialect,
  column: string | { folded: string } | { asIs: string },
  text: string,
): RawBuilder<SqlBool> {
  // Column names are the code's own (never a client's): quoted as identifiers on both databases.
  const quoted = (name: string) => name.replace(/\w+/g, (part) => `"${part}"`);
  const ref =
    typeof column === 'string'
      ? sql.raw(normalizedSql(dialect, quoted(column)))
      : sql.ref('folded' in column ? column.folded : column.asIs);
  const operator =
    dialect === 'postgres' && typeof column === 'object' && 'asIs' in column
      ? sql`ilike`
      : sql`like`;
  return sql<SqlBool>`${ref} ${operator} ${likePattern(normalizeArabic(text))} escape '\\'`;
}

/**
 * A folded search column kept by the database and indexed by trigrams (migrations 0007, 0009):
 * `table.column`, and on SQLite the FTS5 table holding its trigrams.
 */
export interface SearchColumn {
  table: 'customers' | 'photographers' | 'services' | 'suggestions';
  column: string;
  trigramTable: string;
}

/** The trigram tokenizer indexes runs of three characters: a shorter text has no trigram to match. */
const TRIGRAM_LENGTH = 3;

/**
 * `column` contains `text` once folded (normalizeArabic), read through the trigram index: on
 * SQLite the FTS5 table answers "contains" without a scan. A text of three characters or more is
 * an FTS5 phrase (its trigrams one after another: the same rows as LIKE '%text%', read from the
 * index's position lists alone — "محمد" among 100,000 customers: 0.3 ms, where LIKE on the FTS5
 * table, which rereads every candidate's text, took 12 ms); a shorter one is FTS5's LIKE (a scan
 * of the index). FTS5's LIKE has no escape character, so a text holding a wildcard or a quote is
 * compared on the column instead. On PostgreSQL LIKE on the column uses its pg_trgm index.
 */
export function searchColumnContains(
  dialect: Dialect,
  { table, column, trigramTable }: SearchColumn,
  text: string,
): RawBuilder<SqlBool> {
  const folded = normalizeArabic(text);
  if (dialect === 'sqlite' && !/[\\%_"]/.test(folded)) {
    const trigrams = sql.table(trigramTable);
    const matching =
      [...folded].length >= TRIGRAM_LENGTH
        ? sql`select rowid from ${trigrams} where ${sql.ref(column)} match ${`"${folded}"`}`
        : sql`select rowid from ${trigrams} where ${sql.ref(column)} like ${`%${folded}%`}`;
    return sql<SqlBool>`${sql.ref(`${table}.id`)} in (${matching})`;
  }
  return contains(dialect, { folded: `${table}.${column}` }, folded);
}

/** The allow-listed column of a parsed `sort`, for `orderBy(column, direction)`. */
export function sortColumn<F extends string>(
  sort: ListSort<F>,
  columns: Record<F, string>,
): { column: RawBuilder<unknown>; direction: 'asc' | 'desc' } {
  return { column: sql.ref(columns[sort.field]), direction: sort.direction };
}
