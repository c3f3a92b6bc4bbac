import { dateLocale, type DatePreferences } from '../../format/locale';

/** The first and last start a visitor may pick, and the step: sessions start on the half hour. */
const FIRST_START_MINUTES = 6 * 60;
const LAST_START_MINUTES = 23 * 60 + 30;
const STEP_MINUTES = 30;

/** `HH:MM` every half hour from 06:00 to 23:30 (the platform's wall clock, Riyadh). */
export function sessionStartTimes(): string[] {
  const times: string[] = [];
  for (let minutes = FIRST_START_MINUTES; minutes <= LAST_START_MINUTES; minutes += STEP_MINUTES) {
    const hour = String(Math.floor(minutes / 60)).padStart(2, '0');
    times.push(`${hour}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return times;
}

/** `16:30` → "٤:٣٠ م" in the reader's digits. */
export function sessionTimeLabel(time: string, preferences: DatePreferences): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(dateLocale('gregory', preferences.digits), {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}

/** The form's one value for the moment, `YYYY-MM-DDTHH:mm` (the contract's `session_at`), in parts. */
export function sessionParts(sessionAt: string): { day: string; time: string } {
  const [day = '', time = ''] = sessionAt.split('T');
  return { day, time };
}

/** Joins a day and a time back into `session_at` ('' while neither is chosen). */
export function sessionAtOf(day: string, time: string): string {
  return day || time ? `${day}T${time}` : '';
}
