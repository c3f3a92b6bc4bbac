import { z } from 'zod';
import { bulkRequestSchema, optionalReasonSchema } from './bulk.js';
import { exportFormatField } from './listExports.js';
import { listFilter, listQuerySchema, listSchema, successSchema } from './list.js';
import { seenUpdatedAtSchema } from './peopleFields.js';
import { reviewSchema } from './review.js';
import type { TransitionTable } from './transitions.js';

/**
 * Reviews' moderation (issue 14, permission `people`). A hidden review leaves its photographer's
 * `rating_avg` and `reviews_count` at once (kept by the database in the same transaction) and
 * stays listed here, marked hidden. Paths: `reviews` (GET list), `reviewsExport`,
 * `reviewVisibility` (POST hide/show), `reviewsBulk`.
 */
export const reviewMessages = {
  notFound: 'التقييم غير موجود.',
  actionRequired: 'اختر الإجراء',
  hidden: 'تم إخفاء التقييم، ولم يعد يدخل في تقييم المصور.',
  shown: 'أعيد إظهار التقييم.',
} as const;

export const reviewVisibilities = ['visible', 'hidden'] as const;
export type ReviewVisibility = (typeof reviewVisibilities)[number];
export const reviewVisibilityLabels: Record<ReviewVisibility, string> = {
  visible: 'ظاهر',
  hidden: 'مخفي',
};

export const reviewActions = ['hide', 'show'] as const;
export type ReviewAction = (typeof reviewActions)[number];

export const reviewTransitions: TransitionTable<ReviewAction, ReviewVisibility> = {
  hide: { from: ['visible'], to: 'hidden', reasonRequired: true },
  show: { from: ['hidden'], to: 'visible', reasonRequired: false },
};

export const reviewActionLabels: Record<ReviewAction, string> = {
  hide: 'إخفاء',
  show: 'إظهار',
};

/** A review's visibility from its record. */
export const reviewVisibilityOf = (review: { hidden_at: string | null }): ReviewVisibility =>
  review.hidden_at === null ? 'visible' : 'hidden';

/** A row of the reviews list: the review with its order, customer and photographer named. */
export const reviewListItemSchema = reviewSchema.extend({
  order_code: z.string(),
  customer_name: z.string(),
  photographer_name: z.string(),
});
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;

/** The answer of a review's hide / show: the list's row of the review and a message. */
export const reviewAnswerSchema = successSchema(reviewListItemSchema);
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

export const reviewListSorts = ['created_at', 'rating'] as const;

/**
 * `GET /api/admin/reviews?page&per_page&search&sort&photographer_id&customer_id&rating&visibility&from&to`:
 * `search` looks in the comment; newest first; `from`/`to` business days.
 */
export const reviewListQuerySchema = listQuerySchema({
  sorts: reviewListSorts,
  defaultSort: '-created_at',
  filters: {
    photographer_id: listFilter.id(),
    customer_id: listFilter.id(),
    rating: listFilter.choice(['1', '2', '3', '4', '5']),
    visibility: listFilter.choice(reviewVisibilities),
    from: listFilter.date(),
    to: listFilter.date(),
  },
  dateRanges: [['from', 'to']],
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;
export const reviewListAnswerSchema = listSchema(reviewListItemSchema);
export type ReviewListAnswer = z.infer<typeof reviewListAnswerSchema>;

/**
 * `POST /api/admin/reviews/{id}/visibility` `{ action: 'hide' | 'show', reason?, updated_at }`:
 * 200 with the review (`ReviewListItem`), 409 stale, 422 refused (names the current visibility)
 * or `hide` without a reason.
 */
export const reviewVisibilityRequestSchema = z.object({
  action: z.enum(reviewActions, { error: reviewMessages.actionRequired }),
  reason: optionalReasonSchema,
  updated_at: seenUpdatedAtSchema,
});
export type ReviewVisibilityRequest = z.output<typeof reviewVisibilityRequestSchema>;

export const reviewBulkActions = reviewActions;
export const reviewBulkRequestSchema = bulkRequestSchema(reviewBulkActions, reviewListQuerySchema);

export const reviewExportColumns = [
  { key: 'id', header: 'الرقم' },
  { key: 'order_code', header: 'الطلب' },
  { key: 'customer_name', header: 'العميل' },
  { key: 'photographer_name', header: 'المصور' },
  { key: 'rating', header: 'التقييم' },
  { key: 'comment', header: 'التعليق' },
  { key: 'visibility', header: 'الظهور' },
  { key: 'hidden_reason', header: 'سبب الإخفاء' },
  { key: 'created_at', header: 'التاريخ' },
] as const;

/** `GET /api/admin/reviews/export?format=xlsx|csv&…`. */
export const reviewExportQuerySchema = reviewListQuerySchema.safeExtend(exportFormatField);
