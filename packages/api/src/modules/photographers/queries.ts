import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  PHOTOGRAPHER_DETAIL_REVIEWS_LIMIT,
  digitsOnly,
  normalizeArabic,
  type photographerListQuerySchema,
  type ListQuery,
  type PhotographerDetail,
  type PhotographerListItem,
  type ServiceCategory,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import {
  contains,
  countRows,
  searchColumnContains,
  sortColumn,
  type SearchColumn,
  type CountCap,
} from '../../http/list-query.js';
import { selectedIdsOf } from '../../export/selection.js';

export type PhotographerListQuery = ListQuery<typeof photographerListQuerySchema>;

const sortColumns = {
  name: 'photographers.name',
  city: 'photographers.city',
  rating_avg: 'photographers.rating_avg',
  completed_orders_count: 'photographers.completed_orders_count',
  created_at: 'photographers.created_at',
  // The approval queue: pending first (below), then by the date they joined.
  queue: 'photographers.created_at',
};

/** Photographers' folded names and phones, and their trigrams (migration 0009). */
const photographerName: SearchColumn = {
  table: 'photographers',
  column: 'name_search',
  trigramTable: 'photographers_search',
};
const photographerPhone: SearchColumn = { ...photographerName, column: 'phone_search' };

/**
 * A photographer search, folded as customers' are: Arabic text in names only, a phone (any
 * digits, spaces, dashes, +) in phones, anything else in e-mails and names.
 */
function photographerSearch(dialect: Dialect, search: string) {
  return (eb: ExpressionBuilder<DB, 'photographers'>) => {
    const text = normalizeArabic(search);
    if (/[\u0600-\u06FF]/.test(text)) return searchColumnContains(dialect, photographerName, text);
    const phone = digitsOnly(text);
    if (phone !== undefined) return searchColumnContains(dialect, photographerPhone, phone);
    return eb.or([
      contains(dialect, { asIs: 'photographers.email' }, text),
      searchColumnContains(dialect, photographerName, text),
    ]);
  };
}

/** Photographers matching the search (name, e-mail or phone) and filters. */
export function matchingPhotographers(
  db: Kysely<DB>,
  dialect: Dialect,
  query: PhotographerListQuery,
) {
  const { specialty } = query; // narrowed for the subquery below
  let rows = db.selectFrom('photographers');
  if (query.status !== undefined) rows = rows.where('photographers.status', '=', query.status);
  if (query.city !== undefined) rows = rows.where('photographers.city', '=', query.city);
  if (specialty !== undefined)
    rows = rows.where('photographers.id', 'in', (eb) =>
      eb
        .selectFrom('photographer_specialties')
        .select('photographer_specialties.photographer_id')
        .where('photographer_specialties.category', '=', specialty),
    );
  if (query.search !== undefined) rows = rows.where(photographerSearch(dialect, query.search));
  // An export of hand-picked rows ("export selected") keeps only those.
  const selected = selectedIdsOf(query);
  if (selected !== undefined) rows = rows.where('photographers.id', 'in', selected);
  return rows;
}

export async function countPhotographers(
  db: Kysely<DB>,
  dialect: Dialect,
  query: PhotographerListQuery,
  cap?: CountCap,
): Promise<number> {
  return countRows(matchingPhotographers(db, dialect, query), cap);
}

/** Each photographer's specialties, in the catalogue's order of categories. */
export async function specialtiesOf(db: Kysely<DB>, ids: number[]) {
  const map = new Map<number, ServiceCategory[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('photographer_specialties')
    .select(['photographer_id', 'category'])
    .where('photographer_id', 'in', ids)
    .orderBy('category')
    .execute();
  for (const row of rows) map.get(row.photographer_id)?.push(row.category);
  return map;
}

/** The list's rows in its order (the sort, then id), before paging: shared by the page and the export. */
export function orderedPhotographers(
  db: Kysely<DB>,
  dialect: Dialect,
  query: PhotographerListQuery,
) {
  const { column, direction } = sortColumn(query.sort, sortColumns);
  let rows = matchingPhotographers(db, dialect, query);
  // A photographer without reviews has no rating: such rows come last whichever the direction.
  if (query.sort.field === 'rating_avg')
    rows = rows.orderBy((eb) =>
      eb.case().when('photographers.rating_avg', 'is', null).then(1).else(0).end(),
    );
  // The approval queue: pending applications first (oldest first), then everyone else.
  if (query.sort.field === 'queue')
    rows = rows.orderBy(
      (eb) => eb.case().when('photographers.status', '=', 'pending').then(0).else(1).end(),
      direction,
    );
  return rows.orderBy(column, direction).orderBy('photographers.id', direction);
}

export async function photographerPage(
  db: Kysely<DB>,
  dialect: Dialect,
  query: PhotographerListQuery,
  limit: number,
  offset: number,
): Promise<PhotographerListItem[]> {
  const rows = await orderedPhotographers(db, dialect, query)
    .select([
      'photographers.id',
      'photographers.name',
      'photographers.email',
      'photographers.city',
      'photographers.rating_avg',
      'photographers.reviews_count',
      'photographers.completed_orders_count',
      'photographers.status',
      'photographers.created_at',
      'photographers.updated_at',
    ])
    .limit(limit)
    .offset(offset)
    .execute();
  const specialties = await specialtiesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toPhotographer(row, specialties.get(row.id) ?? []));
}

/** A photographer's row as the API answers it: the rating as a number, with their specialties. */
export function toPhotographer<Row extends { rating_avg: number | string | null }>(
  row: Row,
  specialties: ServiceCategory[],
): Omit<Row, 'rating_avg'> & { rating_avg: number | null; specialties: ServiceCategory[] } {
  return {
    ...row,
    rating_avg: row.rating_avg === null ? null : Number(row.rating_avg),
    specialties,
  };
}

/** The columns of a photographer's record (contract `photographerSchema`). */
const photographerRecordColumns = [
  'id',
  'name',
  'email',
  'phone',
  'city',
  'bio',
  'avatar_url',
  'starting_price',
  'rating_avg',
  'reviews_count',
  'completed_orders_count',
  'status',
  'status_reason',
  'rejected_at',
  'created_at',
  'updated_at',
] as const;

/**
 * A photographer's record row, or undefined: one read for the detail page (`findPhotographer`)
 * and the write routes' answers (`findPhotographerRecord`).
 */
export function findPhotographerRow(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('photographers')
    .select(photographerRecordColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A photographer with their specialties and newest reviews. */
export async function findPhotographer(
  db: Kysely<DB>,
  id: number,
): Promise<Omit<PhotographerDetail, 'currency'> | undefined> {
  const row = await findPhotographerRow(db, id);
  if (!row) return undefined;
  const [specialties, reviews] = await Promise.all([
    specialtiesOf(db, [id]),
    db
      .selectFrom('reviews')
      .innerJoin('customers', 'customers.id', 'reviews.customer_id')
      .innerJoin('orders', 'orders.id', 'reviews.order_id')
      .selectAll('reviews')
      .select(['customers.name as customer_name', 'orders.code as order_code'])
      .where('reviews.photographer_id', '=', id)
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(PHOTOGRAPHER_DETAIL_REVIEWS_LIMIT)
      .execute(),
  ]);
  return {
    photographer: toPhotographer(row, specialties.get(id) ?? []),
    reviews,
  };
}
