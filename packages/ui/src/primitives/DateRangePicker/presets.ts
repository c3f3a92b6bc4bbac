import { startOfMonth, startOfWeek, subDays } from 'date-fns';
import { datePickerCopy } from '../DatePicker/copy';
import { dateOfDay, dayOfDate, WEEK_STARTS_ON } from '../DatePicker/days';

/** A business-day range (`YYYY-MM-DD`, inclusive); '' leaves that end open. */
export interface DayRange {
  from: string;
  to: string;
}

export interface RangePreset extends DayRange {
  label: string;
}

/**
 * The ranges a list is most often narrowed to, each ending today (`YYYY-MM-DD` in the platform's
 * zone): today, this week (from Saturday), this month, and the last 30 days including today.
 */
export function rangePresets(today: string): RangePreset[] {
  const day = dateOfDay(today);
  if (!day) return [];
  return [
    { label: datePickerCopy.today, from: today, to: today },
    {
      label: datePickerCopy.thisWeek,
      from: dayOfDate(startOfWeek(day, { weekStartsOn: WEEK_STARTS_ON })),
      to: today,
    },
    { label: datePickerCopy.thisMonth, from: dayOfDate(startOfMonth(day)), to: today },
    { label: datePickerCopy.last30Days, from: dayOfDate(subDays(day, 29)), to: today },
  ];
}
