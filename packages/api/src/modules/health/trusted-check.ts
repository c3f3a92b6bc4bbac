/**
 * How long a passed health check is trusted (issue 15): `GET /api/health` is asked by load
 * balancers, uptime monitors and every worker's supervisor, several times a second under load, and
 * writing (then removing) a probe file and querying the database on each of them was most of its
 * cost. A pass is trusted this long; a failure is never kept, so the next request checks again
 * (a server goes red within this bound, and back to green at the first good check).
 */
export const HEALTH_TRUST_MS = 1_000;

/**
 * A check (`run` throws when something is wrong) whose pass is trusted for `trustMs`. Concurrent
 * callers share the one check in flight, so a burst of requests after the window runs out starts
 * one probe, not one each. Date.now() is the clock (tests move it with fake timers).
 */
export class TrustedCheck {
  private passedAt = Number.NEGATIVE_INFINITY;
  private running: Promise<void> | undefined;

  constructor(
    private readonly run: () => Promise<void>,
    private readonly trustMs: number = HEALTH_TRUST_MS,
  ) {}

  /** Whether a pass within the trust window answers for now (no check to run). */
  trusted(): boolean {
    const age = Date.now() - this.passedAt;
    return age >= 0 && age < this.trustMs;
  }

  /** Resolves when the check passed within the window (or passes now); rejects when it fails. */
  verify(): Promise<void> {
    if (this.trusted()) return Promise.resolve();
    if (this.running) return this.running;
    const startedAt = Date.now();
    const running = this.run()
      // Trusted from when it started: nothing it saw is older than that.
      .then(() => {
        this.passedAt = startedAt;
      })
      .finally(() => {
        if (this.running === running) this.running = undefined;
      });
    this.running = running;
    return running;
  }
}
