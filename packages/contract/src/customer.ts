import { z } from 'zod';
import { successSchema } from './list.js';

/** A customer ("users" in the admin menu) may book while active; a blocked one may not. */
export const customerStatuses = ['active', 'blocked'] as const;
export const customerStatusSchema = z.enum(customerStatuses);
export type CustomerStatus = z.infer<typeof customerStatusSchema>;

export const customerStatusLabels: Record<CustomerStatus, string> = {
  active: 'نشط',
  blocked: 'محظور',
};

/**
 * Where a customer record came from (issue 20): `website` for one a booking request created.
 * Null for the customers from before (added in the back office or the demo data).
 */
export const customerSources = ['website'] as const;
export const customerSourceSchema = z.enum(customerSources);
export type CustomerSource = z.infer<typeof customerSourceSchema>;

export const customerSourceLabels: Record<CustomerSource, string> = {
  website: 'أُنشئ من الموقع',
};

export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  avatar_url: z.string().nullable(),
  status: customerStatusSchema,
  /** Why the customer was blocked (null while active). */
  blocked_reason: z.string().nullable(),
  /** Where the record came from; null (or absent, from older answers) when not known. */
  source: customerSourceSchema.nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** The answer of a customer's writes (edit, block, unblock): `{ success, data: customer, message }`. */
export const customerAnswerSchema = successSchema(customerSchema);
export type CustomerAnswer = z.infer<typeof customerAnswerSchema>;

/** Messages the customer screens and the server share, word for word. */
export const customerMessages = {
  /** 404: no customer with this id (or an id that is not one). */
  notFound: 'العميل غير موجود.',
} as const;
