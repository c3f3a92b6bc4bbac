/**
 * A fixed-window counter per key (a client address), kept in this process's memory: enough to stop
 * a script from flooding the contact form. Several API processes would each count on their own;
 * move it to a shared store if that ever matters.
 */
export interface RateLimit {
  maxRequests: number;
  windowSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `key`; refused once the window's allowance is used up. */
  hit(key: string): RateDecision {
    const now = this.now();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      this.windows.set(key, { count: 1, resetsAt: now + this.limit.windowSeconds * 1000 });
      return { allowed: true };
    }
    window.count += 1;
    if (window.count <= this.limit.maxRequests) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - now) / 1000)),
    };
  }

  /** Forgets ended windows now and then, so memory stays bounded by the active clients. */
  private sweep(now: number) {
    if (this.windows.size < 1000) return;
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
