import { z } from 'zod';
import { latinDigits } from './arabic.js';
import { orderStatusLabels, type OrderStatus } from './order.js';
import type { Transaction } from './transaction.js';

/**
 * Running the booking loop (issue 13): the order's state machine, assigning a photographer,
 * rescheduling, refunds. Every action sends the `updated_at` of the order it was based on (a
 * stale one answers 409 and changes nothing) and answers the order's detail (`OrderDetail`), so
 * the screen shows what the server now holds.
 */

/** The states an action may move an order to: `POST adminPaths.api.orderTransition` `{ to }`. */
export const orderTransitionTargets = [
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type OrderTransitionTarget = (typeof orderTransitionTargets)[number];

/** One transition: the states it may start from, and whether it needs a reason. */
export interface OrderTransition {
  from: readonly OrderStatus[];
  to: OrderTransitionTarget;
  /** A reason is required (stored on the order as `cancel_reason` and in the audit trail). */
  reasonRequired: boolean;
  /** An assigned photographer is required (starting the session, completing it). */
  photographerRequired: boolean;
}

/**
 * The order state machine (ARCHITECTURE.md §8): pending → confirmed → in_progress → completed;
 * pending or confirmed → cancelled (reason); confirmed → no_show (reason). The server refuses
 * anything else with 422 naming the current state; screens read the same table to offer only the
 * actions the current state allows (`orderTransitionsFrom`).
 */
export const orderTransitions: Record<OrderTransitionTarget, OrderTransition> = {
  confirmed: {
    from: ['pending'],
    to: 'confirmed',
    reasonRequired: false,
    photographerRequired: false,
  },
  in_progress: {
    from: ['confirmed'],
    to: 'in_progress',
    reasonRequired: false,
    photographerRequired: true,
  },
  completed: {
    from: ['in_progress'],
    to: 'completed',
    reasonRequired: false,
    photographerRequired: true,
  },
  cancelled: {
    from: ['pending', 'confirmed'],
    to: 'cancelled',
    reasonRequired: true,
    photographerRequired: false,
  },
  no_show: {
    from: ['confirmed'],
    to: 'no_show',
    reasonRequired: true,
    photographerRequired: false,
  },
};

/** The transitions an order in `status` offers, in the table's order. */
export function orderTransitionsFrom(status: OrderStatus): OrderTransitionTarget[] {
  return orderTransitionTargets.filter((to) => orderTransitions[to].from.includes(status));
}

export function orderTransitionAllowed(status: OrderStatus, to: OrderTransitionTarget): boolean {
  return orderTransitions[to].from.includes(status);
}

/** The action buttons' words (the verb, not the resulting state). */
export const orderTransitionLabels: Record<OrderTransitionTarget, string> = {
  confirmed: 'تأكيد الطلب',
  in_progress: 'بدء الجلسة',
  completed: 'إكمال الطلب',
  cancelled: 'إلغاء الطلب',
  no_show: 'تسجيل عدم حضور العميل',
};

/** The states in which a photographer may be assigned (or changed) and the session moved. */
export const orderAssignableStatuses: readonly OrderStatus[] = ['pending', 'confirmed'];
export const orderReschedulableStatuses: readonly OrderStatus[] = ['pending', 'confirmed'];

export const ORDER_REASON_MAX_LENGTH = 500;
export const BANK_REFERENCE_MAX_LENGTH = 100;

/** Messages the order actions and their screens share, word for word. */
export const orderOperationMessages = {
  stale: 'تغيّر هذا الطلب منذ فتحته؛ أعد تحميله وراجع التغييرات ثم حاول مرة أخرى.',
  staleMissing: 'أعد تحميل الطلب ثم حاول مرة أخرى.',
  refusedTransition: (to: OrderTransitionTarget, current: OrderStatus) =>
    `لا يمكن «${orderTransitionLabels[to]}» لأن حالة الطلب الآن «${orderStatusLabels[current]}».`,
  transitionRequired: 'اختر الإجراء.',
  transitionInvalid: 'إجراء غير معروف.',
  reasonRequired: 'اكتب السبب.',
  reasonTooLong: `السبب يجب ألا يزيد على ${ORDER_REASON_MAX_LENGTH} حرف.`,
  photographerRequired: 'عيّن مصورًا للطلب أولًا.',
  refundOnlyWhenCancelling: 'الاسترداد مع الإجراء متاح عند الإلغاء فقط.',
  transitioned: (to: OrderTransitionTarget) =>
    to === 'cancelled'
      ? 'أُلغي الطلب.'
      : to === 'no_show'
        ? 'سُجّل عدم حضور العميل.'
        : `أصبحت حالة الطلب «${orderStatusLabels[to]}».`,
  // Assigning a photographer.
  photographerIdRequired: 'اختر مصورًا.',
  photographerNotFound: 'المصور غير موجود.',
  photographerNotApproved: (statusLabel: string) =>
    `لا يمكن إسناد الطلب إلى هذا المصور لأن حالته «${statusLabel}»؛ يُسند الطلب إلى مصور معتمد فقط.`,
  notAssignable: (current: OrderStatus) =>
    `لا يمكن تغيير مصور الطلب لأن حالته الآن «${orderStatusLabels[current]}».`,
  samePhotographer: 'هذا المصور مسند إلى الطلب بالفعل.',
  clash: (codes: readonly string[]) =>
    `لدى المصور جلسة أخرى في الوقت نفسه (${codes.join('، ')}). أكّد للمتابعة رغم التعارض.`,
  assigned: 'أُسند الطلب إلى المصور.',
  // Rescheduling.
  sessionAtRequired: 'اختر موعد الجلسة.',
  sessionAtInvalid: 'موعد الجلسة غير صالح.',
  sessionAtPast: 'لا يمكن نقل الجلسة إلى موعد مضى.',
  notReschedulable: (current: OrderStatus) =>
    `لا يمكن تغيير موعد الجلسة لأن حالة الطلب الآن «${orderStatusLabels[current]}».`,
  sameSessionAt: 'هذا هو موعد الجلسة الحالي.',
  rescheduled: 'تغيّر موعد الجلسة.',
  // Refunds.
  amountRequired: 'أدخل المبلغ.',
  amountInvalid: 'المبلغ يجب أن يكون عددًا صحيحًا موجبًا بالهللة.',
  nothingToRefund: 'لا يوجد مبلغ مدفوع قابل للاسترداد في هذا الطلب.',
  /** `refundable` is already formatted with the currency (e.g. «١٥٠٫٠٠ ر.س.»). */
  refundTooLarge: (refundable: string) =>
    `المبلغ أكبر من المتاح للاسترداد؛ الحد الأقصى ${refundable}.`,
  refunded: 'سُجّل الاسترداد.',
} as const;

/** The `updated_at` the screen loaded; every action sends it back. */
const loadedUpdatedAt = z
  .string({ error: orderOperationMessages.staleMissing })
  .min(1, orderOperationMessages.staleMissing);

const reasonText = z
  .string({ error: orderOperationMessages.reasonRequired })
  .trim()
  .max(ORDER_REASON_MAX_LENGTH, orderOperationMessages.reasonTooLong);

/** A checkbox as a form sends it (`1`, `true`, `on`) or a JSON boolean. */
const formFlag = z.preprocess(
  (value) => (typeof value === 'string' ? ['1', 'true', 'on'].includes(value) : value),
  z.boolean().optional(),
);

/** A form's amount: blank → absent, digits (Arabic-Indic too) → a number, anything else → NaN. */
function amountInput(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (typeof value !== 'string') return value;
  const text = latinDigits(value).trim();
  return text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** Halalas as a whole positive number (Arabic-Indic digits accepted); absent → "required". */
export const halalasAmountSchema = z.preprocess(
  amountInput,
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? orderOperationMessages.amountRequired
          : orderOperationMessages.amountInvalid,
    })
    .int(orderOperationMessages.amountInvalid)
    .positive(orderOperationMessages.amountInvalid)
    .max(Number.MAX_SAFE_INTEGER, orderOperationMessages.amountInvalid),
);

/**
 * `POST adminPaths.api.orderTransition` (`/api/admin/orders/:id/transition`):
 * `{ to, updated_at, reason?, refund_amount? }`. `reason` is required for `cancelled` and
 * `no_show`; `refund_amount` (halalas) is allowed only with `cancelled` and refunds that much in
 * the same database transaction (money permission needed too).
 */
export const orderTransitionRequestSchema = z
  .object({
    to: z.enum(orderTransitionTargets, {
      error: (issue) =>
        issue.input === undefined
          ? orderOperationMessages.transitionRequired
          : orderOperationMessages.transitionInvalid,
    }),
    updated_at: loadedUpdatedAt,
    reason: reasonText.optional(),
    refund_amount: z.preprocess(amountInput, halalasAmountSchema.optional()),
  })
  .superRefine((value, ctx) => {
    if (orderTransitions[value.to].reasonRequired && !value.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: orderOperationMessages.reasonRequired,
      });
    if (value.refund_amount !== undefined && value.to !== 'cancelled')
      ctx.addIssue({
        code: 'custom',
        path: ['refund_amount'],
        message: orderOperationMessages.refundOnlyWhenCancelling,
      });
  });
export type OrderTransitionRequest = z.input<typeof orderTransitionRequestSchema>;

/**
 * `PUT adminPaths.api.orderAssign` (`/api/admin/orders/:id/photographer`):
 * `{ photographer_id, updated_at, confirm_clash? }`. Only an approved photographer (422
 * otherwise). When the photographer has another session at an overlapping time the answer is a
 * 422 whose `errors.confirm_clash` says so (and `clashes` lists them); sending the same request
 * with `confirm_clash: true` goes through.
 */
export const orderAssignRequestSchema = z.object({
  photographer_id: z.preprocess(
    (value) => (typeof value === 'string' ? latinDigits(value).trim() || undefined : value),
    z.coerce
      .number({ error: orderOperationMessages.photographerIdRequired })
      .int(orderOperationMessages.photographerIdRequired)
      .min(1, orderOperationMessages.photographerIdRequired)
      .max(2 ** 31 - 1, orderOperationMessages.photographerNotFound),
  ),
  updated_at: loadedUpdatedAt,
  confirm_clash: formFlag,
});
export type OrderAssignRequest = z.input<typeof orderAssignRequestSchema>;

/** The field of a 422 that asks to confirm a time clash (assign, reschedule). */
export const ORDER_CLASH_FIELD = 'confirm_clash';

/**
 * `PUT adminPaths.api.orderReschedule` (`/api/admin/orders/:id/session`):
 * `{ session_at, updated_at, confirm_clash? }`; `session_at` is an ISO-8601 moment with its offset
 * (`2026-12-01T17:00:00+03:00` or `…Z`), stored as UTC; a past moment is a 422. A clash with the
 * assigned photographer's other sessions asks to confirm like assigning does.
 */
export const orderRescheduleRequestSchema = z.object({
  session_at: z
    .string({ error: orderOperationMessages.sessionAtRequired })
    .trim()
    .min(1, orderOperationMessages.sessionAtRequired)
    .pipe(z.iso.datetime({ offset: true, error: orderOperationMessages.sessionAtInvalid })),
  updated_at: loadedUpdatedAt,
  confirm_clash: formFlag,
});
export type OrderRescheduleRequest = z.input<typeof orderRescheduleRequestSchema>;

/**
 * `POST adminPaths.api.orderRefund` (`/api/admin/orders/:id/refunds`):
 * `{ amount, reason?, updated_at }` — `amount` in halalas, at most what was paid less what was
 * already refunded (`orderMoneyOf(…).refundable`); more is a 422 naming the refundable amount.
 * Creates a succeeded `refund` transaction with the method of the order's payment.
 */
export const orderRefundRequestSchema = z.object({
  amount: halalasAmountSchema,
  reason: reasonText.optional(),
  updated_at: loadedUpdatedAt,
});
export type OrderRefundRequest = z.input<typeof orderRefundRequestSchema>;

/** One session of a photographer (the picker shows their other sessions that day). */
export const photographerSessionSchema = z.object({
  order_id: z.number().int(),
  code: z.string(),
  session_at: z.string(),
  /** When the session ends (session_at + the service's duration). */
  ends_at: z.string(),
  status: z.enum(['pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show']),
  /** It overlaps the order's session. */
  clash: z.boolean(),
});
export type PhotographerSession = z.infer<typeof photographerSessionSchema>;

/**
 * `GET adminPaths.api.orderPhotographerOptions` (`/api/admin/orders/:id/photographer-options`)
 * `?search=<Arabic name, any spelling>&session_at=<ISO, optional: a moment other than the order's>`:
 * approved photographers (at most `PHOTOGRAPHER_OPTIONS_LIMIT`, same city first, then by name),
 * each with their city and their other live sessions (not cancelled / no-show) on the session's
 * business day, and whether one clashes.
 */
export const PHOTOGRAPHER_OPTIONS_LIMIT = 20;
export const photographerOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  phone: z.string(),
  rating_avg: z.number().nullable(),
  sessions: z.array(photographerSessionSchema),
  clash: z.boolean(),
});
export type PhotographerOption = z.infer<typeof photographerOptionSchema>;
export const photographerOptionsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(photographerOptionSchema),
  /** The business day the sessions are of (`YYYY-MM-DD`, platform time zone). */
  day: z.string(),
});
export type PhotographerOptionsAnswer = z.infer<typeof photographerOptionsAnswerSchema>;
export const photographerOptionsQuerySchema = z.object({
  search: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().max(100, 'نص البحث طويل جدًا.').optional(),
  ),
  session_at: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.iso.datetime({ offset: true, error: orderOperationMessages.sessionAtInvalid }).optional(),
  ),
});

/** What an order's transactions add up to (halalas): the server and the screens use this one sum. */
export interface OrderMoney {
  /** Succeeded payments. */
  paid: number;
  /** Succeeded and pending refunds. */
  refunded: number;
  /** paid − refunded, never below 0: the most a refund may be. */
  refundable: number;
  /** The succeeded payout, if any. */
  paidOut: number;
}

export function orderMoneyOf(
  transactions: readonly Pick<Transaction, 'type' | 'status' | 'amount'>[],
): OrderMoney {
  let paid = 0;
  let refunded = 0;
  let paidOut = 0;
  for (const t of transactions) {
    if (t.type === 'payment' && t.status === 'succeeded') paid += t.amount;
    if (t.type === 'refund' && t.status !== 'failed') refunded += t.amount;
    if (t.type === 'payout' && t.status === 'succeeded') paidOut += t.amount;
  }
  return { paid, refunded, refundable: Math.max(0, paid - refunded), paidOut };
}

/** What the platform keeps of a price at a rate (percent), rounded to the halala. */
export function commissionOf(price: number, ratePercent: number): number {
  return Math.round((price * ratePercent) / 100);
}
