import { addMonths, monthStart, utcMonthStart } from '../../time.js';

/**
 * A business month (the platform's time zone) as the roll-ups add it up: whole UTC month buckets,
 * plus or minus the quarter-hour buckets between each of its edges and the UTC month boundary
 * nearest to that edge (migration 0008). Riyadh's May 2026 is UTC May, plus 30 April 21:00–24:00,
 * less 31 May 21:00–24:00.
 */
export interface BusinessMonthPieces {
  month: string;
  /** UTC month buckets (`YYYY-MM`) counted whole. */
  utcMonths: string[];
  /** Quarter-hour buckets in `[from, to)` (`YYYY-MM-DDTHH:MM`), added (1) or taken away (-1). */
  quarters: Array<{ from: string; to: string; sign: 1 | -1 }>;
}

/** The quarter-hour bucket holding a moment (ISO UTC), as migration 0008 writes it. */
export function quarterOf(moment: string): string {
  const minutes = Number(moment.slice(14, 16));
  return `${moment.slice(0, 14)}${String(minutes - (minutes % 15)).padStart(2, '0')}`;
}

/** The UTC month boundary nearest to a moment (ISO UTC). */
function nearestUtcMonthStart(moment: string): string {
  const before = utcMonthStart(moment.slice(0, 7));
  const after = utcMonthStart(addMonths(moment.slice(0, 7), 1));
  const at = Date.parse(moment);
  return at - Date.parse(before) <= Date.parse(after) - at ? before : after;
}

/** The pieces of business month `month` (`YYYY-MM`) in `timeZone`. */
export function businessMonthPieces(month: string, timeZone: string): BusinessMonthPieces {
  const start = monthStart(month, timeZone);
  const end = monthStart(addMonths(month, 1), timeZone);
  const wholeFrom = nearestUtcMonthStart(start);
  const wholeTo = nearestUtcMonthStart(end);
  const utcMonths: string[] = [];
  for (let m = wholeFrom.slice(0, 7); utcMonthStart(m) < wholeTo; m = addMonths(m, 1))
    utcMonths.push(m);
  const quarters: BusinessMonthPieces['quarters'] = [];
  // Before the first whole UTC month: the month's own hours are missing (+), or the previous
  // month's hours are counted in it (-); the other way round at the end.
  if (start < wholeFrom)
    quarters.push({ from: quarterOf(start), to: quarterOf(wholeFrom), sign: 1 });
  if (wholeFrom < start)
    quarters.push({ from: quarterOf(wholeFrom), to: quarterOf(start), sign: -1 });
  if (wholeTo < end) quarters.push({ from: quarterOf(wholeTo), to: quarterOf(end), sign: 1 });
  if (end < wholeTo) quarters.push({ from: quarterOf(end), to: quarterOf(wholeTo), sign: -1 });
  return { month, utcMonths, quarters };
}

/** Every UTC month bucket the pieces read. */
export function utcMonthsOf(pieces: readonly BusinessMonthPieces[]): string[] {
  return [...new Set(pieces.flatMap((p) => p.utcMonths))];
}

/** Every quarter-hour range the pieces read, each once (a shared edge appears in two months). */
export function quarterRangesOf(pieces: readonly BusinessMonthPieces[]) {
  const ranges = new Map<string, { from: string; to: string }>();
  for (const { from, to } of pieces.flatMap((p) => p.quarters))
    ranges.set(`${from}/${to}`, { from, to });
  return [...ranges.values()];
}

/**
 * Adds roll-up rows into business months: each month bucket row into the month counting it whole,
 * each quarter-hour row into every month whose edge it lies in, with that edge's sign.
 */
export function addUpByMonth<M extends { month: string }, Q extends { quarter: string }>(
  pieces: readonly BusinessMonthPieces[],
  monthRows: readonly M[],
  quarterRows: readonly Q[],
  add: (month: string, row: M | Q, sign: 1 | -1) => void,
): void {
  for (const piece of pieces) {
    for (const row of monthRows) if (piece.utcMonths.includes(row.month)) add(piece.month, row, 1);
    for (const { from, to, sign } of piece.quarters)
      for (const row of quarterRows)
        if (row.quarter >= from && row.quarter < to) add(piece.month, row, sign);
  }
}
