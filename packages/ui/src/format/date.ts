import { DEFAULT_TIME_ZONE } from '@laqta/contract';
import {
  dateLocale,
  DEFAULT_DATE_PREFERENCES,
  FORMAT_LOCALE,
  type CalendarSystem,
  type DigitSystem,
} from './locale';

/**
 * How to write a date: the calendar, the digits and the time zone a moment is read in (by default
 * the platform's, until the app hands the `timezone` setting down through DatePreferencesProvider).
 */
export interface DateFormatOptions {
  calendar?: CalendarSystem;
  digits?: DigitSystem;
  timeZone?: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One cached Intl format per locale, zone and shape (creating one costs far more than using it). */
function dateFormat(
  { calendar, digits, timeZone }: DateFormatOptions,
  shape: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const locale = dateLocale(
    calendar ?? DEFAULT_DATE_PREFERENCES.calendar,
    digits ?? DEFAULT_DATE_PREFERENCES.digits,
  );
  const zone = timeZone ?? DEFAULT_TIME_ZONE;
  const key = `${locale}|${zone}|${JSON.stringify(shape)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...shape, timeZone: zone });
    formats.set(key, found);
  }
  return found;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };

/**
 * A moment (ISO-8601) as a date in the platform's time zone: "٢١ نوفمبر ٢٠٢٦", or in Hijri
 * "١١ جمادى الآخرة ١٤٤٨ هـ" (`{ calendar: 'hijri' }`).
 */
export function formatDate(iso: string, options: DateFormatOptions = {}): string {
  return dateFormat(options, DAY).format(new Date(iso));
}

/** A moment (ISO-8601) as date and time in the platform's time zone. */
export function formatDateTime(iso: string, options: DateFormatOptions = {}): string {
  return dateFormat(options, DAY_AND_TIME).format(new Date(iso));
}

/**
 * Noon UTC of a `YYYY-MM-DD` business day: read in UTC, no time zone moves it to a neighbouring
 * day (a business day is already a day of the platform's zone, not a moment).
 */
function dayNoon(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12));
}

/** A business day (`YYYY-MM-DD`, as date filters take it) written out: "٢١ نوفمبر ٢٠٢٦". */
export function formatDay(day: string, options: Omit<DateFormatOptions, 'timeZone'> = {}): string {
  return dateFormat({ ...options, timeZone: 'UTC' }, DAY).format(dayNoon(day));
}

/** A business day with its weekday, for screen readers and captions: "السبت، ٢١ نوفمبر ٢٠٢٦". */
export function formatWeekdayDay(
  day: string,
  options: Omit<DateFormatOptions, 'timeZone'> = {},
): string {
  return dateFormat({ ...options, timeZone: 'UTC' }, { weekday: 'long', ...DAY }).format(
    dayNoon(day),
  );
}

const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const MONTH_ONLY: Intl.DateTimeFormatOptions = { month: 'long' };

/**
 * The months of `calendar` that a run of business days (`first`…`last`, `YYYY-MM-DD`) falls in:
 * "نوفمبر ٢٠٢٦"; a Gregorian month read in Hijri spans two, "جمادى الأولى – جمادى الآخرة ١٤٤٨ هـ".
 */
export function formatMonthSpan(
  first: string,
  last: string,
  options: Omit<DateFormatOptions, 'timeZone'> = {},
): string {
  const zoned = { ...options, timeZone: 'UTC' };
  const whole = dateFormat(zoned, MONTH_YEAR);
  const start = whole.format(dayNoon(first));
  const end = whole.format(dayNoon(last));
  if (start === end) return start;
  const sameYear =
    dateFormat(zoned, { year: 'numeric' }).format(dayNoon(first)) ===
    dateFormat(zoned, { year: 'numeric' }).format(dayNoon(last));
  const startText = sameYear ? dateFormat(zoned, MONTH_ONLY).format(dayNoon(first)) : start;
  return `${startText} – ${end}`;
}

const isoDayFormats = new Map<string, Intl.DateTimeFormat>();

/** The business day (`YYYY-MM-DD`) a moment falls on in `timeZone`: today is `dayOf(now, zone)`. */
export function dayOf(moment: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let format = isoDayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    isoDayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const monthFormat = new Intl.DateTimeFormat(FORMAT_LOCALE, { month: 'long', timeZone: 'UTC' });
const monthYearFormat = new Intl.DateTimeFormat(FORMAT_LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The middle of a `YYYY-MM` month in UTC, so no time zone moves it into a neighbouring month. */
function monthMiddle(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 15));
}

/** A `YYYY-MM` month as its Arabic name: "2026-11" → "نوفمبر". */
export function formatMonth(month: string): string {
  return monthFormat.format(monthMiddle(month));
}

/** A `YYYY-MM` month with its year: "2026-11" → "نوفمبر ٢٠٢٦". */
export function formatMonthYear(month: string): string {
  return monthYearFormat.format(monthMiddle(month));
}
