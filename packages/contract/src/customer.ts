import { z } from 'zod';

/** A customer ("users" in the admin menu) may book while active; a blocked one may not. */
export const customerStatuses = ['active', 'blocked'] as const;
export const customerStatusSchema = z.enum(customerStatuses);
export type CustomerStatus = z.infer<typeof customerStatusSchema>;

export const customerStatusLabels: Record<CustomerStatus, string> = {
  active: 'نشط',
  blocked: 'محظور',
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
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** Messages the customer screens and the server share, word for word. */
export const customerMessages = {
  /** 404: no customer with this id (or an id that is not one). */
  notFound: 'العميل غير موجود.',
} as const;
