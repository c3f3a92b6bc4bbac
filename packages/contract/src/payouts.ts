import { z } from 'zod';
import { listFilter, listQuerySchema, listSchema } from './list.js';
import {
  transactionSchema,
  transactionStatusLabels,
  type TransactionStatus,
} from './transaction.js';
import { BANK_REFERENCE_MAX_LENGTH } from './orderOperations.js';

/**
 * Money moves (issue 13, the `money` permission: finance and owner): the payout queue, paying one
 * or many orders out, and settling a pending transaction.
 */

export const payoutQueueSorts = ['session_at', 'price'] as const;

/**
 * `GET adminPaths.api.payouts` (`/api/admin/payouts`): completed orders without a succeeded
 * payout, oldest session first by default; `search` is an order code, `photographer_id` narrows.
 */
export const payoutQueueQuerySchema = listQuerySchema({
  sorts: payoutQueueSorts,
  defaultSort: 'session_at',
  filters: { photographer_id: listFilter.id() },
});

const named = z.object({ id: z.number().int(), name: z.string() });

/** One order waiting for its payout, with both figures (halalas). */
export const payoutQueueItemSchema = z.object({
  order_id: z.number().int(),
  code: z.string(),
  /** The order's `updated_at`: paying sends it back (409 when stale). */
  updated_at: z.string(),
  session_at: z.string(),
  /** When the order was completed (null for orders completed before issue 13). */
  completed_at: z.string().nullable(),
  /** Null only for an order completed without a photographer (it cannot be paid out). */
  photographer: named.nullable(),
  price: z.number().int(),
  /** The commission rate (percent) in force when the order completed (else today's). */
  commission_rate: z.number(),
  /** What the platform keeps: round(price × rate / 100). */
  commission_amount: z.number().int(),
  /** What the photographer receives: price − commission_amount. */
  amount: z.number().int(),
});
export type PayoutQueueItem = z.infer<typeof payoutQueueItemSchema>;

export const payoutQueueAnswerSchema = listSchema(payoutQueueItemSchema).extend({
  currency: z.string(),
  /** Today's commission rate (percent), for orders completed from now on. */
  commission_rate: z.number(),
  /** Every matching row, not only the page. */
  totals: z.object({
    count: z.number().int(),
    price: z.number().int(),
    commission_amount: z.number().int(),
    amount: z.number().int(),
  }),
});
export type PayoutQueueAnswer = z.infer<typeof payoutQueueAnswerSchema>;

export const MAX_PAYOUTS_PER_REQUEST = 100;

export const payoutMessages = {
  itemsRequired: 'اختر طلبًا واحدًا على الأقل.',
  tooMany: `يمكن صرف ${MAX_PAYOUTS_PER_REQUEST} طلب على الأكثر في المرة الواحدة.`,
  orderIdInvalid: 'رقم الطلب غير صالح.',
  duplicateOrder: 'هذا الطلب مكرر في القائمة.',
  staleMissing: 'أعد تحميل قائمة المستحقات ثم حاول مرة أخرى.',
  bankReferenceRequired: 'أدخل مرجع التحويل البنكي.',
  bankReferenceTooLong: `مرجع التحويل يجب ألا يزيد على ${BANK_REFERENCE_MAX_LENGTH} حرف.`,
  orderNotFound: 'الطلب غير موجود.',
  notCompleted: (statusLabel: string) =>
    `لا تُصرف المستحقات إلا لطلب مكتمل؛ حالة الطلب الآن «${statusLabel}».`,
  noPhotographer: 'لا يوجد مصور مسند إلى هذا الطلب.',
  alreadyPaid: 'صُرفت مستحقات هذا الطلب من قبل.',
  pendingPayout: 'لهذا الطلب مستحقات قيد المعالجة؛ حدّث حالتها من صفحة العمليات المالية.',
  stale: (codes: readonly string[]) =>
    `تغيّرت هذه الطلبات منذ فتحت القائمة: ${codes.join('، ')}. أعد تحميلها ثم حاول مرة أخرى؛ لم يُصرف شيء.`,
  refused: 'لم يُصرف شيء: راجع الطلبات المشار إليها.',
  paid: (count: number) => (count === 1 ? 'صُرفت المستحقات.' : `صُرفت مستحقات ${count} طلبات.`),
} as const;

/**
 * `POST adminPaths.api.payoutsPay` (`/api/admin/payouts/pay`):
 * `{ items: [{ order_id, updated_at }…], bank_reference }` — one succeeded `payout` transaction
 * per order (amount and commission as the queue shows them), all in one database transaction: any
 * refused row refuses all (422 with `errors['items.<n>']` per row, or 409 naming the stale ones).
 * The database holds at most one succeeded payout per order, whoever presses at the same time.
 */
export const payoutsPayRequestSchema = z.object({
  items: z
    .array(
      z.object({
        order_id: z.coerce
          .number({ error: payoutMessages.orderIdInvalid })
          .int(payoutMessages.orderIdInvalid)
          .min(1, payoutMessages.orderIdInvalid)
          .max(2 ** 31 - 1, payoutMessages.orderIdInvalid),
        updated_at: z
          .string({ error: payoutMessages.staleMissing })
          .min(1, payoutMessages.staleMissing),
      }),
      { error: payoutMessages.itemsRequired },
    )
    .min(1, payoutMessages.itemsRequired)
    .max(MAX_PAYOUTS_PER_REQUEST, payoutMessages.tooMany)
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, index) => {
        if (seen.has(item.order_id))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'order_id'],
            message: payoutMessages.duplicateOrder,
          });
        seen.add(item.order_id);
      });
    }),
  bank_reference: z
    .string({ error: payoutMessages.bankReferenceRequired })
    .trim()
    .min(1, payoutMessages.bankReferenceRequired)
    .max(BANK_REFERENCE_MAX_LENGTH, payoutMessages.bankReferenceTooLong),
});
export type PayoutsPayRequest = z.input<typeof payoutsPayRequestSchema>;

/** The payout transactions created, in the request's order. */
export const payoutsPayAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    transactions: z.array(transactionSchema),
    count: z.number().int(),
    /** Sum of the payouts (halalas). */
    amount: z.number().int(),
  }),
  currency: z.string(),
});
export type PayoutsPayAnswer = z.infer<typeof payoutsPayAnswerSchema>;

/** The states a pending transaction may be settled to (finance): `transactionStatus`. */
export const transactionSettlements = ['succeeded', 'failed'] as const;
export type TransactionSettlement = (typeof transactionSettlements)[number];

export const transactionSettlementLabels: Record<TransactionSettlement, string> = {
  succeeded: 'تأكيد نجاح العملية',
  failed: 'تسجيل فشل العملية',
};

export const transactionStatusMessages = {
  statusRequired: 'اختر الحالة الجديدة.',
  statusInvalid: 'الحالة غير صالحة؛ المتاح: ناجحة أو فاشلة.',
  staleMissing: 'أعد تحميل العملية ثم حاول مرة أخرى.',
  stale: 'تغيّرت هذه العملية منذ فتحتها؛ أعد تحميلها ثم حاول مرة أخرى.',
  notPending: (current: TransactionStatus) =>
    `لا تتغير إلا حالة عملية قيد المعالجة؛ حالة هذه العملية الآن «${transactionStatusLabels[current]}».`,
  changed: (to: TransactionSettlement) =>
    to === 'succeeded' ? 'أصبحت العملية ناجحة.' : 'سُجّلت العملية فاشلة.',
} as const;

/**
 * `PUT adminPaths.api.transactionStatus` (`/api/admin/transactions/:id/status`):
 * `{ status: 'succeeded' | 'failed', updated_at }`, only from `pending` (422 naming the current
 * state otherwise). Answers the transaction's detail (`TransactionDetail`).
 */
export const transactionStatusRequestSchema = z.object({
  status: z.enum(transactionSettlements, {
    error: (issue) =>
      issue.input === undefined
        ? transactionStatusMessages.statusRequired
        : transactionStatusMessages.statusInvalid,
  }),
  updated_at: z
    .string({ error: transactionStatusMessages.staleMissing })
    .min(1, transactionStatusMessages.staleMissing),
});
export type TransactionStatusRequest = z.input<typeof transactionStatusRequestSchema>;
