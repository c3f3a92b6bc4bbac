/**
 * The one locale for numbers, money and dates: Arabic (Saudi Arabia) with Arabic-Indic digits and
 * the Gregorian calendar (the platform's dates and months are Gregorian whatever the ICU default).
 */
export const FORMAT_LOCALE = 'ar-SA-u-ca-gregory';
