import { z } from 'zod';

export const reviewRatingSchema = z.number().int().min(1).max(5);

export const reviewSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  customer_id: z.number().int(),
  photographer_id: z.number().int(),
  rating: reviewRatingSchema,
  comment: z.string().nullable(),
  /** Set while hidden by a moderator: a hidden review leaves the photographer's rating and count. */
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
