import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { sharedSecret } from '../db/shared-secrets.js';
import { clientNetworkOf } from './client-network.js';

/**
 * Sign-in throttling in fixed windows (Laravel's RateLimiter, kept in the database so several API
 * processes share it). Three counters, each with a short window:
 * - one account from one address: 5 failures a minute, then 429 (a guesser at one address stops);
 * - one address, any account: 30 failures a minute, then 429 (slows spraying many accounts);
 * - one account from anywhere: past 10 failures in 5 minutes, every further attempt at the account
 *   is *slowed*, never refused: a progressive delay of 1 s, doubling with each failure, at most 5 s.
 *
 * Why a delay for the account as a whole: OWASP's Authentication Cheat Sheet ("Account Lockout")
 * counts failures per account but warns that a lockout lets an attacker lock a user out, and
 * describes an exponential delay that starts at a second and doubles instead; its Credential
 * Stuffing Cheat Sheet asks for a graduated response rather than one block. A refusal here had let
 * two requests a minute from anywhere keep the admin out, right password or not. The delay keeps
 * distributed guessing slow while the admin, from any address, still signs in within seconds.
 * Proof of work (the other captcha-free choice) would have needed every client — the app, scripts,
 * tests — to solve puzzles and would have changed the sign-in answer; the delay changes nothing a
 * client sees but time. Held attempts are bounded (`SignInWaitingRoom`). Addresses are counted by
 * network (an IPv6 /64), so a host cannot make up fresh addresses to escape the other two rules.
 */
export const loginThrottleRules = [
  { scope: 'account-ip', maxAttempts: 5, windowSeconds: 60, beyond: 'refuse' },
  { scope: 'account', maxAttempts: 10, windowSeconds: 300, beyond: 'delay' },
  { scope: 'ip', maxAttempts: 30, windowSeconds: 60, beyond: 'refuse' },
] as const;

export type ThrottleScope = (typeof loginThrottleRules)[number]['scope'];

/** The longest an attempt is held: the admin waits a moment, never long. */
export const MAX_SIGN_IN_DELAY_MS = 5_000;

/**
 * Unknown e-mails are counted in this many shared account counters, not one row each: a stranger
 * trying made-up addresses cannot grow the table by one row per address, and an unknown e-mail is
 * still slowed like a real account (else the delay would tell which e-mails are admins).
 */
export const UNKNOWN_ACCOUNT_BUCKETS = 1024;
/**
 * Secret, so nobody can choose made-up e-mails that land in one counter (or tell an admin's e-mail
 * by the delay it lacks), and shared by every process through the database: a key of each
 * process's own put one e-mail in different counters per process, and a guesser spreading its
 * requests over the processes behind the port was counted apart in each.
 */
export function unknownAccountBucketSecret(db: Kysely<DB>): Promise<Buffer> {
  return sharedSecret(db, 'login-throttle-buckets');
}

export interface LoginAttempt {
  email: string;
  ip: string;
  /** Whether the e-mail is an admin's: only real accounts get an account counter of their own. */
  knownAccount: boolean;
}

function accountOf(email: string): string {
  return email.trim().toLowerCase();
}

function unknownAccountBucket(account: string, bucketSecret: Buffer): number {
  return (
    createHmac('sha256', bucketSecret).update(account).digest().readUInt32BE(0) %
    UNKNOWN_ACCOUNT_BUCKETS
  );
}

/** A counter's key; `bucketSecret` from unknownAccountBucketSecret (the same in every process). */
export function throttleKey(
  scope: ThrottleScope,
  { email, ip, knownAccount }: LoginAttempt,
  bucketSecret: Buffer,
): string {
  const account = accountOf(email);
  const network = clientNetworkOf(ip);
  if (scope === 'account-ip') return `account-ip:${account}|${network}`;
  if (scope === 'account')
    return knownAccount
      ? `account:${account}`
      : `account:?${unknownAccountBucket(account, bucketSecret)}`;
  return `ip:${network}`;
}

/** The delay of an attempt when its account has `attempts` in the window (its own included). */
export function progressiveDelayMs(attempts: number, maxAttempts: number): number {
  const beyond = attempts - maxAttempts;
  if (beyond <= 0) return 0;
  return Math.min(1000 * 2 ** (beyond - 1), MAX_SIGN_IN_DELAY_MS);
}

export type ThrottleDecision =
  { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt against every counter *before* the password is checked, so a burst of parallel
 * requests cannot all slip past the limit. Refused when a per-address counter is over its limit;
 * otherwise allowed, after `delayMs` when the account is under attack.
 */
export async function reserveLoginAttempt(
  db: Kysely<DB>,
  attempt: LoginAttempt,
  now: Date = new Date(),
): Promise<ThrottleDecision> {
  const bucketSecret = await unknownAccountBucketSecret(db);
  let retryAfterMs = 0;
  let delayMs = 0;
  for (const rule of loginThrottleRules) {
    const { attempts, resets_at } = await hit(
      db,
      throttleKey(rule.scope, attempt, bucketSecret),
      rule.windowSeconds,
      now,
    );
    if (rule.beyond === 'delay') delayMs = progressiveDelayMs(attempts, rule.maxAttempts);
    else if (attempts > rule.maxAttempts)
      retryAfterMs = Math.max(retryAfterMs, Date.parse(resets_at) - now.getTime());
  }
  return retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    : { allowed: true, delayMs };
}

/**
 * After a successful sign-in: the attempt was not a failure, so it is given back; the
 * account-from-this-address counter starts over (as Laravel clears it).
 */
export async function releaseLoginAttempt(db: Kysely<DB>, attempt: LoginAttempt): Promise<void> {
  const bucketSecret = await unknownAccountBucketSecret(db);
  const keyOf = (scope: ThrottleScope) => throttleKey(scope, attempt, bucketSecret);
  await db.deleteFrom('login_throttles').where('key', '=', keyOf('account-ip')).execute();
  await db
    .updateTable('login_throttles')
    .set({ attempts: sql<number>`attempts - 1` })
    .where('key', 'in', [keyOf('account'), keyOf('ip')])
    .where('attempts', '>', 0)
    .execute();
}

/** Deletes the counters whose window has ended (they hold nothing worth keeping). */
export async function pruneLoginThrottles(db: Kysely<DB>, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('login_throttles')
    .where('resets_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How often ended windows are deleted: the rows live at most a window (≤ 5 min) and this long. */
export const LOGIN_THROTTLE_PRUNE_EVERY_MS = 60_000;

/**
 * Deletes ended windows every `everyMs` until the returned function is called. The timer is unref'd:
 * it never keeps a process alive on its own. With it, the table holds only live windows: per client
 * network at most ~31 rows (the per-address rules stop it after 30 failures a minute), per admin
 * one, and for every unknown e-mail together at most UNKNOWN_ACCOUNT_BUCKETS.
 */
export function startLoginThrottlePruning(
  db: Kysely<DB>,
  onError: (error: unknown) => void,
  everyMs: number = LOGIN_THROTTLE_PRUNE_EVERY_MS,
): () => void {
  const timer = setInterval(() => {
    pruneLoginThrottles(db).catch(onError);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
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
