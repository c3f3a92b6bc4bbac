import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { dayOf, formatDay } from '../../format/date';
import { otherCalendar } from '../../format/locale';
import { useDateSettings } from '../../providers/DatePreferencesProvider';
import { Button } from '../Button/Button';
import { Calendar } from '../DatePicker/Calendar';
import { datePickerCopy } from '../DatePicker/copy';
import { dateOfDay, dayOfDate } from '../DatePicker/days';
import { PickerButton } from '../DatePicker/PickerButton';
import { PickerPopover } from '../DatePicker/PickerPopover';
import { FormField } from '../FormField/FormField';
import { rangePresets, type DayRange } from './presets';

export interface DateRangePickerProps {
  /** Business days, `YYYY-MM-DD`, inclusive; '' leaves that end open. */
  from: string;
  to: string;
  onChange: (range: DayRange) => void;
  fromLabel: string;
  toLabel: string;
  /** A message about the range, shown under the end field (e.g. the server's). */
  error?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Classes of each of the two fields. */
  className?: string;
}

type RangeEnd = 'from' | 'to';

/**
 * A range of business days: two fields (start, end) that open one Arabic calendar with presets
 * (اليوم، هذا الأسبوع، هذا الشهر، آخر ٣٠ يومًا) and "مسح التاريخين". The field that opened it says
 * which end the next day chosen sets; after the start the end follows, then the popup closes.
 * Every change is handed over at once, like typing in a field.
 */
export function DateRangePicker({
  from,
  to,
  onChange,
  fromLabel,
  toLabel,
  error,
  disabled,
  placeholder = datePickerCopy.placeholder,
  className,
}: DateRangePickerProps) {
  const settings = useDateSettings();
  const { preferences } = settings;
  const fromButton = useRef<HTMLButtonElement>(null);
  const toButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<RangeEnd | null>(null);
  // Read when the popup opens (an event, in the browser), never while rendering on the server.
  const [today, setToday] = useState(settings.today);

  const openAt = (end: RangeEnd) => {
    opener.current = end === 'from' ? fromButton.current : toButton.current;
    setToday(settings.today ?? dayOf(new Date(), settings.timeZone));
    setEditing(end);
  };
  const apply = (range: DayRange, next: RangeEnd | null) => {
    onChange(range);
    setEditing(next);
  };
  const pick = (day: string) => {
    if (editing === 'from') {
      // A new start keeps an end after it; without one, the end is chosen next.
      if (to && to >= day) apply({ from: day, to }, null);
      else apply({ from: day, to: '' }, 'to');
    } else if (from && day < from) {
      // An end before the start starts the range again there.
      apply({ from: day, to: '' }, 'to');
    } else {
      apply({ from, to: day }, null);
    }
  };

  const written = (day: string) => (day ? formatDay(day, preferences) : '');
  const bothCalendars = (day: string) =>
    `${formatDay(day, preferences)} (${formatDay(day, {
      ...preferences,
      calendar: otherCalendar(preferences.calendar),
    })})`;
  const presets = today ? rangePresets(today) : [];
  const fromDate = dateOfDay(from);
  const toDate = dateOfDay(to);
  const shownDay = (editing === 'to' ? to || from : from || to) || today || '';

  return (
    <>
      <FormField label={fromLabel} className={className}>
        {(control) => (
          <PickerButton
            {...control}
            ref={fromButton}
            label={fromLabel}
            text={written(from)}
            placeholder={placeholder}
            disabled={disabled}
            aria-expanded={editing === 'from'}
            onClick={() => openAt('from')}
          />
        )}
      </FormField>
      <FormField label={toLabel} error={error} className={className}>
        {(control) => (
          <PickerButton
            {...control}
            ref={toButton}
            label={toLabel}
            text={written(to)}
            placeholder={placeholder}
            invalid={Boolean(error)}
            disabled={disabled}
            aria-expanded={editing === 'to'}
            onClick={() => openAt('to')}
          />
        )}
      </FormField>
      <PickerPopover
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        opener={opener}
        title={`${fromLabel} – ${toLabel}`}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          {presets.length > 0 && (
            <div
              role="group"
              aria-label={datePickerCopy.presets}
              className="flex flex-wrap gap-2 sm:w-36 sm:flex-col sm:border-e sm:border-line sm:pe-3"
            >
              {presets.map((preset) => {
                const active = preset.from === from && preset.to === to;
                return (
                  <button
                    key={preset.label}
                    type="button"
                    aria-pressed={active}
                    onClick={() => apply({ from: preset.from, to: preset.to }, null)}
                    className={clsx(
                      'min-h-9 rounded-control px-3 text-start text-sm font-semibold',
                      active ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50',
                    )}
                  >
                    {preset.label}
                  </button>
                );
              })}
            </div>
          )}
          <div>
            <p className="mb-1 text-sm font-semibold text-ink">
              {editing === 'to' ? datePickerCopy.pickEnd : datePickerCopy.pickStart}
            </p>
            <Calendar
              mode="range"
              // The popup was just opened from its field: focus belongs on the chosen day, or
              // today (the WAI-ARIA date picker dialog pattern).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              selected={{ from: fromDate, to: toDate }}
              defaultMonth={dateOfDay(shownDay)}
              today={dateOfDay(today ?? '')}
              onSelect={(_range, day) => pick(dayOfDate(day))}
              footer={
                from || to
                  ? [from && bothCalendars(from), to && bothCalendars(to)]
                      .filter(Boolean)
                      .join(' – ')
                  : undefined
              }
            />
          </div>
        </div>
        {(from || to) && (
          <div className="mt-2 flex justify-end border-t border-line pt-2">
            <Button variant="ghost" size="sm" onClick={() => apply({ from: '', to: '' }, null)}>
              {datePickerCopy.clearRange}
            </Button>
          </div>
        )}
      </PickerPopover>
    </>
  );
}
