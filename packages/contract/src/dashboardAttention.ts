import { z } from 'zod';
import { successSchema } from './list.js';

/**
 * The dashboard's "needs attention" panel (issue 13): `GET adminPaths.api.dashboardAttention`.
 * Each order count opens the orders list filtered by `attention=<key>` (the same rule the count
 * used, evaluated when the list is read); payouts due open the payout queue.
 */
export const orderAttentionKeys = [
  'pending_new',
  'pending_overdue',
  'unassigned_soon',
  'cancelled_today',
] as const;
export type OrderAttentionKey = (typeof orderAttentionKeys)[number];

/** Pending longer than this (hours) needs a decision. */
export const ATTENTION_PENDING_HOURS = 24;
/** Confirmed without a photographer and the session within this many hours. */
export const ATTENTION_UNASSIGNED_HOURS = 48;

export const orderAttentionLabels: Record<OrderAttentionKey, string> = {
  pending_new: 'طلبات جديدة بانتظار التأكيد',
  pending_overdue: `طلبات بانتظار التأكيد منذ أكثر من ${ATTENTION_PENDING_HOURS} ساعة`,
  unassigned_soon: `طلبات مؤكدة بلا مصور وجلستها خلال ${ATTENTION_UNASSIGNED_HOURS} ساعة`,
  cancelled_today: 'إلغاءات اليوم',
};
export const payoutsDueLabel = 'مستحقات مصورين بانتظار الصرف';

export const dashboardAttentionSchema = z.object({
  currency: z.string(),
  /** Order counts per rule; link: `listHref(adminPaths.pages.orders, { attention: key })`. */
  orders: z.object({
    /** Pending for less than ATTENTION_PENDING_HOURS: new requests (the website's booking form). */
    pending_new: z.number().int(),
    pending_overdue: z.number().int(),
    unassigned_soon: z.number().int(),
    cancelled_today: z.number().int(),
  }),
  /** The payout queue (adminPaths.pages.payouts): how many orders, and the sum to pay (halalas). */
  payouts_due: z.object({ count: z.number().int(), amount: z.number().int() }),
});
export type DashboardAttention = z.infer<typeof dashboardAttentionSchema>;
export const dashboardAttentionAnswerSchema = successSchema(dashboardAttentionSchema);
