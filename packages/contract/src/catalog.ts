import { z } from 'zod';
import { listFilter, listQuerySchema, listSchema, successSchema } from './list.js';
import { serviceCategorySchema } from './service.js';
import { serviceCategories } from './serviceCategories.js';

// The paths: publicApiPaths.ts (schema-free, for the catalogue pages' requests).

export const catalogMessages = {
  photographerNotFound: 'المصور غير موجود أو لم يعد متاحًا.',
} as const;

/** `GET publicApiPaths.services?category=wedding` (blank = every category). */
export const publicServicesQuerySchema = z.object({
  category: listFilter.choice(serviceCategories),
});
export type PublicServicesQuery = z.output<typeof publicServicesQuerySchema>;

/** A service card: what the services page and the booking form's service choice show. */
export const publicServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: serviceCategorySchema,
  description: z.string(),
  image_url: z.string().nullable(),
  /** "From" price: the service's base price, integer halalas of `currency`. */
  price_from: z.number().int(),
  duration_minutes: z.number().int(),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

/** `{ success, data: [service…], currency }`: every active service (there are a few dozen). */
export const publicServicesAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(publicServiceSchema),
  currency: z.string(),
});
export type PublicServicesAnswer = z.infer<typeof publicServicesAnswerSchema>;

/**
 * `GET publicApiPaths.photographers?city=&specialty=&search=&sort=&page=&per_page=`: the list
 * query language of every list (list.ts), best rated first by default (unrated last).
 */
export const publicPhotographersQuerySchema = listQuerySchema({
  sorts: ['rating', 'starting_price'],
  defaultSort: '-rating',
  filters: {
    city: listFilter.text(),
    specialty: listFilter.choice(serviceCategories),
  },
});
export type PublicPhotographersQuery = z.output<typeof publicPhotographersQuerySchema>;

/** A photographer card. `reviews_count` and `rating_avg` count visible reviews only. */
export const publicPhotographerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  city: z.string(),
  specialties: z.array(serviceCategorySchema),
  /** Mean of the visible reviews (1–5, one decimal), null before the first one. */
  rating_avg: z.number().nullable(),
  reviews_count: z.number().int(),
  /** Integer halalas of `currency`. */
  starting_price: z.number().int(),
});
export type PublicPhotographer = z.infer<typeof publicPhotographerSchema>;

/** `{ success, data: [photographer…], meta, currency }`. */
export const publicPhotographersAnswerSchema = listSchema(publicPhotographerSchema).extend({
  currency: z.string(),
});
export type PublicPhotographersAnswer = z.infer<typeof publicPhotographersAnswerSchema>;

/** How many of the newest visible reviews a profile shows. */
export const PUBLIC_PROFILE_REVIEWS_LIMIT = 20;

/** A visible review as visitors see it: the reviewer's first name only. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reviewer: z.string(),
  created_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const publicPhotographerProfileSchema = publicPhotographerSchema.extend({
  bio: z.string(),
  /** The newest visible reviews, at most PUBLIC_PROFILE_REVIEWS_LIMIT. */
  reviews: z.array(publicReviewSchema),
});
export type PublicPhotographerProfile = z.infer<typeof publicPhotographerProfileSchema>;

/** `GET publicApiPaths.photographer`: `{ success, data: profile, currency }`; 404 Arabic otherwise. */
export const publicPhotographerAnswerSchema = successSchema(publicPhotographerProfileSchema).extend(
  { currency: z.string() },
);
export type PublicPhotographerAnswer = z.infer<typeof publicPhotographerAnswerSchema>;
