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
 * chunk is an index range read as cheap as the first, however deep the export is. The plain
 * `column >= value` beside it lets PostgreSQL start the range in a one-column index (it reads a
 * row comparison as an index bound only with an index on both columns, and otherwise walked from
 * the top again for every chunk).
 */
export function keysetAfter(
  column: RawBuilder<unknown>,
  idColumn: string,
  direction: 'asc' | 'desc',
  after: KeysetPosition,
): RawBuilder<boolean> {
  const past = direction === 'asc' ? sql`>` : sql`<`;
  const reached = direction === 'asc' ? sql`>=` : sql`<=`;
  return sql<boolean>`(${column} ${reached} ${after.value} and (${column}, ${sql.ref(idColumn)}) ${past} (${after.value}, ${after.id}))`;
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
