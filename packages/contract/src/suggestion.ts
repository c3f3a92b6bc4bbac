import { z } from 'zod';
import { listFilter, listQuerySchema, listSchema, successSchema, type ListAnswer } from './list.js';

/** Where a suggestion came from: the public contact form or the mobile app. */
export const suggestionSources = ['contact_form', 'app'] as const;
export const suggestionSourceSchema = z.enum(suggestionSources);
export type SuggestionSource = z.infer<typeof suggestionSourceSchema>;

export const suggestionSourceLabels: Record<SuggestionSource, string> = {
  contact_form: 'نموذج التواصل',
  app: 'التطبيق',
};

/** new → read → archived. */
export const suggestionStatuses = ['new', 'read', 'archived'] as const;
export const suggestionStatusSchema = z.enum(suggestionStatuses);
export type SuggestionStatus = z.infer<typeof suggestionStatusSchema>;

export const suggestionStatusLabels: Record<SuggestionStatus, string> = {
  new: 'جديد',
  read: 'مقروء',
  archived: 'مؤرشف',
};

export const suggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  source: suggestionSourceSchema,
  status: suggestionStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionMessages = {
  notFound: 'الاقتراح المطلوب غير موجود.',
  statusRequired: 'اختر حالة الاقتراح',
  updated: 'تم تحديث حالة الاقتراح.',
} as const;

/** A list row: the message cut to its first words (the detail view has it whole). */
export const suggestionListItemSchema = suggestionSchema
  .omit({ message: true })
  .extend({ message_preview: z.string() });
export type SuggestionListItem = z.infer<typeof suggestionListItemSchema>;

/** `GET /api/admin/suggestions`: a page of suggestions (message previews). */
export const suggestionListAnswerSchema = listSchema(suggestionListItemSchema);
/** One suggestion, whole (`GET`, and the `PATCH`'s answer). */
export const suggestionAnswerSchema = successSchema(suggestionSchema);

/** How many characters of a message the list shows. */
export const SUGGESTION_PREVIEW_LENGTH = 120;

export const suggestionListSorts = ['name', 'source', 'status', 'created_at'] as const;

/**
 * `GET /api/admin/suggestions?page&per_page&search&sort&status&source`: search in the name, email,
 * phone and message; newest first.
 */
export const suggestionListQuerySchema = listQuerySchema({
  sorts: suggestionListSorts,
  defaultSort: '-created_at',
  filters: {
    status: listFilter.choice(suggestionStatuses),
    source: listFilter.choice(suggestionSources),
  },
});
export type SuggestionListQuery = z.output<typeof suggestionListQuerySchema>;
export type SuggestionListAnswer = ListAnswer<SuggestionListItem>;

/** `POST /api/admin/suggestions/{id}` with `_method=PATCH`: mark read, archived or new again. */
export const suggestionStatusRequestSchema = z.object({
  status: z.enum(suggestionStatuses, { error: suggestionMessages.statusRequired }),
});
export type SuggestionStatusRequest = z.infer<typeof suggestionStatusRequestSchema>;
