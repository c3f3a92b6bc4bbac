import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { CalendarSystem, DigitSystem } from '../../format/locale';
import { useDateSettings } from '../../providers/DatePreferencesProvider';

export const datePreferencesCopy = {
  calendar: 'التقويم الرئيسي',
  gregory: 'ميلادي',
  hijri: 'هجري (أم القرى)',
  digits: 'الأرقام',
  arab: 'عربية ١٢٣',
  latn: 'لاتينية 123',
} as const;

const calendars: readonly CalendarSystem[] = ['gregory', 'hijri'];
const digitSystems: readonly DigitSystem[] = ['arab', 'latn'];

function Choice({ value, children }: { value: string; children: ReactNode }) {
  return (
    <DropdownMenu.RadioItem
      value={value}
      // Stay open: an admin often sets the calendar and the digits one after the other.
      onSelect={(event) => event.preventDefault()}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 text-base text-ink outline-none data-[highlighted]:bg-sand-100 data-[highlighted]:ring-2 data-[highlighted]:ring-focus"
    >
      <span className="inline-flex size-5 items-center justify-center">
        <DropdownMenu.ItemIndicator>
          <Check className="size-5 text-brand-700" aria-hidden="true" />
        </DropdownMenu.ItemIndicator>
      </span>
      {children}
    </DropdownMenu.RadioItem>
  );
}

/**
 * For a Radix dropdown menu (the user menu): the admin's main calendar and digits, as radio items.
 * Renders nothing where the app keeps no preferences (no `onPreferencesChange` in the provider).
 */
export function DatePreferencesMenuItems() {
  const { preferences, onPreferencesChange } = useDateSettings();
  const calendarLabel = useId();
  const digitsLabel = useId();
  if (!onPreferencesChange) return null;
  const labelClassName = 'px-3 pt-2 pb-1 text-sm font-semibold text-ink-muted';
  return (
    <>
      <DropdownMenu.Label id={calendarLabel} className={labelClassName}>
        {datePreferencesCopy.calendar}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        aria-labelledby={calendarLabel}
        value={preferences.calendar}
        onValueChange={(value) => {
          const calendar = calendars.find((c) => c === value);
          if (calendar) onPreferencesChange({ ...preferences, calendar });
        }}
      >
        {calendars.map((calendar) => (
          <Choice key={calendar} value={calendar}>
            {datePreferencesCopy[calendar]}
          </Choice>
        ))}
      </DropdownMenu.RadioGroup>
      <DropdownMenu.Label id={digitsLabel} className={labelClassName}>
        {datePreferencesCopy.digits}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        aria-labelledby={digitsLabel}
        value={preferences.digits}
        onValueChange={(value) => {
          const digits = digitSystems.find((d) => d === value);
          if (digits) onPreferencesChange({ ...preferences, digits });
        }}
      >
        {digitSystems.map((digits) => (
          <Choice key={digits} value={digits}>
            {datePreferencesCopy[digits]}
          </Choice>
        ))}
      </DropdownMenu.RadioGroup>
      <DropdownMenu.Separator className="my-1 h-px bg-line" />
    </>
  );
}
