import type { Kysely } from 'kysely';
import { readCacheVersion } from '../../db/cache-version.js';
import type { DB } from '../../db/schema.js';

/**
 * The settings kept in this process's memory (issue 15): the public pages, `GET
 * /api/settings/public`, a setting by name and every currency / rate / time-zone read ask for them
 * on nearly every request, yet they change a few times a month.
 *
 * Invalidation across processes — decision: a version row in the database (`cache_versions`,
 * migration 0042), moved by triggers on `settings` inside the writing transaction, and checked by
 * each process at most every VERSION_CHECK_MS. Chosen over PostgreSQL LISTEN/NOTIFY (no SQLite
 * equivalent, and a dropped listener connection silently stops invalidating) and over Redis (one
 * more service to run, and not installed): one code path for both databases, a change is visible
 * to another process within VERSION_CHECK_MS (+ one query) of its commit, and a rolled-back write
 * never moves the version, so nothing is invalidated for a change that did not happen. The cost
 * is one primary-key read per process every 250 ms while requests come in, none when idle.
 *
 * In the writing process "at once": a write calls `noteSettingsWrite()` (queries.ts) before it
 * changes anything; for FORCED_CHECK_MS after that, every read checks the version instead of
 * trusting the last check. Reads before the commit still see the old version (and keep the old,
 * still committed values), the first read after the commit sees the new version and rereads. The
 * write may sit in a caller's transaction (audit/transaction.ts auditedChange) whose commit this
 * module cannot see; the window just has to outlast it, and a transaction slower than that is
 * still caught by the periodic check.
 *
 * The value is loaded only after the version it is kept under was read, so it is never older than
 * its version.
 */
export const VERSION_CHECK_MS = 250;
export const FORCED_CHECK_MS = 5_000;

/** Until when every read checks the version (a settings write was seen in this process). */
let forcedUntil = 0;

/** A settings write is starting in this process: check the version on every read for a while. */
export function noteSettingsWrite(now: number = Date.now()): void {
  forcedUntil = Math.max(forcedUntil, now + FORCED_CHECK_MS);
}

/**
 * One value (the settings as `load` reads them) kept while the database's settings version holds.
 * Concurrent requests share one version read and one load.
 */
export class SettingsCache<T> {
  private version: number | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;
  private value: Promise<T> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly load: () => Promise<T>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The value, from memory while the settings' version holds, else read again. Not an async
   * function: nearly every call finds the value kept and its version checked less than
   * VERSION_CHECK_MS ago, and returns the kept promise without a frame of its own (issue 15: the
   * public setting by name is read on every visit of the privacy and terms pages).
   */
  read(): Promise<T> {
    if (this.value && !this.checkDue()) return this.value;
    return this.readChecked();
  }

  private async readChecked(): Promise<T> {
    if (this.checkDue()) await this.checkNow();
    if (this.value) return this.value;
    const loading = this.load();
    this.value = loading;
    // A failed read is not kept: the next request tries again.
    loading.catch(() => {
      if (this.value === loading) this.value = undefined;
    });
    return loading;
  }

  /** Reads the version again now unless the value was read under `version` or a newer one. */
  async atLeast(version: number): Promise<void> {
    if (this.version !== undefined && this.version >= version) return;
    await this.checkNow();
  }

  /** Whether the version must be read before the value is trusted. */
  private checkDue(): boolean {
    const now = this.now();
    return now - this.checkedAt >= VERSION_CHECK_MS || now < forcedUntil;
  }

  /** Drops the value when the version has moved (concurrent callers share one check). */
  private async checkNow(): Promise<void> {
    this.checking ??= this.checkVersion().finally(() => {
      this.checking = undefined;
    });
    await this.checking;
  }

  private async checkVersion(): Promise<void> {
    const startedAt = this.now();
    const version = await readCacheVersion(this.db, 'settings');
    if (version === undefined || version !== this.version) this.value = undefined;
    this.version = version;
    this.checkedAt = startedAt;
  }
}

const caches = new WeakMap<Kysely<DB>, SettingsCache<unknown>>();

/**
 * The cache of `db` (one per database a process opens), or none inside a transaction: a read there
 * must see the transaction's own uncommitted changes (a write route reads the row it is about to
 * change for its audit event).
 */
export function settingsCacheOf<T>(
  db: Kysely<DB>,
  load: (db: Kysely<DB>) => Promise<T>,
): SettingsCache<T> | undefined {
  if (db.isTransaction) return undefined;
  let cache = caches.get(db) as SettingsCache<T> | undefined;
  if (!cache) caches.set(db, (cache = new SettingsCache(db, () => load(db))));
  return cache;
}
