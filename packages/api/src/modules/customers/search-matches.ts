import type { Kysely } from 'kysely';
import { CUSTOMER_SEARCH_VERSION } from '../../db/migrations/0051_customer_search_version.js';
import { keptWhileUnchanged } from '../../db/kept-while-unchanged.js';
import type { DB } from '../../db/schema.js';

/**
 * What a customer search matched, kept in this process while no customer has been added, removed
 * or had their name, phone or e-mail changed (issue 21; db/kept-while-unchanged.ts, under the
 * version migration 0051 moves). Searching orders by a customer's name first gathers the matching
 * customers: for a common name ("محمد", 2,000 of 100,000 customers) that is half of PostgreSQL's
 * work for the page (~5 of ~10 ms: the trigram index finds them, then every match is read back
 * from 1,368 table pages to check it) and ~1 ms on SQLite. The same search comes back again and
 * again: its next pages, another sort or status, the exact count asked for, the list read again
 * when the admin comes back to it, the export of what it shows. A customer who books through the
 * public site (another process) is found by the next search.
 */
export const customerMatchTuning = {
  /** Searches kept per process, the least recently asked dropped first (a few MB at most). */
  searchesKept: 100,
};

/**
 * `gather()`'s answer for `key` (a search and whatever else shapes the answer), kept while the
 * customers' searched columns are unchanged; concurrent requests for one key share one gathering.
 */
export function keptWhileCustomersUnchanged<T>(
  db: Kysely<DB>,
  key: string,
  gather: () => Promise<T>,
): Promise<T> {
  return keptWhileUnchanged(db, CUSTOMER_SEARCH_VERSION, key, gather, {
    limit: customerMatchTuning.searchesKept,
  });
}
