import { z } from 'zod';
import { bulkRequestSchema } from './bulk.js';
import { exportFormatField, exportSelectionField } from './listExports.js';
import { listFilter, listQuerySchema, listSchema, successSchema } from './list.js';
import { seenUpdatedAtSchema } from './peopleFields.js';

/**
 * Newsletter subscribers (issue 14; permission `content`): the addresses the public site's
 * newsletter input collected. An admin lists them (search in the address, subscription dates),
 * exports them and unsubscribes one (kept, marked `unsubscribed_at`; subscribing again from the
 * public site brings it back). Paths: `newsletterSubscribers`, `newsletterSubscribersExport`,
 * `newsletterSubscriberUnsubscribe`, `newsletterSubscribersBulk`.
 */
export const newsletterMessages = {
  notFound: 'المشترك غير موجود.',
  unsubscribed: 'تم إلغاء اشتراك البريد في النشرة.',
  alreadyUnsubscribed: 'هذا البريد ملغى اشتراكه من قبل',
  actionRequired: 'اختر الإجراء',
} as const;

export const newsletterStatuses = ['subscribed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];
export const newsletterStatusLabels: Record<NewsletterStatus, string> = {
  subscribed: 'مشترك',
  unsubscribed: 'ملغى الاشتراك',
};

export const newsletterSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(newsletterStatuses),
  unsubscribed_at: z.string().nullable(),
  /** When the address subscribed. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

/** The answer of an unsubscribe: the subscriber as the list shows them, and a message. */
export const newsletterSubscriberAnswerSchema = successSchema(newsletterSubscriberSchema);
export type NewsletterSubscriberAnswer = z.infer<typeof newsletterSubscriberAnswerSchema>;

export const newsletterListSorts = ['email', 'created_at'] as const;

/**
 * `GET /api/admin/newsletter-subscribers?page&per_page&search&sort&status&from&to`: `search` in the
 * address; `from`/`to` subscription business days; newest first.
 */
export const newsletterListQuerySchema = listQuerySchema({
  sorts: newsletterListSorts,
  defaultSort: '-created_at',
  filters: {
    status: listFilter.choice(newsletterStatuses),
    from: listFilter.date(),
    to: listFilter.date(),
  },
  dateRanges: [['from', 'to']],
});
export type NewsletterListQuery = z.output<typeof newsletterListQuerySchema>;
export const newsletterListAnswerSchema = listSchema(newsletterSubscriberSchema);
export type NewsletterListAnswer = z.infer<typeof newsletterListAnswerSchema>;

/** `POST /api/admin/newsletter-subscribers/{id}/unsubscribe` `{ updated_at }`: 200, 409, 422 if already. */
export const newsletterUnsubscribeRequestSchema = z.object({ updated_at: seenUpdatedAtSchema });

export const newsletterBulkActions = ['unsubscribe'] as const;
export const newsletterBulkRequestSchema = bulkRequestSchema(
  newsletterBulkActions,
  newsletterListQuerySchema,
);

export const newsletterExportColumns = [
  { key: 'id', header: 'الرقم' },
  { key: 'email', header: 'البريد الإلكتروني' },
  { key: 'status', header: 'الحالة' },
  { key: 'created_at', header: 'تاريخ الاشتراك' },
  { key: 'unsubscribed_at', header: 'تاريخ الإلغاء' },
] as const;

/** `GET /api/admin/newsletter-subscribers/export?format=xlsx|csv&…`. */
export const newsletterExportQuerySchema = newsletterListQuerySchema
  .safeExtend(exportFormatField)
  .safeExtend(exportSelectionField);
