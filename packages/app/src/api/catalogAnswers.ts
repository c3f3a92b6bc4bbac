import {
  serviceCategories,
  type ListMeta,
  type PublicPhotographer,
  type PublicPhotographerAnswer,
  type PublicPhotographerProfile,
  type PublicPhotographersAnswer,
  type PublicReview,
  type PublicService,
  type PublicServicesAnswer,
  type ServiceCategory,
} from '@laqta/contract';
import { isObject } from './publicAnswers';

// The catalogue's answers (/services, /photographers, /photographers/:id), checked without zod
// for the same reason as the landing page's (publicAnswers.ts): their first load must not carry
// zod and the contract's schema modules (~30 KB gzip, a ~330 ms task on a slow phone). Only
// types and schema-free values come from the contract here. Each guard answers as its contract
// schema does (catalogAnswers.test.ts, on valid and drifted answers alike); a drifted answer is
// an ApiError through `guardedAnswer`, never a page reading a missing field.

/** `z.number().int()`: zod 4 takes safe integers only. */
const isWholeNumber = (value: unknown): value is number => Number.isSafeInteger(value);

/** `z.number()`: zod 4 refuses NaN and ±Infinity. */
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** The contract's `serviceCategorySchema`. */
const isServiceCategory = (value: unknown): value is ServiceCategory =>
  serviceCategories.some((category) => category === value);

/** Every element of `value` passes `isItem` (`z.array(item)`). */
const isArrayOf = <T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(isItem);

/** The contract's `publicServiceSchema`. */
function isPublicService(value: unknown): value is PublicService {
  return (
    isObject(value) &&
    isWholeNumber(value.id) &&
    typeof value.name === 'string' &&
    isServiceCategory(value.category) &&
    typeof value.description === 'string' &&
    isNullableString(value.image_url) &&
    isWholeNumber(value.price_from) &&
    isWholeNumber(value.duration_minutes)
  );
}

/** The contract's `publicServicesAnswerSchema`. */
export function isPublicServicesAnswer(payload: unknown): payload is PublicServicesAnswer {
  return (
    isObject(payload) &&
    payload.success === true &&
    isArrayOf(payload.data, isPublicService) &&
    typeof payload.currency === 'string'
  );
}

/** The contract's `publicPhotographerSchema` (a card). */
function isPublicPhotographer(value: unknown): value is PublicPhotographer {
  return (
    isObject(value) &&
    isWholeNumber(value.id) &&
    typeof value.name === 'string' &&
    isNullableString(value.avatar_url) &&
    typeof value.city === 'string' &&
    isArrayOf(value.specialties, isServiceCategory) &&
    (value.rating_avg === null || isFiniteNumber(value.rating_avg)) &&
    isWholeNumber(value.reviews_count) &&
    isWholeNumber(value.starting_price)
  );
}

/** The contract's `listMetaSchema`. */
function isListMeta(value: unknown): value is ListMeta {
  return (
    isObject(value) &&
    isWholeNumber(value.current_page) &&
    isWholeNumber(value.per_page) &&
    isWholeNumber(value.total) &&
    isWholeNumber(value.last_page) &&
    (value.total_capped === undefined || value.total_capped === true)
  );
}

/** The contract's `publicPhotographersAnswerSchema` (a page of cards). */
export function isPublicPhotographersAnswer(
  payload: unknown,
): payload is PublicPhotographersAnswer {
  return (
    isObject(payload) &&
    payload.success === true &&
    isArrayOf(payload.data, isPublicPhotographer) &&
    isListMeta(payload.meta) &&
    typeof payload.currency === 'string'
  );
}

/** The contract's `publicReviewSchema`. */
function isPublicReview(value: unknown): value is PublicReview {
  return (
    isObject(value) &&
    isWholeNumber(value.id) &&
    isWholeNumber(value.rating) &&
    isNullableString(value.comment) &&
    typeof value.reviewer === 'string' &&
    typeof value.created_at === 'string'
  );
}

/** The contract's `publicPhotographerProfileSchema`. */
function isPublicPhotographerProfile(value: unknown): value is PublicPhotographerProfile {
  return (
    isObject(value) &&
    typeof value.bio === 'string' &&
    isArrayOf(value.reviews, isPublicReview) &&
    isPublicPhotographer(value)
  );
}

/** The contract's `publicPhotographerAnswerSchema` (a profile). */
export function isPublicPhotographerAnswer(payload: unknown): payload is PublicPhotographerAnswer {
  return (
    isObject(payload) &&
    payload.success === true &&
    isPublicPhotographerProfile(payload.data) &&
    (payload.message === undefined || typeof payload.message === 'string') &&
    typeof payload.currency === 'string'
  );
}
