import { useDirection } from '@radix-ui/react-direction';
import { endOfMonth } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  DayPicker,
  type ChevronProps,
  type DayPickerProps,
  type MonthCaptionProps,
} from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { formatDay, formatMonthSpan, formatWeekdayDay } from '../../format/date';
import { otherCalendar } from '../../format/locale';
import { useDateSettings } from '../../providers/DatePreferencesProvider';
import { datePickerCopy } from './copy';
import { dayOfDate, WEEK_STARTS_ON } from './days';

const dayButton =
  'inline-flex size-10 items-center justify-center rounded-control text-sm text-ink hover:bg-sand-100';

/** Tailwind classes for each part of react-day-picker (its own stylesheet is not loaded). */
const classNames: DayPickerProps['classNames'] = {
  root: 'w-fit',
  months: 'relative',
  month: 'grid grid-cols-[auto_1fr_auto] items-center gap-y-2',
  month_caption: 'flex flex-col items-center text-center',
  caption_label: 'text-base font-bold text-ink',
  button_previous:
    'inline-flex size-10 items-center justify-center rounded-control text-ink hover:bg-sand-100 aria-disabled:opacity-40',
  button_next:
    'inline-flex size-10 items-center justify-center rounded-control text-ink hover:bg-sand-100 aria-disabled:opacity-40',
  month_grid: 'col-span-3 border-collapse',
  weekday: 'size-10 text-xs font-semibold text-ink-muted',
  week: '',
  day: 'p-0 text-center',
  day_button: dayButton,
  today: '[&>button]:font-bold [&>button]:underline [&>button]:underline-offset-4',
  selected: '[&>button]:bg-brand-700 [&>button]:text-white [&>button]:hover:bg-brand-800',
  range_start: 'rounded-s-control bg-brand-50',
  range_end: 'rounded-e-control bg-brand-50',
  // Inside a range the day is also "selected": important, so its colours win over selected's.
  range_middle:
    'bg-brand-50 [&>button]:bg-transparent! [&>button]:text-ink! [&>button]:hover:bg-brand-100!',
  outside: '[&>button]:text-ink-muted',
  disabled: '[&>button]:cursor-not-allowed [&>button]:text-sand-400',
  hidden: 'invisible',
  footer: 'mt-2 text-sm text-ink-muted',
};

/** The navigation arrows: lucide's, the same as every other arrow of the back office. */
function Chevron({ orientation }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className="size-5" aria-hidden="true" />;
}

/**
 * The month's caption in the admin's main calendar (react-day-picker's label), then the same days
 * in the other calendar: "نوفمبر ٢٠٢٦" over "جمادى الأولى – جمادى الآخرة ١٤٤٨ هـ".
 */
function MonthCaption({
  calendarMonth,
  displayIndex: _index,
  children,
  ...props
}: MonthCaptionProps) {
  const { preferences } = useDateSettings();
  const first = dayOfDate(calendarMonth.date);
  const last = dayOfDate(endOfMonth(calendarMonth.date));
  return (
    <div {...props}>
      {children}
      <span className="text-xs text-ink-muted">
        {formatMonthSpan(first, last, {
          calendar: otherCalendar(preferences.calendar),
          digits: preferences.digits,
        })}
      </span>
    </div>
  );
}

/**
 * react-day-picker in Arabic, right to left (from the Radix direction), weeks from Saturday, in the
 * admin's digits, each month captioned in both calendars and each day read out in both. Days are
 * the browser's noon of each business day (see `dateOfDay`), so no time zone is involved here.
 */
export function Calendar(props: DayPickerProps) {
  const dir = useDirection();
  const { preferences } = useDateSettings();
  const other = otherCalendar(preferences.calendar);
  const { digits } = preferences;
  return (
    <DayPicker
      locale={ar}
      dir={dir}
      weekStartsOn={WEEK_STARTS_ON}
      numerals={digits}
      navLayout="around"
      classNames={classNames}
      components={{ Chevron, MonthCaption }}
      formatters={{
        formatCaption: (month) =>
          formatMonthSpan(dayOfDate(month), dayOfDate(endOfMonth(month)), preferences),
      }}
      labels={{
        labelDayButton: (date, modifiers) =>
          [
            formatWeekdayDay(dayOfDate(date), preferences),
            formatDay(dayOfDate(date), { calendar: other, digits }),
            modifiers.today ? datePickerCopy.today : '',
            modifiers.selected ? datePickerCopy.selected : '',
          ]
            .filter(Boolean)
            .join('، '),
        labelGrid: (month) =>
          formatMonthSpan(dayOfDate(month), dayOfDate(endOfMonth(month)), preferences),
      }}
      {...props}
    />
  );
}
