import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { ListSort } from '@laqta/contract';
import type { Dialect } from '../db/dialect.js';
import { NotFoundError } from './errors.js';
import { listMeta, paged, type Paged } from './respond.js';
import { parseInput } from './validate.js';

/**
 * The one way to answer an admin list (DESIGN.md §3). A route parses its query with the list's
 * contract schema (`listQuerySchema` in @laqta/contract) and hands two functions to `answerList`:
 *
 *   const query = parseListQuery(orderListQuerySchema, request);      // 422 on bad parameters
 *   return answerList(query, {
 *     count: () => countOrders(db, query),                            // rows matching the filters
 *     rows: (limit, offset) => orderPage(db, query, limit, offset),   // one page, sorted
 *   });
 *
 * Query helpers below keep the SQL the same on SQLite and PostgreSQL: `contains` (search),
 * `sortColumn` (allow-listed `sort`), `dayStart`/`dayAfter` (date-range filters on ISO text).
 */

/** The parsed page request every list query holds. */
export interface PageRequest {
  page: number;
  per_page: number;
}

/** Parses `request.query` with a list schema; bad parameters throw a 422 with Arabic messages. */
export function parseListQuery<S extends z.ZodType>(
  schema: S,
  request: FastifyRequest,
): z.output<S> {
  return parseInput(schema, request.query ?? {});
}

export interface ListSource<T> {
  /** How many rows match the search and filters (the whole list, not the page). */
  count: () => Promise<number>;
  /** The rows of one page, in the requested order. */
  rows: (limit: number, offset: number) => Promise<T[]>;
}

/** `{ success, data, meta }` for the requested page. A page past the end answers no rows. */
export async function answerList<T>(query: PageRequest, source: ListSource<T>): Promise<Paged<T>> {
  const offset = (query.page - 1) * query.per_page;
  const [total, rows] = await Promise.all([source.count(), source.rows(query.per_page, offset)]);
  return paged(rows, listMeta(query.page, query.per_page, total));
}

/** `%text%` for LIKE, with the wildcards of the user's text escaped (`\` is the escape character). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column` contains `text`, ignoring ASCII case on both databases (SQLite's LIKE already does;
 * PostgreSQL needs ILIKE). Arabic has no case; it is compared as written.
 */
export function contains(
  dialect: Dialect,
  column: string | Expression<unknown>,
  text: string,
): RawBuilder<SqlBool> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  const operator = dialect === 'postgres' ? sql`ilike` : sql`like`;
  return sql<SqlBool>`${ref} ${operator} ${likePattern(text)} escape '\\'`;
}

/** The allow-listed column of a parsed `sort`, for `orderBy(column, direction)`. */
export function sortColumn<F extends string>(
  sort: ListSort<F>,
  columns: Record<F, string>,
): { column: RawBuilder<unknown>; direction: 'asc' | 'desc' } {
  return { column: sql.ref(columns[sort.field]), direction: sort.direction };
}

/** The first moment of a `YYYY-MM-DD` day (UTC) as stored timestamps write it. */
export function dayStart(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** The first moment of the day after `day`: a range ends with `column < dayAfter(to)`. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/** A record id from a path (`/api/admin/orders/:id`): a positive integer, or the record is not found. */
export function recordIdOf(value: unknown): number {
  const text = String(value);
  const id = Number(text);
  if (!/^\d{1,15}$/.test(text) || !Number.isSafeInteger(id) || id < 1) throw new NotFoundError();
  return id;
}
