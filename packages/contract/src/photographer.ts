import { z } from 'zod';
import { successSchema } from './list.js';
import { serviceCategorySchema } from './service.js';

/** A photographer joins as pending, is approved by staff, and may later be suspended. */
export const photographerStatuses = ['pending', 'approved', 'suspended'] as const;
export const photographerStatusSchema = z.enum(photographerStatuses);
export type PhotographerStatus = z.infer<typeof photographerStatusSchema>;

export const photographerStatusLabels: Record<PhotographerStatus, string> = {
  pending: 'بانتظار الموافقة',
  approved: 'معتمد',
  suspended: 'موقوف',
};

export const photographerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  bio: z.string(),
  avatar_url: z.string().nullable(),
  /** Service categories the photographer covers. */
  specialties: z.array(serviceCategorySchema),
  /** Integer minor units (halalas). */
  starting_price: z.number().int(),
  /** Mean of the photographer's review ratings (1–5), null before the first review. */
  rating_avg: z.number().nullable(),
  reviews_count: z.number().int(),
  completed_orders_count: z.number().int(),
  status: photographerStatusSchema,
  /** Why the photographer was rejected or suspended (null while pending or approved). */
  status_reason: z.string().nullable(),
  /** Set when the application was rejected (status `suspended`); null otherwise. */
  rejected_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Photographer = z.infer<typeof photographerSchema>;

/** The answer of a photographer's writes (create, edit, a state action): the record and a message. */
export const photographerAnswerSchema = successSchema(photographerSchema);
export type PhotographerAnswer = z.infer<typeof photographerAnswerSchema>;

/** Messages the photographer screens and the server share, word for word. */
export const photographerMessages = {
  /** 404: no photographer with this id (or an id that is not one). */
  notFound: 'المصور غير موجود.',
} as const;
