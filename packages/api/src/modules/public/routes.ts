import { contactFormSchema, newsletterSchema, publicMessages } from '@laqta/contract';
import type { FastifyPluginAsync } from 'fastify';
import { TooManyRequestsError } from '../../http/errors.js';
import { ok } from '../../http/respond.js';
import { parseInput } from '../../http/validate.js';
import { insertContactSuggestion, subscribeToNewsletter } from './queries.js';
import { RateLimiter, type RateLimit } from './rate-limit.js';

/**
 * Per client address (IP) and, for the contact form, per email address too: a person writes a few
 * messages, a script writes hundreds, from one machine or many.
 */
export const contactLimit: RateLimit = { maxRequests: 5, windowSeconds: 10 * 60 };
export const newsletterLimit: RateLimit = { maxRequests: 10, windowSeconds: 10 * 60 };

function throttle(limiter: RateLimiter, key: string) {
  const decision = limiter.hit(key);
  if (!decision.allowed)
    throw new TooManyRequestsError(decision.retryAfterSeconds, publicMessages.tooManyRequests);
}

/** What visitors send from the public site: the contact form and the newsletter sign-up. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  const contactLimiter = new RateLimiter(contactLimit);
  const contactEmailLimiter = new RateLimiter(contactLimit);
  const newsletterLimiter = new RateLimiter(newsletterLimit);

  /** `POST /api/contact`: stored as a suggestion (source contact_form) for the back office. */
  app.post('/api/contact', async (request, reply) => {
    throttle(contactLimiter, request.ip);
    const form = parseInput(contactFormSchema, request.body ?? {});
    throttle(contactEmailLimiter, form.email.toLowerCase());
    const id = await insertContactSuggestion(app.db, form);
    return reply.code(201).send(ok({ id }, publicMessages.contactReceived));
  });

  /** `POST /api/newsletter`: subscribing twice is harmless (same answer, one row). */
  app.post('/api/newsletter', async (request) => {
    throttle(newsletterLimiter, request.ip);
    const { email } = parseInput(newsletterSchema, request.body ?? {});
    const id = await subscribeToNewsletter(app.db, email);
    return ok({ id }, publicMessages.newsletterSubscribed);
  });
};

export default publicRoutes;
