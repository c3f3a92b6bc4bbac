import { z } from 'zod';
import { MAX_RECORD_ID } from './recordIds.js';
import { REASON_MAX_LENGTH, reasonMessages } from './transitions.js';

/**
 * One bulk mechanism for every admin list (issue 14). `POST /api/admin/<list>/bulk` takes the
 * action and the rows to act on, EITHER as `ids` (the selected rows, at most BULK_MAX_IDS) OR as
 * `filter` (the list's own search and filters, as its query string gives them: "all N matching";
 * the only way past BULK_MAX_IDS rows, walked on the server). Each row is done on its own, so a
 * refused or stale row does not undo the others; the answer reports every row that was tried
 * (`ids`) or every row that failed (`filter`):
 *
 *   POST /api/admin/photographers/bulk
 *   { "action": "suspend", "ids": [4, 9, 12], "updated_at": { "4": "2026-…Z" }, "reason": "…" }
 *   → 200 { success: true, message: "تم تنفيذ الإجراء على 2 من 3",
 *           data: { action: "suspend", total: 3, succeeded: 2, failed: 1,
 *                   results: [{ id: 4, ok: true }, { id: 9, ok: false, message: "…" }, …],
 *                   only_failures: false } }
 */

/** Most rows a request may name by id; more are selected by the list's filter. */
export const BULK_MAX_IDS = 1000;
/** Most rows one filter may act on at once (a runaway filter is refused with a 422). */
export const BULK_MAX_FILTERED = 50_000;

export const bulkMessages = {
  actionRequired: 'اختر الإجراء',
  rowsRequired: 'اختر صفًا واحدًا على الأقل، أو كل الصفوف المطابقة',
  idsOrFilter: 'أرسل الصفوف المختارة أو عامل التصفية، لا كليهما',
  tooManyIds: `يمكن اختيار ${BULK_MAX_IDS} صف على الأكثر بالمعرّف؛ لأكثر من ذلك اختر «كل الصفوف المطابقة»`,
  tooManyFiltered: `عامل التصفية يطابق أكثر من ${BULK_MAX_FILTERED} صف؛ ضيّق البحث`,
  idInvalid: 'معرّف صف غير صالح',
  nothingMatched: 'لا توجد صفوف مطابقة',
  /** A row named by id that does not exist (deleted since the list was loaded). */
  rowNotFound: 'لم يعد هذا الصف موجودًا',
  /** A row whose `updated_at` differs from the one the admin saw. */
  rowStale: 'تغيّر هذا الصف منذ تحميل القائمة؛ حدّث الصفحة وراجعه',
  /** A row that failed for a reason the server did not expect (never its details). */
  rowFailed: 'تعذّر تنفيذ الإجراء على هذا الصف',
  /** The answer's message: how many of how many. */
  done: (succeeded: number, total: number) =>
    succeeded === total
      ? `تم تنفيذ الإجراء على ${total} ${total === 1 ? 'صف' : 'صفوف'}`
      : `تم تنفيذ الإجراء على ${succeeded} من ${total}، وتعذّر على ${total - succeeded}`,
} as const;

const recordId = z.coerce
  .number({ error: bulkMessages.idInvalid })
  .int({ error: bulkMessages.idInvalid })
  .min(1, { error: bulkMessages.idInvalid })
  .max(MAX_RECORD_ID, { error: bulkMessages.idInvalid });

/** A checkbox or JSON boolean (`true`, `1`, `on`). */
const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true' || value === 'on');

/** An optional reason (required by the actions whose transition says so: checked by the server). */
export const optionalReasonSchema = z
  .string({ error: reasonMessages.required })
  .trim()
  .max(REASON_MAX_LENGTH, reasonMessages.tooLong)
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value));

/**
 * The request of `POST …/bulk` for a list whose actions are `actions` and whose filter is
 * `filter` (its list query schema: `search` and the filters; page, per_page and sort are ignored).
 */
export function bulkRequestSchema<
  const A extends readonly [string, ...string[]],
  F extends z.ZodType,
>(actions: A, filter: F) {
  return z
    .object({
      action: z.enum(actions, { error: bulkMessages.actionRequired }),
      ids: z.array(recordId).max(BULK_MAX_IDS, bulkMessages.tooManyIds).optional(),
      /** Optional, for `ids`: the `updated_at` each row had when seen (id → timestamp); a row changed since fails as stale. */
      updated_at: z.record(z.string(), z.string()).optional(),
      filter: filter.optional(),
      /** Required by the actions that ask for one (suspend, reject, block, hide). */
      reason: optionalReasonSchema,
      /** Go ahead where the action would otherwise ask first (suspending with future orders). */
      confirm: flag,
    })
    .superRefine((value, ctx) => {
      const hasIds = value.ids !== undefined && value.ids.length > 0;
      const hasFilter = value.filter !== undefined;
      if (hasIds && hasFilter)
        ctx.addIssue({ code: 'custom', path: ['ids'], message: bulkMessages.idsOrFilter });
      if (!hasIds && !hasFilter)
        ctx.addIssue({ code: 'custom', path: ['ids'], message: bulkMessages.rowsRequired });
    });
}

/** One row's outcome: done, or why not (in Arabic). */
export const bulkRowResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  message: z.string().optional(),
});
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;

export const bulkResultSchema = z.object({
  action: z.string(),
  /** Rows tried. */
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** Every row tried (`ids`), or only the rows that failed (`filter`: `only_failures` true). */
  results: z.array(bulkRowResultSchema),
  only_failures: z.boolean(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** `{ success: true, message, data: BulkResult }`: 200 even when some rows failed (see `failed`). */
export const bulkAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: bulkResultSchema,
});
export type BulkAnswer = z.infer<typeof bulkAnswerSchema>;
