import { z } from 'zod';
import { adminPaths, fillPath } from './adminPaths.js';
import { orderAttentionKeys } from './dashboardAttention.js';
import { listFilter, listQuerySchema, listSchema, successSchema } from './list.js';
import { orderSchema, orderStatuses, orderStatusSchema } from './order.js';
import { transactionSchema } from './transaction.js';

/** The orders screen (`/admin/orders`): list and detail. Both need a token. */
export const orderPaths = {
  list: adminPaths.api.orders,
  detail: (id: number | string) => fillPath(adminPaths.api.order, { id }),
} as const;

export const orderListSorts = ['created_at', 'session_at', 'price', 'code'] as const;

/**
 * `search` is an order code (`LQ-000123`, or its number) or part of the customer's name, e-mail or
 * phone. `from`/`to` bound the order date (created_at, business days in the platform time zone — Riyadh —, inclusive).
 * `attention` keeps the orders of one "needs attention" rule of the dashboard (dashboardAttention.ts).
 */
export const orderListQuerySchema = listQuerySchema({
  sorts: orderListSorts,
  defaultSort: '-created_at',
  filters: {
    status: listFilter.choice(orderStatuses),
    from: listFilter.date(),
    to: listFilter.date(),
    photographer_id: listFilter.id(),
    service_id: listFilter.id(),
    customer_id: listFilter.id(),
    attention: listFilter.choice(orderAttentionKeys),
  },
  dateRanges: [['from', 'to']],
});

const named = z.object({ id: z.number().int(), name: z.string() });

export const orderListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  customer: named,
  photographer: named.nullable(),
  service: named,
  session_at: z.string(),
  city: z.string(),
  status: orderStatusSchema,
  price: z.number().int(),
  created_at: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderListAnswerSchema = listSchema(orderListItemSchema).extend({
  currency: z.string(),
});
export type OrderListAnswer = z.infer<typeof orderListAnswerSchema>;

export const orderDetailSchema = z.object({
  currency: z.string(),
  order: orderSchema.extend({
    customer: named.extend({ email: z.string(), phone: z.string() }),
    photographer: named.nullable(),
    service: named,
  }),
  /** Every transaction of the order, oldest first. */
  transactions: z.array(transactionSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * The answer of `GET adminPaths.api.order` and of every action on an order (transition, assign,
 * reschedule, refund): the order's detail as the server now holds it, with the action's message.
 */
export const orderDetailAnswerSchema = successSchema(orderDetailSchema);
export type OrderDetailAnswer = z.infer<typeof orderDetailAnswerSchema>;
