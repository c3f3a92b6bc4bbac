import {
  bulkAnswerSchema,
  type AdminApiPath,
  type BulkAnswer,
  type ExportFormat,
} from '@laqta/contract';
import { exportFormatOfAction, type BulkReport, type BulkRun } from '@laqta/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../api/ApiError';
import { apiCall, apiPathOf } from '../api/client';
import { LIST_FALLBACK_ERROR } from './queries';
import type { ListQueryParams } from './useListState';

/** A row as a bulk action sees it: its id, and the `updated_at` the admin saw (stale check). */
interface BulkRow {
  id: number;
  updated_at?: string;
}

/** The list's own search and filters: the rows "every row matching" means (no page, no order). */
export function bulkFilterOf(query: ListQueryParams): Record<string, string> {
  const filter: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (key !== 'page' && key !== 'per_page' && key !== 'sort') filter[key] = String(value);
  return filter;
}

/**
 * The `onRun` of a list's bulk bar: `POST {bulkPath}` with the selected ids (and the `updated_at`
 * each was seen with, so a row changed since is reported stale) or, for "every row matching", the
 * list's filter; then the list and its records refetch. Answers the per-row report, naming failed
 * rows as the admin saw them on any page shown since (`labelOf`).
 */
export function useBulkRun<T extends BulkRow>({
  bulkPath,
  listPath,
  query,
  rows,
  labelOf,
  extra,
  exporter,
}: {
  bulkPath: AdminApiPath;
  /** The list (its pages and records refetch after a run). */
  listPath: AdminApiPath;
  query: ListQueryParams;
  /** The rows on screen now; remembered, so a row selected on an earlier page keeps its name. */
  rows: readonly T[] | undefined;
  labelOf: (row: T) => string;
  /** Added to every request (e.g. `confirm` for an action that would otherwise ask). */
  extra?: (run: BulkRun) => Record<string, unknown>;
  /**
   * The list's export (`useExportDownload`), for the bar's "export selected": hand-picked rows
   * download as `ids=…`, "all N matching" as the list's filter (the export's own query).
   */
  exporter?: { start: (format: ExportFormat, extra?: Record<string, string>) => Promise<void> };
}): (run: BulkRun) => Promise<BulkReport | void> {
  const queryClient = useQueryClient();
  const seen = useRef(new Map<number, { label: string; updatedAt?: string }>());
  useEffect(() => {
    for (const row of rows ?? [])
      seen.current.set(row.id, { label: labelOf(row), updatedAt: row.updated_at });
  }, [rows, labelOf]);

  return async (run) => {
    const format = exportFormatOfAction(run.action);
    if (format !== undefined) {
      if (!exporter) throw new Error(LIST_FALLBACK_ERROR);
      // Nothing changes, so there is no report: the download (or its error) shows as the list's.
      await exporter.start(
        format,
        run.selection.kind === 'rows' ? { ids: run.selection.keys.join(',') } : undefined,
      );
      return;
    }
    const body: Record<string, unknown> = { action: run.action, ...extra?.(run) };
    if (run.reason) body.reason = run.reason;
    if (run.selection.kind === 'matching') body.filter = bulkFilterOf(query);
    else {
      const ids = run.selection.keys.map(Number);
      body.ids = ids;
      const updatedAt: Record<string, string> = {};
      for (const id of ids) {
        const stamp = seen.current.get(id)?.updatedAt;
        if (stamp) updatedAt[String(id)] = stamp;
      }
      body.updated_at = updatedAt;
    }
    let answer: BulkAnswer;
    try {
      answer = await apiCall(bulkAnswerSchema, 'POST', apiPathOf(bulkPath), { body });
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldMessage = Object.values(error.errors).flat()[0];
        throw new Error(error.status === 0 ? LIST_FALLBACK_ERROR : (fieldMessage ?? error.message));
      }
      throw error;
    }
    void queryClient.invalidateQueries({ queryKey: ['list', apiPathOf(listPath)] });
    void queryClient.invalidateQueries({ queryKey: ['detail'] });
    const result = answer.data;
    return {
      succeeded: result.succeeded,
      failed: result.results
        .filter((row) => !row.ok)
        .map((row) => ({
          key: row.id,
          label: seen.current.get(row.id)?.label,
          message: row.message ?? '',
        })),
    };
  };
}
