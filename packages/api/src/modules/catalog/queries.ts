import { sql, type Kysely } from 'kysely';
import {
  PUBLIC_PROFILE_REVIEWS_LIMIT,
  type PublicPhotographer,
  type PublicPhotographerProfile,
  type PublicPhotographersQuery,
  type PublicReview,
  type PublicService,
  type ServiceCategory,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { countRows, searchColumnContains, type CountCap } from '../../http/list-query.js';

/**
 * The public catalogue's reads (issue 20): only what a visitor may see — active, unarchived
 * services; approved photographers; visible reviews (a hidden one is also out of the
 * photographer's rating and count, kept by the reviews trigger of migration 0030).
 */

/** The active services of `category` (or all), in the back office's display order. */
export async function activeServices(
  db: Kysely<DB>,
  category: ServiceCategory | undefined,
): Promise<PublicService[]> {
  let rows = db
    .selectFrom('services')
    .select([
      'id',
      'name',
      'category',
      'description',
      'image_url',
      'base_price as price_from',
      'duration_minutes',
    ])
    .where('is_active', '=', 1)
    .where('archived_at', 'is', null);
  if (category !== undefined) rows = rows.where('category', '=', category);
  return rows.orderBy('sort_order').orderBy('id').execute();
}

const photographerName = {
  table: 'photographers',
  column: 'name_search',
  trigramTable: 'photographers_search',
} as const;

type PhotographerFilter = Pick<PublicPhotographersQuery, 'city' | 'specialty' | 'search'>;

/** Approved photographers matching the city, specialty and (folded Arabic) name search. */
function matchingPhotographers(db: Kysely<DB>, dialect: Dialect, filter: PhotographerFilter) {
  let rows = db.selectFrom('photographers').where('photographers.status', '=', 'approved');
  if (filter.city !== undefined) rows = rows.where('photographers.city', '=', filter.city);
  const { specialty } = filter;
  if (specialty !== undefined)
    rows = rows.where((eb) =>
      eb.exists(
        eb
          .selectFrom('photographer_specialties')
          .select('photographer_specialties.photographer_id')
          .whereRef('photographer_specialties.photographer_id', '=', 'photographers.id')
          .where('photographer_specialties.category', '=', specialty),
      ),
    );
  if (filter.search !== undefined)
    rows = rows.where(searchColumnContains(dialect, photographerName, filter.search));
  return rows;
}

export function countPublicPhotographers(
  db: Kysely<DB>,
  dialect: Dialect,
  filter: PhotographerFilter,
  cap?: CountCap,
): Promise<number> {
  return countRows(matchingPhotographers(db, dialect, filter), cap);
}

const cardColumns = [
  'photographers.id',
  'photographers.name',
  'photographers.avatar_url',
  'photographers.city',
  'photographers.rating_avg',
  'photographers.reviews_count',
  'photographers.starting_price',
] as const;

interface CardRow {
  id: number;
  name: string;
  avatar_url: string | null;
  city: string;
  rating_avg: number | string | null;
  reviews_count: number | string;
  starting_price: number;
}

/** The specialties of each photographer of a page, in one query. */
async function specialtiesOf(
  db: Kysely<DB>,
  ids: number[],
): Promise<(id: number) => ServiceCategory[]> {
  const byId = new Map<number, ServiceCategory[]>();
  if (ids.length > 0) {
    const rows = await db
      .selectFrom('photographer_specialties')
      .select(['photographer_id', 'category'])
      .where('photographer_id', 'in', ids)
      .orderBy('category')
      .execute();
    for (const row of rows)
      byId.set(row.photographer_id, [...(byId.get(row.photographer_id) ?? []), row.category]);
  }
  return (id) => byId.get(id) ?? [];
}

/** One decimal, as stars are shown (PostgreSQL answers its numeric as text). */
const ratingOf = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

function toCard(row: CardRow, specialties: ServiceCategory[]): PublicPhotographer {
  return {
    id: row.id,
    name: row.name,
    avatar_url: row.avatar_url,
    city: row.city,
    specialties,
    rating_avg: ratingOf(row.rating_avg),
    reviews_count: Number(row.reviews_count),
    starting_price: row.starting_price,
  };
}

/**
 * One page of approved photographers: by rating (unrated last, either way; then by how many
 * reviews) or by starting price; `id` last, so pages never overlap.
 */
export async function publicPhotographerPage(
  db: Kysely<DB>,
  dialect: Dialect,
  query: PublicPhotographersQuery,
  limit: number,
  offset: number,
): Promise<PublicPhotographer[]> {
  const { field, direction } = query.sort;
  let rows = matchingPhotographers(db, dialect, query).select(cardColumns);
  if (field === 'rating')
    rows = rows
      .orderBy(sql`case when photographers.rating_avg is null then 1 else 0 end`)
      .orderBy('photographers.rating_avg', direction)
      .orderBy('photographers.reviews_count', 'desc');
  else rows = rows.orderBy('photographers.starting_price', direction);
  const page = await rows
    .orderBy('photographers.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  const specialties = await specialtiesOf(
    db,
    page.map((row) => row.id),
  );
  return page.map((row) => toCard(row, specialties(row.id)));
}

/** The newest visible reviews of a photographer, signed with the reviewer's first name. */
async function visibleReviewsOf(db: Kysely<DB>, photographerId: number): Promise<PublicReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .innerJoin('customers', 'customers.id', 'reviews.customer_id')
    .select([
      'reviews.id',
      'reviews.rating',
      'reviews.comment',
      'reviews.created_at',
      'customers.name as customer_name',
    ])
    .where('reviews.photographer_id', '=', photographerId)
    .where('reviews.hidden_at', 'is', null)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(PUBLIC_PROFILE_REVIEWS_LIMIT)
    .execute();
  return rows.map(({ customer_name, ...review }) => ({
    ...review,
    // A visitor sees who wrote it, not the customer's full name.
    reviewer: customer_name.trim().split(/\s+/)[0] ?? '',
  }));
}

/** An approved photographer's public profile; undefined for any other (or none). */
export async function findPublicPhotographer(
  db: Kysely<DB>,
  id: number,
): Promise<PublicPhotographerProfile | undefined> {
  const row = await db
    .selectFrom('photographers')
    .select([...cardColumns, 'photographers.bio'])
    .where('photographers.id', '=', id)
    .where('photographers.status', '=', 'approved')
    .executeTakeFirst();
  if (!row) return undefined;
  const [specialties, reviews] = await Promise.all([
    specialtiesOf(db, [id]),
    visibleReviewsOf(db, id),
  ]);
  return { ...toCard(row, specialties(id)), bio: row.bio, reviews };
}
