import { z } from 'zod';

/**
 * pending → confirmed → in_progress → completed; pending or confirmed → cancelled; confirmed →
 * no_show (the customer did not come). The machine itself: `orderTransitions` (orderOperations.ts).
 */
export const orderStatuses = [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'no_show',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The one set of Arabic labels for order statuses (badges, filters, charts, exports). */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'قيد الانتظار',
  confirmed: 'مؤكد',
  in_progress: 'قيد التنفيذ',
  completed: 'مكتمل',
  cancelled: 'ملغي',
  no_show: 'لم يحضر العميل',
};

/** `LQ-000123`: the order's id, zero-padded to six digits. */
export function orderCode(id: number): string {
  return `LQ-${String(id).padStart(6, '0')}`;
}

export const orderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  customer_id: z.number().int(),
  /** Null until a photographer is assigned. */
  photographer_id: z.number().int().nullable(),
  service_id: z.number().int(),
  session_at: z.string(),
  city: z.string(),
  address: z.string(),
  /** Integer minor units (halalas). */
  price: z.number().int(),
  notes: z.string().nullable(),
  /** Why it was cancelled or marked no-show. */
  cancel_reason: z.string().nullable(),
  status: orderStatusSchema,
  /** When it was completed / cancelled (null before, and for orders from before issue 13). */
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The commission rate (percent) in force when it completed; its payout is priced with it. */
  commission_rate: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** Messages the order screens and the server share, word for word. */
export const orderMessages = {
  /** 404: no order with this id (or an id that is not one). */
  notFound: 'الطلب غير موجود.',
} as const;
