import { dayOf } from '../../../format/date';
import { dateLocale, type DatePreferences } from '../../../format/locale';

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** `HH:MM` (24 h, Latin digits) of a moment in the platform's time zone. */
export function timeOf(iso: string, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-nu-latn', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** The business day and `HH:MM` of a moment, as the reschedule form starts from. */
export function dayAndTimeOf(iso: string, timeZone: string) {
  return { day: dayOf(new Date(iso), timeZone), time: timeOf(iso, timeZone) };
}

/** Every quarter hour of a day, plus `extra` (a session set off the grid) in order. */
export function quarterHours(extra?: string): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
    times.push(
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    );
  }
  if (extra && !times.includes(extra)) times.push(extra);
  return times.sort();
}

/** `16:30` → "٤:٣٠ م" in the admin's digits. */
export function timeLabel(time: string, preferences: DatePreferences): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(dateLocale('gregory', preferences.digits), {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at a moment, in minutes (Riyadh: +180). */
function offsetMinutes(moment: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(moment));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(moment / 60_000) * 60_000) / 60_000);
}

/**
 * The moment (ISO-8601 UTC) a wall-clock day and time of the platform's zone names: the zone's
 * offset is read from Intl's zone data at that moment (twice, so a daylight-saving edge settles).
 */
export function momentOf(day: string, time: string, timeZone: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  let moment = wall - offsetMinutes(wall, timeZone) * 60_000;
  moment = wall - offsetMinutes(moment, timeZone) * 60_000;
  return new Date(moment).toISOString();
}
