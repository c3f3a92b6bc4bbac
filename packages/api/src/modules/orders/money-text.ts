/** Minor units per major unit (halalas per riyal), as the screens format them (ui format/money). */
const MINOR_UNITS = 100;

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount for a message, as the screens show it: moneyText(15050, 'SAR') → «١٥٠٫٥ ر.س.‏».
 * The same locale and options as ui's formatMoney, so a 422 names the figure the screen shows.
 */
export function moneyText(minorUnits: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('ar-SA-u-ca-gregory', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(minorUnits / MINOR_UNITS);
}
