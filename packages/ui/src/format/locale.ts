/**
 * The one locale for numbers, money and dates: Arabic (Saudi Arabia) with Arabic-Indic digits and
 * the Gregorian calendar (the platform's dates and months are Gregorian whatever the ICU default).
 */
export const FORMAT_LOCALE = 'ar-SA-u-ca-gregory';

/** The calendars an admin can read dates in: Gregorian, or Hijri as Saudi Arabia counts it. */
export type CalendarSystem = 'gregory' | 'hijri';

/** The digits dates are written with: Arabic-Indic (٢٠٢٦) or Latin (2026). */
export type DigitSystem = 'arab' | 'latn';

/** How an admin reads dates: the main calendar (the other is shown beside it) and the digits. */
export interface DatePreferences {
  calendar: CalendarSystem;
  digits: DigitSystem;
}

/** Gregorian with Arabic-Indic digits: what every screen showed before preferences existed. */
export const DEFAULT_DATE_PREFERENCES: DatePreferences = { calendar: 'gregory', digits: 'arab' };

/** Umm al-Qura, the Hijri calendar of Saudi Arabia, as Intl (ICU) names it. */
const INTL_CALENDAR: Record<CalendarSystem, string> = {
  gregory: 'gregory',
  hijri: 'islamic-umalqura',
};

/** The Intl locale of a calendar and digits: `ar-SA-u-ca-islamic-umalqura-nu-latn`. */
export function dateLocale(calendar: CalendarSystem, digits: DigitSystem): string {
  return `ar-SA-u-ca-${INTL_CALENDAR[calendar]}-nu-${digits}`;
}

/** The calendar shown second, beside the main one. */
export function otherCalendar(calendar: CalendarSystem): CalendarSystem {
  return calendar === 'gregory' ? 'hijri' : 'gregory';
}
