/**
 * Time as the database stores it: ISO-8601 UTC text (`2026-05-01T09:30:00.000Z`), so text order is
 * time order on both databases. People count in business days and months (`YYYY-MM-DD`,
 * `YYYY-MM`) of the platform's time zone, the `timezone` setting (readTimeZone); the dashboard's
 * roll-ups are kept in UTC months and quarter-hours, which add up to any zone's months
 * (ARCHITECTURE.md "Time"). Every runtime helper about moments, days and months lives here.
 */

/** The current time in the stored timestamp format. */
export function nowIso(): string {
  return new Date().toISOString();
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** What `timeZone`'s wall clock reads at `moment` (Intl's zone data: no fixed offset assumed). */
function wallClock(moment: number, timeZone: string) {
  let format = wallClockFormats.get(timeZone);
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
    wallClockFormats.set(timeZone, format);
  }
  const part = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of format.formatToParts(new Date(moment)))
    if (type in part) part[type as keyof typeof part] = Number(value);
  return part;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `moment`, in ms. */
function zoneOffset(moment: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(moment, timeZone);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  return wall - Math.floor(moment / 1000) * 1000;
}

/** The UTC moment at which `timeZone`'s wall clock reads 00:00 on `day` (`YYYY-MM-DD`). */
function zonedMidnight(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00.000Z`);
  // Twice: the offset at the guess may differ from the offset at the answer (a DST change).
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The first moment of a `YYYY-MM-DD` business day in `timeZone`, as stored timestamps write it:
 * Riyadh's 21 May starts at `2026-05-20T21:00:00.000Z`.
 */
export function dayStart(day: string, timeZone: string): string {
  return zonedMidnight(day, timeZone).toISOString();
}

/** The first moment of the business day after `day`: a range ends with `column < dayAfter(to)`. */
export function dayAfter(day: string, timeZone: string): string {
  return dayStart(addDays(day, 1), timeZone);
}

/**
 * The stored UTC moment at which `timeZone`'s wall clock reads `wall` (`YYYY-MM-DDTHH:mm`), e.g. a
 * billboard scheduled for Riyadh's `2026-12-01T09:00` starts at `2026-12-01T06:00:00.000Z`. A wall
 * time skipped by a daylight-saving change lands on the moment after the gap.
 */
export function zonedMoment(wall: string, timeZone: string): string {
  const guess = Date.parse(`${wall.slice(0, 16)}:00.000Z`);
  // Twice, as zonedMidnight: the offset at the guess may differ from the offset at the answer.
  const first = guess - zoneOffset(guess, timeZone);
  return new Date(guess - zoneOffset(first, timeZone)).toISOString();
}

/** The business day (`YYYY-MM-DD`) of a moment in `timeZone`: "today" is `dayOf(now, zone)`. */
export function dayOf(moment: Date, timeZone: string): string {
  const { year, month, day } = wallClock(moment.getTime(), timeZone);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The business month (`YYYY-MM`) of a moment in `timeZone`. */
export function monthOf(moment: Date, timeZone: string): string {
  return dayOf(moment, timeZone).slice(0, 7);
}

/** `YYYY-MM` shifted by `by` months (a label, no zone involved). */
export function addMonths(month: string, by: number): string {
  const date = new Date(`${month}-01T00:00:00.000Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
}

/** The `count` business months up to and including the month of `now`, oldest first. */
export function monthsUpTo(now: Date, count: number, timeZone: string): string[] {
  const current = monthOf(now, timeZone);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}

/** The first moment of a business month (`YYYY-MM`) in `timeZone`. */
export function monthStart(month: string, timeZone: string): string {
  return dayStart(`${month}-01`, timeZone);
}

/** The first moment of the UTC month `YYYY-MM` (the roll-ups' month buckets are UTC months). */
export function utcMonthStart(month: string): string {
  return `${month}-01T00:00:00.000Z`;
}

/** `YYYY-MM-DD` shifted by `by` days (a calendar label, no zone involved). */
export function addDays(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

/** The first moment of the UTC day `YYYY-MM-DD` (the daily roll-up's buckets are UTC days). */
export function utcDayStart(day: string): string {
  return `${day}T00:00:00.000Z`;
}
