/**
 * Where slowed sign-in attempts wait (throttle.ts: an account under attack is slowed, not locked),
 * so held connections are bounded: at most `capacity` attempts wait in this process at once, each
 * for at most MAX_SIGN_IN_DELAY_MS. An attempt that finds the room full is answered at once (429,
 * try again in a few seconds) rather than held. Each network may fail 30 times a minute, and each
 * held attempt lasts ≤ 5 s, so filling the default room takes about 40 networks at once; until
 * then the delay slows every guess and refuses none.
 */
export class SignInWaitingRoom {
  private waiting = 0;

  constructor(
    readonly capacity = 100,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Attempts waiting now. */
  get size(): number {
    return this.waiting;
  }

  /** Waits `ms`, then true; false at once when the room is full. */
  async wait(ms: number): Promise<boolean> {
    if (ms <= 0) return true;
    if (this.waiting >= this.capacity) return false;
    this.waiting += 1;
    try {
      await this.sleep(ms);
      return true;
    } finally {
      this.waiting -= 1;
    }
  }
}
