import { sql, type RawBuilder } from 'kysely';

/** Rows read per query by the exports: at most this many rows of a list are in memory at once. */
export const exportTuning = { chunk: 1_000 };

/** Where a chunk ended: its last row's sort value and id. */
export interface KeysetPosition {
  value: string | number;
  id: number;
}

/**
 * `(column, id) > (value, id)` (or `<` going down): the rows after the last one read, so each
 * chunk is an index range read as cheap as the first, however deep the export is.
 */
export function keysetAfter(
  column: RawBuilder<unknown>,
  idColumn: string,
  direction: 'asc' | 'desc',
  after: KeysetPosition,
): RawBuilder<boolean> {
  return sql<boolean>`(${column}, ${sql.ref(idColumn)}) ${direction === 'asc' ? sql`>` : sql`<`} (${after.value}, ${after.id})`;
}

/**
 * Every row of a list a chunk at a time: `read(after, limit)` answers the next `limit` rows after
 * `after` (undefined for the first chunk) in the list's order; `positionOf` says where a row is.
 */
export async function* keysetChunks<Row>(
  read: (after: KeysetPosition | undefined, limit: number) => Promise<Row[]>,
  positionOf: (row: Row) => KeysetPosition,
  chunk: () => number = () => exportTuning.chunk,
): AsyncGenerator<Row[]> {
  let after: KeysetPosition | undefined;
  for (;;) {
    const limit = chunk();
    const rows = await read(after, limit);
    const last = rows.at(-1);
    if (last === undefined) return;
    yield rows;
    if (rows.length < limit) return;
    after = positionOf(last);
  }
}
