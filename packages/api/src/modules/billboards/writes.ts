import type { Kysely } from 'kysely';
import type { BillboardRequest, LiveBillboard } from '@laqta/contract';
import type { DB } from '../../db/schema.js';
import type { BillboardRow } from '../../db/tables/marketplace.js';
import { nowIso } from '../../time.js';

/** A billboard's stored columns: the schedule already turned into UTC moments. */
export interface BillboardColumns {
  title: string;
  link_url: string | null;
  starts_at: string;
  ends_at: string;
  is_active: boolean;
  sort_order: number;
}

export function columnsOf(
  values: BillboardRequest,
  starts: string,
  ends: string,
): BillboardColumns {
  return {
    title: values.title,
    link_url: values.link_url,
    starts_at: starts,
    ends_at: ends,
    is_active: values.is_active,
    sort_order: values.sort_order,
  };
}

export async function insertBillboard(
  db: Kysely<DB>,
  columns: BillboardColumns,
  imageUrl: string,
): Promise<BillboardRow> {
  const now = nowIso();
  return db
    .insertInto('billboards')
    .values({
      ...columns,
      is_active: columns.is_active ? 1 : 0,
      image_url: imageUrl,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The new values when the row still has the `updated_at` the admin saw; undefined otherwise. */
export async function updateBillboard(
  db: Kysely<DB>,
  id: number,
  seen: string,
  columns: BillboardColumns,
  imageUrl: string | undefined,
): Promise<BillboardRow | undefined> {
  return db
    .updateTable('billboards')
    .set({
      ...columns,
      is_active: columns.is_active ? 1 : 0,
      ...(imageUrl === undefined ? {} : { image_url: imageUrl }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('updated_at', '=', seen)
    .returningAll()
    .executeTakeFirst();
}

export async function setBillboardActive(
  db: Kysely<DB>,
  id: number,
  active: boolean,
): Promise<BillboardRow> {
  return db
    .updateTable('billboards')
    .set({ is_active: active ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The billboards live at `now` (active, inside their window) in display order, and the next
 * moment that list can change by itself (a window opening or closing), so a cache knows when to
 * stop trusting it.
 */
export async function liveBillboards(
  db: Kysely<DB>,
  now: string,
): Promise<{ billboards: LiveBillboard[]; changesAt: string | null }> {
  const [rows, nextStart] = await Promise.all([
    db
      .selectFrom('billboards')
      .select(['id', 'title', 'image_url', 'link_url', 'ends_at'])
      .where('is_active', '=', 1)
      .where('starts_at', '<=', now)
      .where('ends_at', '>=', now)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('billboards')
      .select((eb) => eb.fn.min('starts_at').as('at'))
      .where('is_active', '=', 1)
      .where('starts_at', '>', now)
      .executeTakeFirst(),
  ]);
  const moments = [...rows.map((row) => row.ends_at), nextStart?.at ?? null].filter(
    (at): at is string => at !== null,
  );
  return {
    billboards: rows.map(({ id, title, image_url, link_url }) => ({
      id,
      title,
      image_url,
      link_url,
    })),
    changesAt: moments.length === 0 ? null : moments.sort()[0]!,
  };
}
