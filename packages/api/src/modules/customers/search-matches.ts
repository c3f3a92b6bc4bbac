import type { Kysely } from 'kysely';
import { CUSTOMER_SEARCH_VERSION } from '../../db/migrations/0051_customer_search_version.js';
import { readCacheVersion } from '../../db/cache-version.js';
import type { DB } from '../../db/schema.js';

/**
 * What a customer search matched, kept in this process while no customer has been added, removed
 * or had their name, phone or e-mail changed (issue 21). Searching orders by a customer's name
 * first gathers the matching customers: for a common name ("محمد", 2,000 of 100,000 customers)
 * that is half of PostgreSQL's work for the page (~5 of ~10 ms: the trigram index finds them, then
 * every match is read back from 1,368 table pages to check it) and ~1 ms on SQLite. The same search
 * comes back again and again: its next pages, another sort or status, the exact count asked for,
 * the list read again when the admin comes back to it, the export of what it shows.
 *
 * Checked on every read, not now and then as the settings are: one primary-key read of the
 * version, which the database moves in the transaction that changes a searched column (migration
 * 0051). A customer who books through the public site (another process) is found by the next
 * search, and a write rolled back moves nothing. A kept search is only ever used under the version
 * read before it was gathered, so it is never older than the customers it stands for.
 */
export const customerMatchTuning = {
  /** Searches kept per process, the least recently asked dropped first (a few MB at most). */
  searchesKept: 100,
};

class CustomerMatches {
  #version = Number.NEGATIVE_INFINITY;
  readonly #kept = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Kysely<DB>) {}

  async read<T>(key: string, gather: () => Promise<T>): Promise<T> {
    const version = await readCacheVersion(this.db, CUSTOMER_SEARCH_VERSION);
    // A reading older than one already seen (two requests whose version reads crossed) keeps
    // nothing and drops nothing; no version at all, nothing can be trusted.
    if (version === undefined || version < this.#version) return gather();
    if (version > this.#version) {
      this.#kept.clear();
      this.#version = version;
    }
    const kept = this.#kept.get(key) as Promise<T> | undefined;
    if (kept !== undefined) {
      // Asked again: the most recently asked, dropped last.
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return kept;
    }
    const gathering = gather();
    while (this.#kept.size > 0 && this.#kept.size >= customerMatchTuning.searchesKept)
      this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(key, gathering);
    // A failed search is not kept: the next request tries again.
    gathering.catch(() => {
      if (this.#kept.get(key) === gathering) this.#kept.delete(key);
    });
    return gathering;
  }
}

const matchesOf = new WeakMap<Kysely<DB>, CustomerMatches>();

/**
 * `gather()`'s answer for `key` (a search and whatever else shapes the answer), kept while the
 * customers' searched columns are unchanged; concurrent requests for one key share one gathering.
 * Inside a transaction it just gathers: a transaction lives for one request, so there is nothing to
 * keep across requests, and no version to read.
 */
export function keptWhileCustomersUnchanged<T>(
  db: Kysely<DB>,
  key: string,
  gather: () => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return gather();
  let matches = matchesOf.get(db);
  if (matches === undefined) matchesOf.set(db, (matches = new CustomerMatches(db)));
  return matches.read(key, gather);
}
