import { z } from 'zod';
import { adminPaths, fillPath } from './adminPaths.js';
import { listFilter, listQuerySchema, listSchema, successSchema } from './list.js';
import {
  transactionMethodSchema,
  transactionStatuses,
  transactionStatusSchema,
  transactionTypes,
  transactionTypeSchema,
  transactionSchema,
} from './transaction.js';

/** The transactions screen (`/admin/transactions`): list and detail. Both need a token. */
export const transactionPaths = {
  list: adminPaths.api.transactions,
  detail: (id: number | string) => fillPath(adminPaths.api.transaction, { id }),
} as const;

export const transactionListSorts = ['created_at', 'amount', 'reference'] as const;

/** `search` is part of the reference or an order code. `from`/`to` bound created_at (business days in the platform time zone, Riyadh). */
export const transactionListQuerySchema = listQuerySchema({
  sorts: transactionListSorts,
  defaultSort: '-created_at',
  filters: {
    type: listFilter.choice(transactionTypes),
    status: listFilter.choice(transactionStatuses),
    from: listFilter.date(),
    to: listFilter.date(),
    order_id: listFilter.id(),
  },
  dateRanges: [['from', 'to']],
});

export const transactionListItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  order: z.object({ id: z.number().int(), code: z.string() }),
  type: transactionTypeSchema,
  method: transactionMethodSchema,
  status: transactionStatusSchema,
  amount: z.number().int(),
  created_at: z.string(),
});
export type TransactionListItem = z.infer<typeof transactionListItemSchema>;

/** Totals of every row that matches the search and filters (not only the page). */
export const transactionTotalsSchema = z.object({
  count: z.number().int(),
  /** Sum of `amount` per type (integer minor units). */
  payment: z.number().int(),
  refund: z.number().int(),
  payout: z.number().int(),
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

export const transactionListAnswerSchema = listSchema(transactionListItemSchema).extend({
  currency: z.string(),
  totals: transactionTotalsSchema,
});
export type TransactionListAnswer = z.infer<typeof transactionListAnswerSchema>;

export const transactionDetailSchema = z.object({
  currency: z.string(),
  transaction: transactionSchema.extend({
    order: z.object({
      id: z.number().int(),
      code: z.string(),
      customer_name: z.string(),
      price: z.number().int(),
    }),
  }),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

/** The answer of `GET adminPaths.api.transaction` and of settling it (`transactionStatus`). */
export const transactionDetailAnswerSchema = successSchema(transactionDetailSchema);
export type TransactionDetailAnswer = z.infer<typeof transactionDetailAnswerSchema>;
