import { exportTuning } from './keyset.js';

/**
 * A list's rows a chunk at a time through its own page query (`xPage(…, limit, offset)`, sorted
 * with `id` last), for the lists whose order a keyset cannot follow (a computed or nullable sort:
 * the approval queue, ratings) and the small content lists. Feeds `sendSpreadsheet` like
 * `keysetChunks`; each chunk is one page query, so memory stays at one chunk.
 */
export async function* pageChunks<Row>(
  page: (limit: number, offset: number) => Promise<Row[]>,
  chunk: () => number = () => exportTuning.chunk,
): AsyncGenerator<Row[]> {
  let offset = 0;
  for (;;) {
    const limit = chunk();
    const rows = await page(limit, offset);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < limit) return;
    offset += rows.length;
  }
}
