import { bulkRequestSchema } from './bulk.js';
import { exportFormatField, exportSelectionField } from './listExports.js';
import { suggestionListQuerySchema, type SuggestionStatus } from './suggestion.js';
import type { TransitionTable } from './transitions.js';

/**
 * Suggestions in bulk (issue 14; permission `suggestions`): `POST /api/admin/suggestions/bulk`
 * marks the chosen (or all matching) suggestions read or archived, through the same
 * new → read → archived statuses as one suggestion's PATCH. `GET …/suggestions/export` exports.
 */
export const suggestionBulkActions = ['mark_read', 'archive'] as const;
export type SuggestionBulkAction = (typeof suggestionBulkActions)[number];
export const suggestionBulkActionLabels: Record<SuggestionBulkAction, string> = {
  mark_read: 'تعليم كمقروء',
  archive: 'أرشفة',
};
/** What the bulk actions may move (one suggestion's PATCH stays free to set any status). */
export const suggestionBulkTransitions: TransitionTable<SuggestionBulkAction, SuggestionStatus> = {
  mark_read: { from: ['new'], to: 'read', reasonRequired: false },
  archive: { from: ['new', 'read'], to: 'archived', reasonRequired: false },
};

export const suggestionBulkRequestSchema = bulkRequestSchema(
  suggestionBulkActions,
  suggestionListQuerySchema,
);

export const suggestionExportColumns = [
  { key: 'id', header: 'الرقم' },
  { key: 'name', header: 'الاسم' },
  { key: 'email', header: 'البريد الإلكتروني' },
  { key: 'phone', header: 'الجوال' },
  { key: 'source', header: 'المصدر' },
  { key: 'status', header: 'الحالة' },
  { key: 'message', header: 'الرسالة' },
  { key: 'created_at', header: 'التاريخ' },
] as const;

/** `GET /api/admin/suggestions/export?format=xlsx|csv&…`. */
export const suggestionExportQuerySchema = suggestionListQuerySchema
  .safeExtend(exportFormatField)
  .safeExtend(exportSelectionField);
