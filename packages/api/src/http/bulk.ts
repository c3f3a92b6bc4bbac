import {
  BULK_MAX_FILTERED,
  bulkMessages,
  type BulkAnswer,
  type BulkRowResult,
} from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { auditedChange } from '../audit/transaction.js';
import type { DB } from '../db/schema.js';
import { HttpError, NotFoundError, ValidationError } from './errors.js';

/** A select of `id`s, as Kysely builds it: limited and run here. */
export interface IdsQuery {
  limit(count: number): { execute(): Promise<{ id: number | string }[]> };
}

/** What every bulk request carries besides its action (contract `bulkRequestSchema`). */
export interface BulkSelection<Filter> {
  ids?: number[] | undefined;
  filter?: Filter | undefined;
  updated_at?: Record<string, string> | undefined;
}

export interface BulkWork<Filter> {
  db: Kysely<DB>;
  request: FastifyRequest;
  selection: BulkSelection<Filter>;
  /**
   * The ids the list's filter keeps, in id order: `matchingX(…).select('x.id as id').orderBy('x.id')`
   * (limited here to BULK_MAX_FILTERED + 1).
   */
  idsMatching(filter: Filter): IdsQuery;
  /**
   * One row's change, in its own transaction with its audit event; `seen` is the `updated_at`
   * the admin saw (ids only). Throwing an HttpError (404, 409 stale, 422 refused) fails this row
   * alone with the error's Arabic message.
   */
  act(trx: Transaction<DB>, id: number, seen: string | undefined): Promise<void>;
}

/**
 * One bulk mechanism for every list (issue 14): the rows named by id, or every row the list's
 * filter keeps (the only way past BULK_MAX_IDS; fixed when the request starts, so rows the action
 * moves out of the filter are not skipped or done twice), each done on its own: a refused, stale
 * or vanished row fails alone and the others stand.
 */
export async function runBulk<Filter>(action: string, work: BulkWork<Filter>): Promise<BulkAnswer> {
  const byFilter = work.selection.filter !== undefined && (work.selection.ids ?? []).length === 0;
  const ids = byFilter
    ? await filteredIds(work, work.selection.filter as Filter)
    : [...new Set(work.selection.ids ?? [])];
  const results: BulkRowResult[] = [];
  let succeeded = 0;
  for (const id of ids) {
    const seen = work.selection.updated_at?.[String(id)];
    try {
      await auditedChange(work.db, (trx) => work.act(trx, id, seen));
      succeeded += 1;
      if (!byFilter) results.push({ id, ok: true });
    } catch (error) {
      results.push({ id, ok: false, message: rowMessage(error, work.request) });
    }
  }
  return {
    success: true,
    message: bulkMessages.done(succeeded, ids.length),
    data: {
      action,
      total: ids.length,
      succeeded,
      failed: ids.length - succeeded,
      results,
      only_failures: byFilter,
    },
  };
}

async function filteredIds<Filter>(work: BulkWork<Filter>, filter: Filter): Promise<number[]> {
  const rows = await work
    .idsMatching(filter)
    .limit(BULK_MAX_FILTERED + 1)
    .execute();
  if (rows.length > BULK_MAX_FILTERED)
    throw new ValidationError({ filter: [bulkMessages.tooManyFiltered] });
  if (rows.length === 0) throw new ValidationError({ filter: [bulkMessages.nothingMatched] });
  return rows.map((row) => Number(row.id));
}

function rowMessage(error: unknown, request: FastifyRequest): string {
  if (error instanceof NotFoundError) return bulkMessages.rowNotFound;
  if (error instanceof HttpError) return error.message;
  // Never a database error's text to the client; the log keeps it.
  request.log.error({ err: error }, 'a bulk row failed');
  return bulkMessages.rowFailed;
}
