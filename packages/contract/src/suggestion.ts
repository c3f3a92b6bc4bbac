import { z } from 'zod';

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
