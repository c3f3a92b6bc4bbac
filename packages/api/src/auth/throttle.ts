import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Sign-in throttling in fixed windows (Laravel's RateLimiter, kept in the database so several API
 * processes share it). Three counters, each with a short window so that an attacker can hold a real
 * admin off for minutes at most, never for long:
 * - one account from one address: 5 failures a minute (the 6th rapid failure answers 429);
 * - one account from anywhere: 10 failures in 5 minutes (slows guessing spread over many addresses);
 * - one address, any account: 30 failures a minute (slows spraying many accounts).
 */
export const loginThrottleRules = [
  { scope: 'account-ip', maxAttempts: 5, windowSeconds: 60 },
  { scope: 'account', maxAttempts: 10, windowSeconds: 300 },
  { scope: 'ip', maxAttempts: 30, windowSeconds: 60 },
] as const;

export type ThrottleScope = (typeof loginThrottleRules)[number]['scope'];

export interface LoginAttempt {
  email: string;
  ip: string;
}

export function throttleKey(scope: ThrottleScope, { email, ip }: LoginAttempt): string {
  const account = email.trim().toLowerCase();
  if (scope === 'account-ip') return `account-ip:${account}|${ip}`;
  if (scope === 'account') return `account:${account}`;
  return `ip:${ip}`;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt against every counter *before* the password is checked, so a burst of parallel
 * requests cannot all slip past the limit. Refused when any counter is over its limit.
 */
export async function reserveLoginAttempt(
  db: Kysely<DB>,
  attempt: LoginAttempt,
  now: Date = new Date(),
): Promise<ThrottleDecision> {
  let retryAfterMs = 0;
  for (const rule of loginThrottleRules) {
    const { attempts, resets_at } = await hit(
      db,
      throttleKey(rule.scope, attempt),
      rule.windowSeconds,
      now,
    );
    if (attempts > rule.maxAttempts) {
      retryAfterMs = Math.max(retryAfterMs, Date.parse(resets_at) - now.getTime());
    }
  }
  return retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    : { allowed: true };
}

/**
 * After a successful sign-in: the attempt was not a failure, so it is given back; the
 * account-from-this-address counter starts over (as Laravel clears it).
 */
export async function releaseLoginAttempt(
  db: Kysely<DB>,
  attempt: LoginAttempt,
  now: Date = new Date(),
): Promise<void> {
  await db
    .deleteFrom('login_throttles')
    .where('key', '=', throttleKey('account-ip', attempt))
    .execute();
  await db
    .updateTable('login_throttles')
    .set({ attempts: sql<number>`attempts - 1` })
    .where('key', 'in', [throttleKey('account', attempt), throttleKey('ip', attempt)])
    .where('attempts', '>', 0)
    .execute();
  // Housekeeping: windows that have ended hold nothing worth keeping.
  await db.deleteFrom('login_throttles').where('resets_at', '<=', now.toISOString()).execute();
}

/** One atomic upsert: +1 inside the current window, or a fresh window of 1. */
async function hit(db: Kysely<DB>, key: string, windowSeconds: number, now: Date) {
  const nowIso = now.toISOString();
  const resetsAt = new Date(now.getTime() + windowSeconds * 1000).toISOString();
  return db
    .insertInto('login_throttles')
    .values({ key, attempts: 1, resets_at: resetsAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        attempts: sql<number>`case when login_throttles.resets_at <= ${nowIso} then 1 else login_throttles.attempts + 1 end`,
        resets_at: sql<string>`case when login_throttles.resets_at <= ${nowIso} then ${resetsAt} else login_throttles.resets_at end`,
      }),
    )
    .returning(['attempts', 'resets_at'])
    .executeTakeFirstOrThrow();
}
