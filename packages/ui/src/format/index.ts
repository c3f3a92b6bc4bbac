export {
  FORMAT_LOCALE,
  DEFAULT_DATE_PREFERENCES,
  dateLocale,
  otherCalendar,
  type CalendarSystem,
  type DatePreferences,
  type DigitSystem,
} from './locale';
export { formatCompactNumber, formatNumber, formatRating } from './number';
export { formatMoney, type MoneyFormatOptions } from './money';
export {
  dayOf,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatMonthSpan,
  formatMonthYear,
  formatWeekdayDay,
  type DateFormatOptions,
} from './date';
