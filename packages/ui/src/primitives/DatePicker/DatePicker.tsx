import { useRef, useState } from 'react';
import { dayOf, formatDay } from '../../format/date';
import { otherCalendar } from '../../format/locale';
import { useDateSettings } from '../../providers/DatePreferencesProvider';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { Calendar } from './Calendar';
import { datePickerCopy } from './copy';
import { dateOfDay, dayOfDate } from './days';
import { PickerButton } from './PickerButton';
import { PickerPopover } from './PickerPopover';

export interface DatePickerProps {
  label: string;
  /** The chosen business day, `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  /** Earliest and latest days that can be chosen (`YYYY-MM-DD`). */
  min?: string;
  max?: string;
  id?: string;
  className?: string;
}

/**
 * One business day, chosen on an Arabic calendar (weeks from Saturday, the admin's digits, both
 * calendars shown, the main one first) in a popup; "اليوم" and "مسح" under it.
 */
export function DatePicker({
  label,
  value,
  onChange,
  hint,
  error,
  disabled,
  required,
  placeholder = datePickerCopy.placeholder,
  min,
  max,
  id,
  className,
}: DatePickerProps) {
  const settings = useDateSettings();
  const { preferences } = settings;
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Read when the popup opens (an event, in the browser), never while rendering on the server.
  const [today, setToday] = useState(settings.today);
  const selected = dateOfDay(value);
  const minDate = min ? dateOfDay(min) : undefined;
  const maxDate = max ? dateOfDay(max) : undefined;

  const choose = (day: string) => {
    onChange(day);
    setOpen(false);
  };

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <>
          <PickerButton
            {...control}
            ref={opener}
            label={label}
            text={value ? formatDay(value, preferences) : ''}
            placeholder={placeholder}
            invalid={Boolean(error)}
            disabled={disabled}
            aria-expanded={open}
            onClick={() => {
              setToday(settings.today ?? dayOf(new Date(), settings.timeZone));
              setOpen(true);
            }}
          />
          <PickerPopover open={open} onOpenChange={setOpen} opener={opener} title={label}>
            <Calendar
              mode="single"
              // The popup was just opened from its field: focus belongs on the chosen day, or
              // today (the WAI-ARIA date picker dialog pattern).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              selected={selected}
              defaultMonth={selected ?? (today ? dateOfDay(today) : undefined)}
              today={today ? dateOfDay(today) : undefined}
              disabled={[
                ...(minDate ? [{ before: minDate }] : []),
                ...(maxDate ? [{ after: maxDate }] : []),
              ]}
              onSelect={(_selected, day) => choose(dayOfDate(day))}
              footer={
                value
                  ? `${formatDay(value, preferences)} (${formatDay(value, {
                      ...preferences,
                      calendar: otherCalendar(preferences.calendar),
                    })})`
                  : undefined
              }
            />
            <div className="mt-2 flex justify-between gap-2 border-t border-line pt-2">
              {today && (
                <Button variant="ghost" size="sm" onClick={() => choose(today)}>
                  {datePickerCopy.today}
                </Button>
              )}
              {value && (
                <Button variant="ghost" size="sm" className="ms-auto" onClick={() => choose('')}>
                  {datePickerCopy.clear}
                </Button>
              )}
            </div>
          </PickerPopover>
        </>
      )}
    </FormField>
  );
}
