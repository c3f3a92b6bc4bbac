import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { TooManyRequestsError } from './errors.js';

/**
 * Fixed-window request limits shared by every API process (Laravel's RateLimiter, kept in the
 * database like the sign-in throttle, auth/throttle.ts): a client spreading its requests over
 * several processes behind one port is counted once. The database, not Redis: SQLite and
 * PostgreSQL deployments share one code path and need no extra service; a public form's request
 * costs one upsert more, which these rare writes can afford.
 *
 * Usage (a public form, per address and per phone):
 * ```ts
 * await throttleRequest(app.db, { ...bookingIpLimit, key: clientNetworkOf(request.ip) }, message);
 * await throttleRequest(app.db, { ...bookingPhoneLimit, key: form.phone }, message);
 * ```
 */

/** One rule: at most `maxRequests` per `windowSeconds` for each key of `scope`. */
export interface RateLimitRule {
  /** What is counted (`contact-ip`, `booking-phone`…): keys of two scopes never share a counter. */
  scope: string;
  maxRequests: number;
  windowSeconds: number;
}

/** One request to count: the rule and who sent it (an address, an e-mail, a phone…). */
export interface RateLimitHit extends RateLimitRule {
  key: string;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Ended windows are deleted at most this often per process, by the request that comes then. */
export const RATE_LIMIT_PRUNE_EVERY_MS = 60_000;
const lastPrunedAt = new WeakMap<Kysely<DB>, number>();

/**
 * The stored key: a hash, so the table never holds a visitor's address, e-mail or phone, and a
 * long key costs no more than a short one.
 */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/**
 * Counts one request for `hit.key` in one atomic upsert (+1 inside the current window, or a
 * fresh window of 1), so parallel requests through any number of processes cannot all slip past
 * the limit. Refused past `maxRequests`, with the seconds until the window ends.
 */
export async function hitRateLimit(
  db: Kysely<DB>,
  { scope, key, maxRequests, windowSeconds }: RateLimitHit,
  now: Date = new Date(),
): Promise<RateDecision> {
  await pruneNowAndThen(db, now);
  const nowIso = now.toISOString();
  const resetsAt = new Date(now.getTime() + windowSeconds * 1000).toISOString();
  const window = await db
    .insertInto('rate_limit_windows')
    .values({ scope, key: storedKey(key), hits: 1, resets_at: resetsAt })
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet({
        hits: sql<number>`case when rate_limit_windows.resets_at <= ${nowIso} then 1 else rate_limit_windows.hits + 1 end`,
        resets_at: sql<string>`case when rate_limit_windows.resets_at <= ${nowIso} then ${resetsAt} else rate_limit_windows.resets_at end`,
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  if (window.hits <= maxRequests) return { allowed: true };
  const leftMs = Date.parse(window.resets_at) - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) };
}

/** `hitRateLimit`, then a 429 with Retry-After and `message` (Arabic) when refused. */
export async function throttleRequest(
  db: Kysely<DB>,
  hit: RateLimitHit,
  message: string,
): Promise<void> {
  const decision = await hitRateLimit(db, hit);
  if (!decision.allowed) throw new TooManyRequestsError(decision.retryAfterSeconds, message);
}

/** Deletes the windows that have ended (they hold nothing worth keeping); how many. */
export async function pruneRateLimits(db: Kysely<DB>, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_windows')
    .where('resets_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Prunes once a minute at most, inside a request rather than on a timer: nothing to start or
 * stop with the app, and the table holds only live windows plus a minute's worth of ended ones.
 */
async function pruneNowAndThen(db: Kysely<DB>, now: Date): Promise<void> {
  const last = lastPrunedAt.get(db);
  if (last !== undefined && now.getTime() - last < RATE_LIMIT_PRUNE_EVERY_MS) return;
  lastPrunedAt.set(db, now.getTime());
  await pruneRateLimits(db, now);
}
