import { FORMAT_LOCALE } from './locale';

/** Dates are shown in Riyadh time (UTC+3, no daylight saving), where the platform works. */
const TIME_ZONE = 'Asia/Riyadh';
const dateFormat = new Intl.DateTimeFormat(FORMAT_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat(FORMAT_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const monthFormat = new Intl.DateTimeFormat(FORMAT_LOCALE, { month: 'long', timeZone: 'UTC' });
const monthYearFormat = new Intl.DateTimeFormat(FORMAT_LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A moment (ISO-8601) as a date in Riyadh time: "٢١ نوفمبر ٢٠٢٦". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** A moment (ISO-8601) as date and time in Riyadh time. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

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
