import { clsx } from 'clsx';
import { formatDate, formatDateTime, type DateFormatOptions } from '../../format/date';
import { otherCalendar } from '../../format/locale';
import { useDateSettings } from '../../providers/DatePreferencesProvider';

export interface DateTextProps {
  /** A moment, ISO-8601 (`2026-11-20T21:30:00.000Z`). */
  value: string;
  /** Also the time of day (in the platform's time zone). */
  withTime?: boolean;
  /** Both calendars, the admin's main one first and the other under it (detail views). */
  bothCalendars?: boolean;
  className?: string;
}

/**
 * A moment written in the admin's main calendar and digits, in the platform's time zone, inside a
 * `<time>`; with `bothCalendars`, the other calendar's date follows, muted.
 */
export function DateText({
  value,
  withTime = false,
  bothCalendars = false,
  className,
}: DateTextProps) {
  const { preferences, timeZone } = useDateSettings();
  const main: DateFormatOptions = { ...preferences, timeZone };
  const text = withTime ? formatDateTime(value, main) : formatDate(value, main);
  if (!bothCalendars) {
    return (
      <time dateTime={value} className={className}>
        {text}
      </time>
    );
  }
  const other = formatDate(value, { ...main, calendar: otherCalendar(preferences.calendar) });
  return (
    <span className={clsx('inline-flex flex-col', className)}>
      <time dateTime={value}>{text}</time>
      <span className="text-sm text-ink-muted">{other}</span>
    </span>
  );
}
