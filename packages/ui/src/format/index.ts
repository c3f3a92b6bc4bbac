export { FORMAT_LOCALE } from './locale';
export { formatCompactNumber, formatNumber, formatRating } from './number';
export { formatMoney, type MoneyFormatOptions } from './money';
export { formatDate, formatDateTime, formatMonth, formatMonthYear } from './date';
