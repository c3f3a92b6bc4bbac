import { X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { TextArea } from '../../primitives/TextArea';
import { bulkCopy } from './copy';
import type { BulkAction, BulkReport, BulkRun, RowKey, RowSelection } from './types';

export interface BulkBarProps {
  selection: RowSelection;
  /** How many rows are selected (for a `matching` selection, `total`). */
  count: number;
  /** How many rows the list's search and filters match, across pages. */
  total: number;
  /** How many rows this page shows. */
  pageCount: number;
  /** Every row of this page is selected (offers "select all N matching" when there are more). */
  pageSelected: boolean;
  onSelectMatching: () => void;
  onClear: () => void;
  actions: readonly BulkAction[];
  onRun: (run: BulkRun) => Promise<BulkReport | void>;
  /** An action ran: the rows it could not change stay selected (none: the selection clears). */
  onDone: (failed: readonly RowKey[]) => void;
}

/** The result of the last run, row by row: how many changed, and which did not and why. */
function BulkReportNotice({ report, onClose }: { report: BulkReport; onClose: () => void }) {
  const failed = report.failed.length;
  return (
    <div className="border-b border-line px-4 py-3">
      <Alert tone={failed > 0 ? 'error' : 'success'} title={bulkCopy.reportTitle}>
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <p>
              {report.succeeded > 0 ? bulkCopy.succeeded(report.succeeded) : bulkCopy.noneChanged}
            </p>
            {failed > 0 && (
              <>
                <p className="mt-1">{bulkCopy.failed(failed)}</p>
                <ul className="mt-1 list-disc ps-5">
                  {report.failed.map((row) => (
                    <li key={row.key} className="break-words">
                      <span className="font-bold">{row.label ?? `#${row.key}`}</span>: {row.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={bulkCopy.closeReport}
            className="rounded-control p-1 hover:bg-sand-100"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      </Alert>
    </div>
  );
}

/**
 * Above a list's rows while some are selected: how many, "select all N matching" once the page is
 * selected, the list's actions (each confirmed in a ConfirmDialog naming the count, with a reason
 * when it asks one), and after a run the per-row report. Pure: the list's container runs the action.
 */
export function BulkBar({
  selection,
  count,
  total,
  pageCount,
  pageSelected,
  onSelectMatching,
  onClear,
  actions,
  onRun,
  onDone,
}: BulkBarProps) {
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<BulkReport | null>(null);

  const run = async (action: BulkAction) => {
    const reasonText = reason.trim();
    if (action.reasonLabel && !reasonText) {
      setReasonError(bulkCopy.reasonRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await onRun({
        action: action.name,
        selection,
        count,
        reason: action.reasonLabel ? reasonText : undefined,
      });
      setPending(null);
      if (result) {
        setReport(result);
        onDone(result.failed.map((row) => row.key));
      }
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : bulkCopy.runFailed);
    } finally {
      setBusy(false);
    }
  };

  const choose = (action: BulkAction) => {
    setReport(null);
    setError(null);
    if (action.confirm === false) {
      void run(action);
      return;
    }
    setReason('');
    setReasonError(null);
    setPending(action);
  };

  const matching = selection.kind === 'matching';
  return (
    <>
      {report && <BulkReportNotice report={report} onClose={() => setReport(null)} />}
      {error && !pending && (
        <div className="border-b border-line px-4 py-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      {count > 0 && (
        <div
          role="group"
          aria-label={bulkCopy.bar}
          className="flex flex-col gap-3 border-b border-line bg-brand-50 px-4 py-3 md:flex-row md:flex-wrap md:items-center"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
            <p className="font-bold" aria-live="polite">
              {bulkCopy.selected(count)}
            </p>
            {matching ? (
              <p>{bulkCopy.matchingSelected(total)}</p>
            ) : (
              pageSelected &&
              total > pageCount && (
                <p className="flex flex-wrap items-center gap-x-2">
                  <span>{bulkCopy.pageSelected(pageCount)}</span>
                  <button
                    type="button"
                    onClick={onSelectMatching}
                    className="rounded-control font-bold text-brand-800 underline underline-offset-4"
                  >
                    {bulkCopy.selectMatching(total)}
                  </button>
                </p>
              )
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2 md:ms-auto">
            {actions.map((action) => (
              <Button
                key={action.name}
                size="sm"
                variant={action.tone === 'danger' ? 'danger' : 'secondary'}
                icon={action.icon}
                loading={busy && action.confirm === false}
                onClick={() => choose(action)}
              >
                {action.label}
              </Button>
            ))}
            <Button size="sm" variant="ghost" onClick={onClear} disabled={busy}>
              {bulkCopy.clear}
            </Button>
          </div>
        </div>
      )}
      {pending && (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={bulkCopy.confirmTitle(pending.label, count)}
          description={pending.describe(count)}
          confirmLabel={pending.label}
          busyLabel={bulkCopy.running}
          tone={pending.tone === 'danger' ? 'danger' : 'primary'}
          busy={busy}
          error={error}
          onConfirm={() => void run(pending)}
        >
          {pending.reasonLabel && (
            <TextArea
              label={pending.reasonLabel}
              required
              value={reason}
              error={reasonError}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
            />
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
