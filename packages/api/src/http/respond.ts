import type { ListAnswer, ListMeta, SuccessAnswer } from '@laqta/contract';
import { NotFoundError } from './errors.js';

/**
 * The answer envelopes of ARCHITECTURE.md "API conventions", typed by the contract
 * (`SuccessAnswer`, `ListAnswer`). Handlers return these; Fastify serialises them.
 */

/** `{ success: true, data, message? }` */
export function ok<T>(data: T, message?: string): SuccessAnswer<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/**
 * The answer for one record: `{ success: true, data: record, message? }`, or a 404 with
 * `notFound` when there is no such record (`findX` answered undefined or null).
 */
export function answerRecord<T>(
  record: T | undefined | null,
  notFound: string,
  message?: string,
): SuccessAnswer<T> {
  return ok(foundRecord(record, notFound), message);
}

/** The record a handler goes on with (to change it), or a 404 with `notFound` when there is none. */
export function foundRecord<T>(record: T | undefined | null, notFound: string): T {
  if (record === undefined || record === null) throw new NotFoundError(notFound);
  return record;
}

/** `{ success: true, data: rows, meta }` for a page of a list. */
export function paged<T>(rows: T[], meta: ListMeta): ListAnswer<T> {
  return { success: true, data: rows, meta };
}

/** The `meta` of a list page from its page number, page size and total row count. */
export function listMeta(page: number, perPage: number, total: number): ListMeta {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
