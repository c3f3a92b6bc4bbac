import { FORMAT_LOCALE } from './locale';

/** Minor units per major unit (halalas per riyal); every currency the platform uses has 100. */
const MINOR_UNITS = 100;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, compact: boolean): Intl.NumberFormat {
  const key = `${currency}|${compact}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(FORMAT_LOCALE, {
      style: 'currency',
      currency,
      ...(compact
        ? { notation: 'compact', maximumFractionDigits: 1 }
        : { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
    });
    formatters.set(key, found);
  }
  return found;
}

export interface MoneyFormatOptions {
  /** "١٫٥ مليون ر.س.‏" instead of every digit (chart axes, tight cards). */
  compact?: boolean;
}

/**
 * Money stored as integer minor units (halalas), shown in the platform currency:
 * formatMoney(150050, 'SAR') → "١٬٥٠٠٫٥ ر.س.‏". Whole amounts show no decimals.
 */
export function formatMoney(
  minorUnits: number,
  currency: string,
  options: MoneyFormatOptions = {},
): string {
  return formatter(currency, options.compact ?? false).format(minorUnits / MINOR_UNITS);
}
