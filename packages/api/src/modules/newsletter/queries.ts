import type { Kysely } from 'kysely';
import type { NewsletterListQuery, NewsletterSubscriber } from '@laqta/contract';
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
import { selectedIdsOf } from '../../export/selection.js';

export type NewsletterFilter = Omit<NewsletterListQuery, 'page' | 'per_page' | 'sort'>;

/** Subscribers matching the search (in the address) and filters; `from`/`to` business days. */
export function matchingSubscribers(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  filter: NewsletterFilter,
) {
  let rows = db.selectFrom('newsletter_subscribers');
  if (filter.status === 'subscribed') rows = rows.where('unsubscribed_at', 'is', null);
  if (filter.status === 'unsubscribed') rows = rows.where('unsubscribed_at', 'is not', null);
  if (filter.from !== undefined)
    rows = rows.where('created_at', '>=', dayStart(filter.from, timeZone));
  if (filter.to !== undefined) rows = rows.where('created_at', '<', dayAfter(filter.to, timeZone));
  if (filter.search !== undefined)
    rows = rows.where(contains(dialect, { asIs: 'newsletter_subscribers.email' }, filter.search));
  // An export of hand-picked rows ("export selected") keeps only those.
  const selected = selectedIdsOf(filter);
  if (selected !== undefined) rows = rows.where('newsletter_subscribers.id', 'in', selected);
  return rows;
}

const sortColumns = {
  email: 'newsletter_subscribers.email',
  created_at: 'newsletter_subscribers.created_at',
};

const columns = ['id', 'email', 'unsubscribed_at', 'created_at', 'updated_at'] as const;

export function toSubscriber(row: {
  id: number;
  email: string;
  unsubscribed_at: string | null;
  created_at: string;
  updated_at: string;
}): NewsletterSubscriber {
  return { ...row, status: row.unsubscribed_at === null ? 'subscribed' : 'unsubscribed' };
}

export function countSubscribers(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  filter: NewsletterFilter,
  cap?: CountCap,
): Promise<number> {
  return countRows(matchingSubscribers(db, dialect, timeZone, filter), cap);
}

export async function subscriberPage(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  query: NewsletterListQuery,
  limit: number,
  offset: number,
): Promise<NewsletterSubscriber[]> {
  const { column, direction } = sortColumn(query.sort, sortColumns);
  const rows = await matchingSubscribers(db, dialect, timeZone, query)
    .select(columns)
    .orderBy(column, direction)
    .orderBy('id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toSubscriber);
}

/**
 * The subscribers a query keeps, as the list route pages them (`answerList`) and the export
 * reads them (`sendListExport`): one source, so both agree on which rows match.
 */
export async function subscriberSource(
  db: Kysely<DB>,
  dialect: Dialect,
  query: NewsletterListQuery,
): Promise<ListSource<NewsletterSubscriber>> {
  const timeZone = await readTimeZone(db);
  return {
    count: (cap) => countSubscribers(db, dialect, timeZone, query, cap),
    rows: (limit, offset) => subscriberPage(db, dialect, timeZone, query, limit, offset),
  };
}

export async function findSubscriber(
  db: Kysely<DB>,
  id: number,
): Promise<NewsletterSubscriber | undefined> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select(columns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toSubscriber(row);
}

export async function markUnsubscribed(db: Kysely<DB>, id: number): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
}
