import { format } from 'date-fns';

/** Saturday: the Saudi week starts on Saturday and ends on Friday. */
export const WEEK_STARTS_ON = 6;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A business day (`YYYY-MM-DD`) as the calendar's Date: noon of that day on the browser's clock, so
 * no daylight-saving jump of the reader's zone moves it to a neighbouring day. Undefined for ''.
 */
export function dateOfDay(day: string): Date | undefined {
  const match = DAY_PATTERN.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

/** The calendar's Date back as a business day (`YYYY-MM-DD`, Latin digits, as filters take it). */
export function dayOfDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
