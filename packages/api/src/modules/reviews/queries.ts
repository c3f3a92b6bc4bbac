import type { Kysely } from 'kysely';
import type { ReviewListItem, ReviewListQuery } from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import {
  contains,
  countRows,
  sortColumn,
  type ListSource,
  type CountCap,
} from '../../http/list-query.js';
import { readTimeZone } from '../settings/queries.js';
import { dayAfter, dayStart, nowIso } from '../../time.js';

/** What the list and its export filter by (no page). */
export type ReviewFilter = Omit<ReviewListQuery, 'page' | 'per_page' | 'sort'>;

/**
 * Reviews matching the search (in the comment) and filters; `from`/`to` are business days. Every
 * filter is a column of `reviews`, so counting needs no join; the page adds the names.
 */
export function matchingReviews(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  filter: ReviewFilter,
) {
  let rows = db.selectFrom('reviews');
  if (filter.photographer_id !== undefined)
    rows = rows.where('reviews.photographer_id', '=', filter.photographer_id);
  if (filter.customer_id !== undefined)
    rows = rows.where('reviews.customer_id', '=', filter.customer_id);
  if (filter.rating !== undefined) rows = rows.where('reviews.rating', '=', Number(filter.rating));
  if (filter.visibility === 'hidden') rows = rows.where('reviews.hidden_at', 'is not', null);
  if (filter.visibility === 'visible') rows = rows.where('reviews.hidden_at', 'is', null);
  if (filter.from !== undefined)
    rows = rows.where('reviews.created_at', '>=', dayStart(filter.from, timeZone));
  if (filter.to !== undefined)
    rows = rows.where('reviews.created_at', '<', dayAfter(filter.to, timeZone));
  if (filter.search !== undefined)
    rows = rows.where(contains(dialect, 'reviews.comment', filter.search));
  return rows;
}

/** The reviews with their order's code and the customer's and photographer's names. */
function withNames<Q extends ReturnType<typeof matchingReviews>>(rows: Q) {
  return rows
    .innerJoin('orders', 'orders.id', 'reviews.order_id')
    .innerJoin('customers', 'customers.id', 'reviews.customer_id')
    .innerJoin('photographers', 'photographers.id', 'reviews.photographer_id');
}

const reviewSortColumns = { created_at: 'reviews.created_at', rating: 'reviews.rating' };

export const reviewListColumns = [
  'reviews.id',
  'reviews.order_id',
  'reviews.customer_id',
  'reviews.photographer_id',
  'reviews.rating',
  'reviews.comment',
  'reviews.hidden_at',
  'reviews.hidden_reason',
  'reviews.created_at',
  'reviews.updated_at',
  'orders.code as order_code',
  'customers.name as customer_name',
  'photographers.name as photographer_name',
] as const;

export function countReviews(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  query: ReviewFilter,
  cap?: CountCap,
): Promise<number> {
  return countRows(matchingReviews(db, dialect, timeZone, query), cap);
}

export async function reviewPage(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  query: ReviewListQuery,
  limit: number,
  offset: number,
): Promise<ReviewListItem[]> {
  const { column, direction } = sortColumn(query.sort, reviewSortColumns);
  const rows = await withNames(matchingReviews(db, dialect, timeZone, query))
    .select(reviewListColumns)
    .orderBy(column, direction)
    .orderBy('reviews.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toReview);
}

/**
 * The reviews a query keeps, as the list route pages them (`answerList`) and the export reads
 * them (`sendListExport`): one source, so both agree on which rows match.
 */
export async function reviewSource(
  db: Kysely<DB>,
  dialect: Dialect,
  query: ReviewListQuery,
): Promise<ListSource<ReviewListItem>> {
  const timeZone = await readTimeZone(db);
  return {
    count: (cap) => countReviews(db, dialect, timeZone, query, cap),
    rows: (limit, offset) => reviewPage(db, dialect, timeZone, query, limit, offset),
  };
}

export function toReview<Row extends { rating: number | string }>(row: Row) {
  return { ...row, rating: Number(row.rating) };
}

/** One review as the list shows it, or undefined. */
export async function findReview(db: Kysely<DB>, id: number): Promise<ReviewListItem | undefined> {
  const row = await withNames(db.selectFrom('reviews'))
    .select(reviewListColumns)
    .where('reviews.id', '=', id)
    .executeTakeFirst();
  return row && toReview(row);
}

/**
 * Hides (with its reason) or shows a review. The reviews trigger (migration 0030) takes a hidden
 * review out of its photographer's rating and count, and puts a shown one back, in this statement.
 */
export async function setReviewHidden(
  db: Kysely<DB>,
  id: number,
  hidden: { reason: string } | null,
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('reviews')
    .set({
      hidden_at: hidden ? now : null,
      hidden_reason: hidden ? hidden.reason : null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}
