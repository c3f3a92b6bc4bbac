import { formatNumber } from '../../format/number';

/** The words of every list screen (one place, so all lists say the same thing). */
export const dataTableCopy = {
  search: 'بحث',
  loading: 'جاري تحميل القائمة',
  errorTitle: 'تعذّر تحميل القائمة',
  emptyTitle: 'لا توجد بيانات بعد',
  noMatchesTitle: 'لا توجد نتائج مطابقة',
  noMatchesDescription: 'جرّب كلمة بحث أخرى أو غيّر عوامل التصفية.',
  filters: 'عوامل التصفية',
  pagination: 'ترقيم الصفحات',
  first: 'الصفحة الأولى',
  previous: 'الصفحة السابقة',
  next: 'الصفحة التالية',
  last: 'الصفحة الأخيرة',
  page: (page: number) => `الصفحة ${formatNumber(page)}`,
  perPage: 'عدد الصفوف في الصفحة',
  range: (from: number, to: number, total: number) =>
    `عرض ${formatNumber(from)}–${formatNumber(to)} من ${formatNumber(total)}`,
  /** A count the server stopped at (`meta.total_capped`): "more than 1,000". */
  rangeCapped: (from: number, to: number, total: number) =>
    `عرض ${formatNumber(from)}–${formatNumber(to)} من أكثر من ${formatNumber(total)}`,
  exactTotal: 'احسب العدد الدقيق',
  none: 'لا شيء للعرض',
  all: 'الكل',
  clearFilter: (label: string, value: string) => `إزالة التصفية حسب ${label}: ${value}`,
  from: 'من تاريخ',
  to: 'إلى تاريخ',
} as const;
