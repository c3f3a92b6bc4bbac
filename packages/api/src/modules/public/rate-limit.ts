import { publicMessages } from '@laqta/contract';
import type { Kysely } from 'kysely';
import { clientNetworkOf } from '../../auth/client-network.js';
import type { DB } from '../../db/schema.js';
import { throttleRequest, type RateLimitRule } from '../../http/shared-rate-limit.js';

/**
 * The public forms' limits, per client address and, for the contact form, per e-mail address too:
 * a person writes a few messages, a script writes hundreds, from one machine or many. Counted in
 * the database (http/shared-rate-limit.ts), so every API process behind the port counts together.
 */
export const contactLimit = {
  scope: 'contact-ip',
  maxRequests: 5,
  windowSeconds: 10 * 60,
} as const satisfies RateLimitRule;
export const contactEmailLimit = { ...contactLimit, scope: 'contact-email' } as const;
export const newsletterLimit = {
  scope: 'newsletter-ip',
  maxRequests: 10,
  windowSeconds: 10 * 60,
} as const satisfies RateLimitRule;

/**
 * A client address as the limits count it: its network (an IPv6 /64, as the sign-in throttle
 * counts), so one host cannot make up fresh addresses to escape the limit.
 */
export function addressKey(ip: string): string {
  return clientNetworkOf(ip);
}

/** Counts one request of a public form; 429 with Retry-After and the Arabic message past `rule`. */
export function throttlePublicForm(
  db: Kysely<DB>,
  rule: RateLimitRule,
  key: string,
): Promise<void> {
  return throttleRequest(db, { ...rule, key }, publicMessages.tooManyRequests);
}
