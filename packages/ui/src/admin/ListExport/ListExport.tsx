import { exportFormats, type ExportFormat } from '@laqta/contract';
import { Download } from 'lucide-react';
import { FORMAT_LOCALE } from '../../format/locale';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';

export const listExportCopy = {
  xlsx: 'تصدير Excel',
  csv: 'تصدير CSV',
  exporting: (received: string) => `جاري التصدير… ${received}`,
  failed: 'تعذّر التصدير',
} as const;

/** An export under way: its format and the bytes received so far. */
export interface ListExportProgress {
  format: ExportFormat;
  bytes: number;
}

const oneDecimal = new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 1 });

/** How much of the file has arrived: "١٫٥ ميغابايت", "٣٤٠ كيلوبايت". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${oneDecimal.format(bytes / 1024 / 1024)} ميغابايت`;
  return `${oneDecimal.format(Math.round(bytes / 1024))} كيلوبايت`;
}

export interface ListExportButtonsProps {
  /** Exports every row the list's search and filters match, in its order. */
  onExport: (format: ExportFormat) => void;
  exporting?: ListExportProgress | null;
}

/**
 * The one export control of the admin lists (DataTable `actions`): Excel and CSV of every matching
 * row, the bytes received shown while the file arrives. The app's `lists/useExportDownload` runs it.
 */
export function ListExportButtons({ onExport, exporting }: ListExportButtonsProps) {
  return (
    <>
      {exportFormats.map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          icon={<Download className="size-4" aria-hidden="true" />}
          disabled={Boolean(exporting)}
          loading={exporting?.format === format}
          loadingText={
            exporting ? listExportCopy.exporting(formatBytes(exporting.bytes)) : undefined
          }
          onClick={() => onExport(format)}
        >
          {listExportCopy[format]}
        </Button>
      ))}
      {exporting && (
        <p role="status" className="sr-only">
          {listExportCopy.exporting(formatBytes(exporting.bytes))}
        </p>
      )}
    </>
  );
}

/** Why the last export failed, above the list (ListScreenLayout `notice`). */
export function ListExportError({
  error,
  title = listExportCopy.failed,
}: {
  error?: string | null;
  title?: string;
}) {
  if (!error) return null;
  return (
    <Alert tone="error" title={title} className="mb-4">
      {error}
    </Alert>
  );
}
