import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROWS_PER_TURN, sendSpreadsheet } from '../src/export/spreadsheet.js';

/**
 * Issue 21: an export never holds the event loop longer than a few milliseconds at a time. What
 * bounds a turn is how many rows the writer turns into the sheet before it lets the loop go
 * (ROWS_PER_TURN, each turn a millisecond or two: ARCHITECTURE.md). Counted here, not timed: a
 * heartbeat that takes every turn of the loop notes how many rows were written since the last one.
 */
async function rowsPerTurnOf(
  format: 'csv' | 'xlsx',
  total: number,
  chunks: AsyncIterable<number[]>,
) {
  let written = 0;
  const perTurn: number[] = [];
  let lastSeen = 0;
  let exporting = true;
  const beat = () => {
    perTurn.push(written - lastSeen);
    lastSeen = written;
    if (exporting) setImmediate(beat);
  };
  const app = Fastify();
  app.get('/export', (_request, reply) =>
    sendSpreadsheet(app, reply, {
      format,
      fileName: 'rows',
      sheetName: 'الصفوف',
      columns: [
        {
          header: 'الرقم',
          cell: (row: number) => {
            written += 1;
            return row;
          },
        },
        { header: 'الاسم', cell: (row: number) => `عميل رقم ${row}` },
      ],
      total,
      chunks,
    }),
  );
  try {
    setImmediate(beat);
    const response = await app.inject({ method: 'GET', url: `/export?format=${format}` });
    expect(response.statusCode).toBe(200);
    exporting = false;
    perTurn.push(written - lastSeen);
    return { written, perTurn };
  } finally {
    exporting = false;
    await app.close();
  }
}

/** `count` rows in chunks of `size`, each chunk ready at once (no turn of the loop between them). */
async function* readyChunks(count: number, size: number) {
  for (let start = 0; start < count; start += size)
    yield Array.from({ length: Math.min(size, count - start) }, (_, k) => start + k);
}

describe('an export lets the event loop turn while it writes', () => {
  for (const format of ['csv', 'xlsx'] as const)
    it(`writes at most ${ROWS_PER_TURN} ${format} rows a turn, across chunks that arrive at once`, async () => {
      // Chunks of 70: a count per chunk would write 20 + 50 rows in one turn at each boundary.
      const { written, perTurn } = await rowsPerTurnOf(format, 1_000, readyChunks(1_000, 70));
      expect(written).toBe(1_000);
      expect(Math.max(...perTurn)).toBe(ROWS_PER_TURN);
    });
});
