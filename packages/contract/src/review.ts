import { z } from 'zod';

export const reviewRatingSchema = z.number().int().min(1).max(5);

export const reviewSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  customer_id: z.number().int(),
  photographer_id: z.number().int(),
  rating: reviewRatingSchema,
  comment: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
