import { z } from 'zod';

/** A payment from a customer, a refund to a customer, or a payout to a photographer. */
export const transactionTypes = ['payment', 'refund', 'payout'] as const;
export const transactionTypeSchema = z.enum(transactionTypes);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const transactionTypeLabels: Record<TransactionType, string> = {
  payment: 'دفع',
  refund: 'استرداد',
  payout: 'مستحقات مصور',
};

export const transactionMethods = ['card', 'mada', 'apple_pay', 'bank_transfer', 'cash'] as const;
export const transactionMethodSchema = z.enum(transactionMethods);
export type TransactionMethod = z.infer<typeof transactionMethodSchema>;

export const transactionMethodLabels: Record<TransactionMethod, string> = {
  card: 'بطاقة ائتمانية',
  mada: 'مدى',
  apple_pay: 'Apple Pay',
  bank_transfer: 'تحويل بنكي',
  cash: 'نقدًا',
};

export const transactionStatuses = ['pending', 'succeeded', 'failed'] as const;
export const transactionStatusSchema = z.enum(transactionStatuses);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

export const transactionStatusLabels: Record<TransactionStatus, string> = {
  pending: 'قيد المعالجة',
  succeeded: 'ناجحة',
  failed: 'فاشلة',
};

export const transactionSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  type: transactionTypeSchema,
  /** Integer minor units (halalas), always positive; the type gives the direction. */
  amount: z.number().int(),
  /** Payouts only: what the platform kept of the order's price (halalas); 0 for other types. */
  commission_amount: z.number().int(),
  method: transactionMethodSchema,
  status: transactionStatusSchema,
  reference: z.string(),
  /** Payouts paid from the queue: the bank transfer's reference (null otherwise). */
  bank_reference: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Messages the transaction screens and the server share, word for word. */
export const transactionMessages = {
  /** 404: no transaction with this id (or an id that is not one). */
  notFound: 'العملية غير موجودة.',
} as const;
