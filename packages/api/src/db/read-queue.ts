/** How long a heavy read may wait before the light reads stop passing it (ReadQueue). */
export const LIGHT_MAY_PASS_FOR_MS = 20;

interface Waiting<T> {
  job: T;
  queuedAt: number;
}

/**
 * The order in which the SQLite read workers take the reads waiting for them
 * (sqlite-read-pool.ts). A light read (one known to be cheap, or not known yet) passes the heavy
 * ones waiting, so a visitor's read does not queue behind an admin's search; but only those that
 * have waited less than LIGHT_MAY_PASS_FOR_MS. Passed by every light read, a heavy one waited as
 * long as light ones kept coming: at 50 connections on deep pages of the orders list (each page
 * one heavy read among light ones), a page's rows waited 160–300 ms while the reads asked after
 * them were answered (100–124 ms with the limit).
 */
export class ReadQueue<T extends { light: boolean }> {
  readonly #waiting: Waiting<T>[] = [];

  constructor(private readonly now: () => number = () => performance.now()) {}

  get length(): number {
    return this.#waiting.length;
  }

  add(job: T): void {
    const queuedAt = this.now();
    // Heavy reads wait in the order they came, so the ones still young are the last of them.
    const passed = job.light
      ? this.#waiting.findIndex(
          (waiting) => !waiting.job.light && queuedAt - waiting.queuedAt < LIGHT_MAY_PASS_FOR_MS,
        )
      : -1;
    this.#waiting.splice(passed < 0 ? this.#waiting.length : passed, 0, { job, queuedAt });
  }

  /** Takes the first read that may run: a light one always, a heavy one if `heavyMayRun`. */
  take(heavyMayRun: boolean): T | undefined {
    const index = this.#waiting.findIndex((waiting) => waiting.job.light || heavyMayRun);
    return index < 0 ? undefined : this.#waiting.splice(index, 1)[0]!.job;
  }

  /** Takes every read waiting (the pool closes, or its workers failed). */
  takeAll(): T[] {
    return this.#waiting.splice(0).map((waiting) => waiting.job);
  }
}
