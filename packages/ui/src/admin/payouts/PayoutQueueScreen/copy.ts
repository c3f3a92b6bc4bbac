import { BANK_REFERENCE_MAX_LENGTH } from '@laqta/contract';
import { formatNumber } from '../../../format/number';

export const payoutQueueCopy = {
  title: 'المستحقات',
  caption: 'طلبات مكتملة بانتظار صرف مستحقات المصور',
  searchPlaceholder: 'رقم الطلب',
  code: 'رقم الطلب',
  photographer: 'المصور',
  noPhotographer: 'بلا مصور',
  sessionAt: 'موعد الجلسة',
  completedAt: 'تاريخ الإكمال',
  price: 'سعر الطلب',
  commission: 'عمولة المنصة',
  commissionRate: (rate: string) => `(${rate}٪)`,
  amount: 'مستحق المصور',
  empty: 'لا توجد مستحقات بانتظار الصرف',
  emptyDescription: 'تظهر هنا الطلبات المكتملة التي لم تُصرف مستحقات مصوريها بعد.',
  totals: 'إجماليات المستحقات',
  count: 'عدد الطلبات',
  currentRate: (rate: string) =>
    `نسبة العمولة الحالية ${rate}٪؛ تُحسب عمولة كل طلب بالنسبة السارية عند إكماله.`,
  pay: 'تسجيل الصرف',
  payTitle: (count: number) =>
    count === 1 ? 'تسجيل صرف مستحقات طلب واحد' : `تسجيل صرف مستحقات ${formatNumber(count)} طلبات`,
  payDescribe: (count: number, total: string) =>
    count === 1
      ? `سيُسجَّل تحويل ${total} إلى المصور، في عملية صرف واحدة لهذا الطلب.`
      : `سيُسجَّل تحويل ${total} إجمالًا إلى المصورين: عملية صرف لكل طلب من الطلبات الـ${formatNumber(count)}. يُصرف الجميع معًا أو لا يُصرف شيء.`,
  payRows: 'الطلبات المختارة',
  bankReference: 'مرجع التحويل البنكي',
  bankReferenceHint: 'كما يظهر في كشف الحساب البنكي',
  bankReferenceRequired: 'أدخل مرجع التحويل البنكي.',
  bankReferenceTooLong: `مرجع التحويل يجب ألا يزيد على ${BANK_REFERENCE_MAX_LENGTH} حرف.`,
  payConfirm: (total: string) => `صرف ${total}`,
  paying: 'جاري تسجيل الصرف...',
  selectFromPages:
    'اختر الطلبات من الصفحات نفسها (حتى ١٠٠ طلب في المرة الواحدة)؛ الصرف يحتاج كل طلب كما ظهر لك.',
  tooMany: 'يمكن صرف ١٠٠ طلب على الأكثر في المرة الواحدة.',
  rowLabel: (code: string) => `الطلب ${code}`,
} as const;
