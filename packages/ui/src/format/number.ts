import { FORMAT_LOCALE } from './locale';

const integer = new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat(FORMAT_LOCALE, {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const rating = new Intl.NumberFormat(FORMAT_LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A count in Arabic digits with grouping: 1234567 → "١٬٢٣٤٬٥٦٧". */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** A short count for chart axes: 1500000 → "١٫٥ مليون". */
export function formatCompactNumber(value: number): string {
  return compact.format(value);
}

/** A rating with one decimal: 4.666 → "٤٫٧". */
export function formatRating(value: number): string {
  return rating.format(value);
}
