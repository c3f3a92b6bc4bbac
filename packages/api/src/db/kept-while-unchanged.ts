import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { readCacheVersion, type CacheVersionName } from './cache-version.js';
import type { DB } from './schema.js';

/**
 * Values drawn from the rows one cache version stands for (db/cache-version.ts), kept in this
 * process while that version is unchanged: what a search matched, the roll-ups a list page is
 * placed by. Checked on every read, not now and then as the settings are: one primary-key read of
 * the version, which the database moves in the transaction of every write to those rows, so a
 * write through another process (the public site's bookings, an operator's SQL) is seen by the
 * next read and a write rolled back moves nothing. A value is only ever used under the version
 * read before it was gathered, so it is never older than the rows it stands for.
 */
class KeptValues {
  #version = Number.NEGATIVE_INFINITY;
  /** Made on the first read, with that read's bound. */
  #kept: LRUCache<string, Promise<unknown>> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly name: CacheVersionName,
  ) {}

  async read<T>(
    key: string,
    gather: () => Promise<T>,
    limit: number,
    versionRead?: number,
  ): Promise<T> {
    const version = versionRead ?? (await readCacheVersion(this.db, this.name));
    // A reading older than one already seen (two requests whose version reads crossed) keeps
    // nothing and drops nothing; no version at all, nothing can be trusted.
    if (version === undefined || version < this.#version) return gather();
    if (version > this.#version) {
      this.#kept?.clear();
      this.#version = version;
    }
    // A bound other than the last one (tests lower it) starts over.
    if (this.#kept?.max !== limit) this.#kept = new LRUCache({ max: limit });
    const values = this.#kept;
    const kept = values.get(key) as Promise<T> | undefined;
    if (kept !== undefined) return kept;
    const gathering = gather();
    values.set(key, gathering);
    // A failed gathering is not kept: the next request tries again.
    gathering.catch(() => {
      if (values.peek(key) === gathering) values.delete(key);
    });
    return gathering;
  }
}

const keptOf = new WeakMap<Kysely<DB>, Map<CacheVersionName, KeptValues>>();

export interface KeptWhileUnchangedOptions {
  /**
   * How many values of this version's kind are kept, the least recently asked dropped first. One
   * bound per version name: a call with another one makes the values kept under it again, empty.
   */
  limit: number;
  /**
   * The version as the caller already read it, before reading any of the rows (the kept answers'
   * preHandler does, plugins/kept-answers.ts): saves reading it again.
   */
  versionRead?: number;
}

/**
 * `gather()`'s answer for `key`, kept while the cache version `name` is unchanged; concurrent
 * requests for one key share one gathering. Inside a transaction it just gathers: a transaction
 * lives for one request, so there is nothing to keep across requests.
 */
export function keptWhileUnchanged<T>(
  db: Kysely<DB>,
  name: CacheVersionName,
  key: string,
  gather: () => Promise<T>,
  { limit, versionRead }: KeptWhileUnchangedOptions,
): Promise<T> {
  if (db.isTransaction) return gather();
  let byName = keptOf.get(db);
  if (byName === undefined) keptOf.set(db, (byName = new Map()));
  let kept = byName.get(name);
  if (kept === undefined) byName.set(name, (kept = new KeptValues(db, name)));
  return kept.read(key, gather, limit, versionRead);
}
