import { formatNumber } from '../../format/number';

const plural = new Intl.PluralRules('ar');

/**
 * "n rows" in Arabic, agreeing with the number: صف واحد، صفّان، ٣ صفوف، ١١ صفًا، ١٠٠ صف.
 */
export function rowsCount(count: number): string {
  switch (plural.select(count)) {
    case 'one':
      return 'صف واحد';
    case 'two':
      return 'صفّان';
    case 'few':
      return `${formatNumber(count)} صفوف`;
    case 'many':
      return `${formatNumber(count)} صفًا`;
    default:
      return `${formatNumber(count)} صف`;
  }
}

/** The words of row selection and bulk actions (every list says the same thing). */
export const bulkCopy = {
  bar: 'إجراءات على الصفوف المحددة',
  selectPage: 'تحديد كل صفوف هذه الصفحة',
  selectRow: (label: string) => `تحديد ${label}`,
  selected: (count: number) => `المحدد: ${rowsCount(count)}`,
  pageSelected: (count: number) => `حُدّدت صفوف هذه الصفحة (${rowsCount(count)}).`,
  selectMatching: (total: number) => `تحديد كل النتائج المطابقة (${formatNumber(total)})`,
  matchingSelected: (total: number) =>
    `حُدّدت كل النتائج المطابقة للبحث والتصفية (${rowsCount(total)}).`,
  clear: 'إلغاء التحديد',
  confirmTitle: (label: string, count: number) => `${label}: ${rowsCount(count)}؟`,
  running: 'جاري التنفيذ...',
  reasonRequired: 'اكتب السبب',
  reportTitle: 'نتيجة الإجراء',
  succeeded: (count: number) => `تم التنفيذ على ${rowsCount(count)}.`,
  failed: (count: number) => `تعذّر التنفيذ على ${rowsCount(count)}، وبقيت محددة:`,
  noneChanged: 'لم يتغيّر شيء.',
  closeReport: 'إغلاق النتيجة',
  runFailed: 'تعذّر تنفيذ الإجراء، ولم يتغيّر شيء.',
} as const;
