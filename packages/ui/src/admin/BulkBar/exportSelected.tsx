import { exportFormats, type ExportFormat } from '@laqta/contract';
import { Download } from 'lucide-react';
import type { BulkAction } from './types';

const EXPORT_ACTION_PREFIX = 'export-';

const exportSelectedLabels: Record<ExportFormat, string> = {
  xlsx: 'تصدير المحدد Excel',
  csv: 'تصدير المحدد CSV',
};

/**
 * "Export selected" on a list's bulk bar (issue 14): one action per format, run at once (nothing
 * changes, so nothing to confirm). The list's container downloads its export with the selected
 * ids for a hand-picked selection, or with its filter for "all N matching" (app `useBulkRun`).
 * Append to a list's own actions: `[...thingBulkActionsUi, ...exportSelectedActions]`.
 */
export const exportSelectedActions: readonly BulkAction[] = exportFormats.map((format) => ({
  name: `${EXPORT_ACTION_PREFIX}${format}`,
  label: exportSelectedLabels[format],
  describe: () => exportSelectedLabels[format],
  confirm: false,
  icon: <Download className="size-4" aria-hidden="true" />,
}));

/** The format an "export selected" action downloads, or undefined for any other action. */
export function exportFormatOfAction(action: string): ExportFormat | undefined {
  if (!action.startsWith(EXPORT_ACTION_PREFIX)) return undefined;
  const format = action.slice(EXPORT_ACTION_PREFIX.length);
  return exportFormats.find((known) => known === format);
}
