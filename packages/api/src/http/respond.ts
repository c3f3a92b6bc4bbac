/** The answer envelopes of DESIGN.md §3. Handlers return these; Fastify serialises them. */

export interface Success<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Paged<T> {
  success: true;
  data: T[];
  meta: ListMeta;
}

/** `{ success: true, data, message? }` */
export function ok<T>(data: T, message?: string): Success<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** `{ success: true, data: rows, meta }` for a page of a list. */
export function paged<T>(rows: T[], meta: ListMeta): Paged<T> {
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
