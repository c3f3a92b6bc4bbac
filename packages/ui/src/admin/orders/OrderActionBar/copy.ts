import { orderStatusLabels, orderTransitionLabels, type OrderStatus } from '@laqta/contract';
import type { OrderAction } from './orderActions';

const from = (status: OrderStatus) => `«${orderStatusLabels[status]}»`;

/** Every word of the action bar and its dialogs. */
export const orderActionCopy = {
  barLabel: 'إجراءات الطلب',
  button: {
    confirm: orderTransitionLabels.confirmed,
    assign: 'تعيين مصور',
    reassign: 'تغيير المصور',
    reschedule: 'تغيير الموعد',
    start: orderTransitionLabels.in_progress,
    complete: orderTransitionLabels.completed,
    no_show: orderTransitionLabels.no_show,
    cancel: orderTransitionLabels.cancelled,
    refund: 'استرداد مبلغ',
  } satisfies Record<OrderAction | 'reassign', string>,
  busy: 'جاري التنفيذ...',
  notYourRole: 'هذا الإجراء خارج صلاحيات دورك',
  noMoney: 'لن تتحرك أي أموال.',
  title: {
    confirm: (code: string) => `تأكيد الطلب ${code}؟`,
    start: (code: string) => `بدء جلسة الطلب ${code}؟`,
    complete: (code: string) => `إكمال الطلب ${code}؟`,
    cancel: (code: string) => `إلغاء الطلب ${code}؟`,
    no_show: (code: string) => `تسجيل عدم حضور العميل للطلب ${code}؟`,
    refund: (code: string) => `استرداد مبلغ للعميل من الطلب ${code}`,
    assign: (code: string) => `تعيين مصور للطلب ${code}`,
    reschedule: (code: string) => `تغيير موعد جلسة الطلب ${code}`,
  },
  describe: {
    confirm: (status: OrderStatus) =>
      `سينتقل الطلب من ${from(status)} إلى ${from('confirmed')}، ويُبلَّغ العميل بالتأكيد.`,
    start: (status: OrderStatus) =>
      `سينتقل الطلب من ${from(status)} إلى ${from('in_progress')} إيذانًا ببدء الجلسة.`,
    complete: (status: OrderStatus, payout: string | null) =>
      `سينتقل الطلب من ${from(status)} إلى ${from('completed')}` +
      (payout ? `، ويُضاف إلى قائمة المستحقات بمبلغ ${payout} للمصور.` : '.'),
    cancel: (status: OrderStatus) =>
      `سينتقل الطلب من ${from(status)} إلى ${from('cancelled')} ولا يمكن التراجع عن ذلك.`,
    no_show: (status: OrderStatus) =>
      `سينتقل الطلب من ${from(status)} إلى ${from('no_show')} ولا يمكن التراجع عن ذلك.`,
  },
  reason: 'السبب',
  cancelReason: 'سبب الإلغاء',
  noShowReason: 'ما الذي حدث؟',
  reasonRequired: 'اكتب السبب',
  refundNow: (amount: string) => `إعادة ${amount} إلى العميل الآن`,
  refundMoves: (amount: string) => `سيُعاد ${amount} إلى العميل في عملية استرداد جديدة.`,
  refundLater: (amount: string) =>
    `دفع العميل ${amount}؛ لن يُعاد المبلغ تلقائيًا، ويستطيع فريق المالية استرداده من صفحة الطلب.`,
  refundable: (amount: string) => `المبلغ القابل للاسترداد: ${amount}`,
  paidAndRefunded: (paid: string, refunded: string) => `مدفوع ${paid}، مسترد سابقًا ${refunded}`,
  refundFull: 'استرداد كامل المبلغ',
  refundPartial: 'استرداد جزء من المبلغ',
  refundKind: 'نوع الاسترداد',
  refundAmount: 'المبلغ بالريال',
  refundAmountHint: 'مثال: 150 أو 149.50',
  refundAmountInvalid: 'اكتب مبلغًا صحيحًا بالريال (حتى منزلتين عشريتين)',
  refundAmountTooLarge: (amount: string) => `لا يمكن استرداد أكثر من ${amount}`,
  refundAmountZero: 'المبلغ يجب أن يكون أكبر من صفر',
  refundReason: 'سبب الاسترداد (اختياري)',
  refundConfirm: (amount: string) => `استرداد ${amount}`,
  assignDescribe: (current: string | null) =>
    current
      ? `سيحل المصور المختار محل ${current} في هذا الطلب. لن تتحرك أي أموال.`
      : 'يُعيَّن المصور المختار لهذا الطلب. لن تتحرك أي أموال.',
  assignConfirm: 'تعيين المصور',
  assignChooseFirst: 'اختر مصورًا من القائمة',
  acceptClash: 'أعلم بالتعارض وأريد التعيين رغم ذلك',
  clashWarning: (name: string) =>
    `لدى ${name} جلسة أخرى في وقت قريب من موعد هذا الطلب. تأكد قبل التعيين.`,
  rescheduleDescribe: 'تنتقل الجلسة إلى الموعد الجديد ويبقى السعر كما هو. لن تتحرك أي أموال.',
  rescheduleDay: 'اليوم الجديد',
  rescheduleTime: 'الوقت',
  rescheduleConfirm: 'حفظ الموعد الجديد',
  rescheduleDayRequired: 'اختر اليوم',
  reschedulePast: 'لا يمكن اختيار موعد مضى',
  conflict:
    'تغيّر هذا الطلب منذ فتحته، فأعدنا تحميله. راجع حالته الآن ثم أكّد مرة أخرى؛ ما كتبته محفوظ.',
} as const;
