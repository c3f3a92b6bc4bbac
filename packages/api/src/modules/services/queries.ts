import type { Kysely } from 'kysely';
import type { Service, ServiceListQuery, ServiceRequest } from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import {
  countRows,
  searchColumnContains,
  sortColumn,
  type SearchColumn,
  type CountCap,
} from '../../http/list-query.js';
import { nowIso } from '../../time.js';
import type { ServiceRow } from '../../db/tables/marketplace.js';
import { selectedIdsOf } from '../../export/selection.js';

/** A stored row as the API answers it (0/1 → boolean). */
export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    base_price: Number(row.base_price),
    duration_minutes: Number(row.duration_minutes),
    image_url: row.image_url,
    is_active: Number(row.is_active) === 1,
    sort_order: Number(row.sort_order),
    archived_at: row.archived_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function findService(db: Kysely<DB>, id: number): Promise<ServiceRow | undefined> {
  return db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
}

function columnsOf(values: ServiceRequest) {
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    base_price: values.base_price,
    duration_minutes: values.duration_minutes,
    is_active: values.is_active ? 1 : 0,
    sort_order: values.sort_order,
  };
}

export async function insertService(
  db: Kysely<DB>,
  values: ServiceRequest,
  imageUrl: string,
): Promise<ServiceRow> {
  const now = nowIso();
  return db
    .insertInto('services')
    .values({ ...columnsOf(values), image_url: imageUrl, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces every field; `imageUrl` undefined keeps the current image. */
export async function updateService(
  db: Kysely<DB>,
  id: number,
  values: ServiceRequest,
  imageUrl: string | undefined,
): Promise<ServiceRow> {
  return db
    .updateTable('services')
    .set({
      ...columnsOf(values),
      ...(imageUrl === undefined ? {} : { image_url: imageUrl }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Services' folded names and descriptions, and their trigrams (migration 0009). */
const serviceName: SearchColumn = {
  table: 'services',
  column: 'name_search',
  trigramTable: 'services_search',
};
const serviceDescription: SearchColumn = { ...serviceName, column: 'description_search' };

/** Rows matching the list's search and filters (shared by its count and its page). */
export function matchingServices(db: Kysely<DB>, dialect: Dialect, query: ServiceListQuery) {
  let rows = db.selectFrom('services');
  if (query.search) {
    const text = query.search;
    rows = rows.where((eb) =>
      eb.or([
        searchColumnContains(dialect, serviceName, text),
        searchColumnContains(dialect, serviceDescription, text),
      ]),
    );
  }
  if (query.category) rows = rows.where('category', '=', query.category);
  if (query.is_active) rows = rows.where('is_active', '=', Number(query.is_active));
  if (query.archived === '1') rows = rows.where('archived_at', 'is not', null);
  if (query.archived === '0') rows = rows.where('archived_at', 'is', null);
  // An export of hand-picked rows ("export selected") keeps only those.
  const selected = selectedIdsOf(query);
  if (selected !== undefined) rows = rows.where('services.id', 'in', selected);
  return rows;
}

const serviceSortColumns: Record<ServiceListQuery['sort']['field'], string> = {
  name: 'name',
  category: 'category',
  base_price: 'base_price',
  duration_minutes: 'duration_minutes',
  is_active: 'is_active',
  sort_order: 'sort_order',
  created_at: 'created_at',
};

export async function countServices(
  db: Kysely<DB>,
  dialect: Dialect,
  query: ServiceListQuery,
  cap?: CountCap,
): Promise<number> {
  return countRows(matchingServices(db, dialect, query), cap);
}

export async function servicePage(
  db: Kysely<DB>,
  dialect: Dialect,
  query: ServiceListQuery,
  limit: number,
  offset: number,
): Promise<Service[]> {
  const { column, direction } = sortColumn(query.sort, serviceSortColumns);
  const rows = await matchingServices(db, dialect, query)
    .selectAll()
    .orderBy(column, direction)
    // Ties (same category, same order…) keep one stable order across pages.
    .orderBy('id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toService);
}
