/**
 * Time as the database stores it: ISO-8601 UTC text (`2026-05-01T09:30:00.000Z`), so text order is
 * time order on both databases. Date filters' days (`YYYY-MM-DD`) are business days in the
 * platform's time zone (dayStart/dayAfter); months (`YYYY-MM`) are still UTC months
 * (ARCHITECTURE.md "Time"). Every runtime helper about moments, days and months lives here.
 */

/** The current time in the stored timestamp format. */
export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * The platform's time zone while the `timezone` setting is not read yet (DESIGN.md §8: the
 * business day is Riyadh's). Riyadh keeps no daylight saving today, but nothing below assumes it.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `moment`, in ms (Intl's zone data). */
function zoneOffset(moment: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(new Date(moment)).map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(
    part.year!,
    part.month! - 1,
    part.day!,
    part.hour,
    part.minute,
    part.second,
  );
  return wall - Math.floor(moment / 1000) * 1000;
}

/** The UTC moment at which `timeZone`'s wall clock reads 00:00 on `day` (`YYYY-MM-DD`). */
function zonedMidnight(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00.000Z`);
  // Twice: the offset at the guess may differ from the offset at the answer (a DST change).
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

/**
 * The first moment of a `YYYY-MM-DD` business day in `timeZone`, as stored timestamps write it:
 * Riyadh's 21 May starts at `2026-05-20T21:00:00.000Z`.
 */
export function dayStart(day: string, timeZone = DEFAULT_TIME_ZONE): string {
  return zonedMidnight(day, timeZone).toISOString();
}

/** The first moment of the business day after `day`: a range ends with `column < dayAfter(to)`. */
export function dayAfter(day: string, timeZone = DEFAULT_TIME_ZONE): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return dayStart(next.toISOString().slice(0, 10), timeZone);
}

/** `YYYY-MM` of a moment, in UTC. */
export function monthOf(moment: Date): string {
  return moment.toISOString().slice(0, 7);
}

/** The `count` months up to and including the month of `now`, oldest first. */
export function monthsUpTo(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return months;
}

/** The first moment of a `YYYY-MM` month (UTC) as stored timestamps write it. */
export function monthStart(month: string): string {
  return `${month}-01T00:00:00.000Z`;
}

/** The first moment of the month after `month`. */
export function nextMonthStart(month: string): string {
  const next = new Date(monthStart(month));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString();
}
