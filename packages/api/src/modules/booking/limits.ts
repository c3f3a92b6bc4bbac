import type { RateLimitRule } from '../../http/shared-rate-limit.js';

/**
 * The booking form's limits (shared by every API process, http/shared-rate-limit.ts). A family
 * books a few sessions from one home; a script sends hundreds, from one machine or many with one
 * phone number. Per address first (before the body is even checked), per phone once it is known.
 */
export const bookingAddressLimit = {
  scope: 'booking-ip',
  // Generous: many phones share one address behind a mobile carrier's NAT; the phone limit
  // below is the one a person meets.
  maxRequests: 20,
  windowSeconds: 10 * 60,
} as const satisfies RateLimitRule;

export const bookingPhoneLimit = {
  scope: 'booking-phone',
  maxRequests: 5,
  windowSeconds: 60 * 60,
} as const satisfies RateLimitRule;

/** The same idempotency key within this time answers the order it made. */
export const IDEMPOTENCY_WINDOW_MS = 60_000;
/** Keys are kept this long, then deleted by a later booking. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60_000;
