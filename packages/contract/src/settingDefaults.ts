// Plain values, no schema: the public pages read them in the browser, and settings.ts builds zod
// schemas at load (see serviceCategories.ts for why that matters).

/**
 * The currency of money amounts until an admin sets the `currency` setting (ISO 4217; amounts are
 * integer minor units, halalas for SAR).
 */
export const DEFAULT_CURRENCY = 'SAR';

/**
 * The platform's time zone (IANA) until an admin sets the `timezone` setting: the business day,
 * month and "today" of every date filter, dashboard figure and export are Riyadh's.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';
