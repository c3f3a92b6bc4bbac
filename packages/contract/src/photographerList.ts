import { z } from 'zod';
import { adminPaths, fillPath } from './adminPaths.js';
import { listFilter, listQuerySchema, listSchema } from './list.js';
import {
  photographerSchema,
  photographerStatuses,
  photographerStatusSchema,
} from './photographer.js';
import { reviewSchema } from './review.js';
import { serviceCategories, serviceCategorySchema } from './service.js';

/** The photographers screen (`/admin/Photographers`): list and detail. Both need a token. */
export const photographerPaths = {
  list: adminPaths.api.photographers,
  detail: (id: number | string) => fillPath(adminPaths.api.photographer, { id }),
} as const;

export const photographerListSorts = [
  'name',
  'city',
  'rating_avg',
  'completed_orders_count',
  'created_at',
  /** The approval queue: pending first, then everyone else; each by the date they joined (oldest first). */
  'queue',
] as const;

/** `search` matches the name, e-mail or phone; `specialty` is a service category. */
export const photographerListQuerySchema = listQuerySchema({
  sorts: photographerListSorts,
  defaultSort: '-created_at',
  filters: {
    status: listFilter.choice(photographerStatuses),
    city: listFilter.text(),
    specialty: listFilter.choice(serviceCategories),
  },
});

export const photographerListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  city: z.string(),
  specialties: z.array(serviceCategorySchema),
  rating_avg: z.number().nullable(),
  reviews_count: z.number().int(),
  completed_orders_count: z.number().int(),
  status: photographerStatusSchema,
  created_at: z.string(),
  /** Sent back by a bulk action (`updated_at` map), so a row changed since is reported stale. */
  updated_at: z.string(),
});
export type PhotographerListItem = z.infer<typeof photographerListItemSchema>;

export const photographerListAnswerSchema = listSchema(photographerListItemSchema);
export type PhotographerListAnswer = z.infer<typeof photographerListAnswerSchema>;

/** A review on the photographer's detail view, with who wrote it and for which order. */
export const photographerReviewSchema = reviewSchema.extend({
  customer_name: z.string(),
  order_code: z.string(),
});
export type PhotographerReview = z.infer<typeof photographerReviewSchema>;

export const PHOTOGRAPHER_DETAIL_REVIEWS_LIMIT = 20;

export const photographerDetailSchema = z.object({
  currency: z.string(),
  photographer: photographerSchema,
  /** The newest reviews, at most PHOTOGRAPHER_DETAIL_REVIEWS_LIMIT. */
  reviews: z.array(photographerReviewSchema),
});
export type PhotographerDetail = z.infer<typeof photographerDetailSchema>;
