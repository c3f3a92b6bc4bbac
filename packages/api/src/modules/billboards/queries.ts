import type { Kysely } from 'kysely';
import type { Billboard, BillboardListQuery } from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { BillboardRow } from '../../db/tables/marketplace.js';
import { contains, countRows, sortColumn, type CountCap } from '../../http/list-query.js';
import { selectedIdsOf } from '../../export/selection.js';

export function toBillboard(row: BillboardRow): Billboard {
  return {
    id: row.id,
    title: row.title,
    image_url: row.image_url,
    link_url: row.link_url,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    is_active: Number(row.is_active) === 1,
    sort_order: Number(row.sort_order),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Billboards matching the search (title or link) and filters; `now` places the windows. */
export function matchingBillboards(
  db: Kysely<DB>,
  dialect: Dialect,
  query: BillboardListQuery,
  now: string,
) {
  let rows = db.selectFrom('billboards');
  if (query.search) {
    const text = query.search;
    rows = rows.where((eb) =>
      eb.or([contains(dialect, 'title', text), contains(dialect, 'link_url', text)]),
    );
  }
  if (query.is_active) rows = rows.where('is_active', '=', Number(query.is_active));
  // Windows are ISO-8601 UTC text, so text comparison is time order.
  if (query.window === 'current')
    rows = rows.where('starts_at', '<=', now).where('ends_at', '>=', now);
  if (query.window === 'upcoming') rows = rows.where('starts_at', '>', now);
  if (query.window === 'past') rows = rows.where('ends_at', '<', now);
  // An export of hand-picked rows ("export selected") keeps only those.
  const selected = selectedIdsOf(query);
  if (selected !== undefined) rows = rows.where('billboards.id', 'in', selected);
  return rows;
}

const billboardSortColumns: Record<BillboardListQuery['sort']['field'], string> = {
  title: 'title',
  starts_at: 'starts_at',
  ends_at: 'ends_at',
  is_active: 'is_active',
  sort_order: 'sort_order',
};

export async function countBillboards(
  db: Kysely<DB>,
  dialect: Dialect,
  query: BillboardListQuery,
  now: string,
  cap?: CountCap,
): Promise<number> {
  return countRows(matchingBillboards(db, dialect, query, now), cap);
}

export async function billboardPage(
  db: Kysely<DB>,
  dialect: Dialect,
  query: BillboardListQuery,
  now: string,
  limit: number,
  offset: number,
): Promise<Billboard[]> {
  const { column, direction } = sortColumn(query.sort, billboardSortColumns);
  const rows = await matchingBillboards(db, dialect, query, now)
    .selectAll()
    .orderBy(column, direction)
    .orderBy('id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toBillboard);
}

export function findBillboard(db: Kysely<DB>, id: number): Promise<BillboardRow | undefined> {
  return db.selectFrom('billboards').selectAll().where('id', '=', id).executeTakeFirst();
}
