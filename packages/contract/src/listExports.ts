import { z } from 'zod';
import { latinDigits } from './arabic.js';
import { BULK_MAX_IDS, bulkMessages } from './bulk.js';
import { listMessages } from './list.js';
import { MAX_RECORD_ID } from './recordIds.js';
import { orderListQuerySchema } from './orderList.js';
import { transactionListQuerySchema } from './transactionList.js';

/**
 * Spreadsheet exports of the admin lists (XLSX, or CSV with a byte-order mark): every row that
 * matches the list's search and filters, in its order, streamed. One exporter on the server
 * (`packages/api/src/export/`) writes them all; a list's export is its list query plus `format`.
 */
export const exportFormats = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** Spread into a list query schema: `thingListQuerySchema.safeExtend(exportFormatField)`. */
export const exportFormatField = {
  format: z.enum(exportFormats, { error: () => listMessages.choice(exportFormats) }),
};

/**
 * `ids=4,9,12`: only these rows (a hand-picked selection's "export selected"), still within the
 * list's search and filters and in its order; absent or empty, every matching row ("all N
 * matching" is the filter itself). Comma-separated (or repeated) positive ids, at most
 * BULK_MAX_IDS as bulk actions take, each once; past that a 422 says to select all matching.
 */
export function exportIdsFilter() {
  const id = z.coerce
    .number({ error: bulkMessages.idInvalid })
    .int({ error: bulkMessages.idInvalid })
    .min(1, { error: bulkMessages.idInvalid })
    .max(MAX_RECORD_ID, { error: bulkMessages.idInvalid });
  return z.preprocess(
    (value: unknown) => {
      const parts = (Array.isArray(value) ? value : [value])
        .flatMap((part) => (typeof part === 'string' ? latinDigits(part).split(/[,،]/) : [part]))
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => part !== '' && part !== undefined && part !== null);
      return parts.length === 0 ? undefined : parts;
    },
    z
      .array(id)
      .max(BULK_MAX_IDS, { error: bulkMessages.tooManyIds })
      .transform((ids) => [...new Set(ids)])
      .optional(),
  );
}

/**
 * Spread into the export query of a list with a bulk bar, beside `exportFormatField`:
 * `thingListQuerySchema.safeExtend(exportFormatField).safeExtend(exportSelectionField)`; the
 * server keeps the rows with `onlySelected` (api `export/selection.ts`).
 */
export const exportSelectionField = { ids: exportIdsFilter() };

/** `GET adminPaths.api.ordersExport?format=xlsx|csv&…` the orders list's search and filters. */
export const orderExportQuerySchema = orderListQuerySchema.safeExtend(exportFormatField);

/** The orders export's columns, in order, with their Arabic headers (money as numbers). */
export const orderExportColumns = [
  { key: 'code', header: 'رقم الطلب' },
  { key: 'created_at', header: 'تاريخ الطلب' },
  { key: 'status', header: 'الحالة' },
  { key: 'customer', header: 'العميل' },
  { key: 'photographer', header: 'المصور' },
  { key: 'service', header: 'الخدمة' },
  { key: 'city', header: 'المدينة' },
  { key: 'session_at', header: 'موعد الجلسة' },
  { key: 'price', header: 'السعر' },
] as const;

/** `GET adminPaths.api.transactionsExport?format=xlsx|csv&…` the transactions list's filters. */
export const transactionExportQuerySchema =
  transactionListQuerySchema.safeExtend(exportFormatField);

export const transactionExportColumns = [
  { key: 'reference', header: 'المرجع' },
  { key: 'created_at', header: 'التاريخ' },
  { key: 'order', header: 'رقم الطلب' },
  { key: 'type', header: 'النوع' },
  { key: 'method', header: 'طريقة الدفع' },
  { key: 'status', header: 'الحالة' },
  { key: 'amount', header: 'المبلغ' },
  { key: 'commission_amount', header: 'العمولة' },
  { key: 'bank_reference', header: 'مرجع التحويل البنكي' },
] as const;
