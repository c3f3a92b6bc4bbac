import {
  contactFormSchema,
  newsletterSchema,
  publicMessages,
  publicSubmissionAnswerSchema,
  type PublicSubmissionAnswer,
} from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../http/shared-rate-limit.js';
import { insertContactSuggestion, subscribeToNewsletter } from './queries.js';
import {
  addressKey,
  contactEmailLimit,
  contactLimit,
  newsletterLimit,
  throttlePublicForm,
} from './rate-limit.js';

const tags = ['public site'];

/** The answer of a stored submission (its message is required, unlike `ok`'s). */
function submitted(id: number, message: string): PublicSubmissionAnswer {
  return { success: true, message, data: { id } };
}

/** What visitors send from the public site: the contact form and the newsletter sign-up. */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A hook counting the request against the client address's limit before the body is checked:
   * a flood of malformed forms is counted (and refused) too.
   */
  const perAddress = (limit: RateLimitRule) => async (request: FastifyRequest) => {
    await throttlePublicForm(app.db, limit, addressKey(request.ip));
  };

  /** `POST /api/contact`: stored as a suggestion (source contact_form) for the back office. */
  app.post(
    '/api/contact',
    {
      preValidation: perAddress(contactLimit),
      schema: {
        summary: 'A message from the contact form',
        description:
          'Stored as a suggestion for the back office. 429 past 5 messages in 10 minutes from ' +
          'one address or for one e-mail address, counted by every server process together.',
        tags,
        body: contactFormSchema,
        response: { 201: publicSubmissionAnswerSchema },
      },
    },
    async (request, reply) => {
      const form = request.body;
      await throttlePublicForm(app.db, contactEmailLimit, form.email.toLowerCase());
      const id = await insertContactSuggestion(app.db, request, form);
      return reply.code(201).send(submitted(id, publicMessages.contactReceived));
    },
  );

  /** `POST /api/newsletter`: subscribing twice is harmless (same answer, one row). */
  app.post(
    '/api/newsletter',
    {
      preValidation: perAddress(newsletterLimit),
      schema: {
        summary: 'Subscribe an e-mail address to the newsletter',
        description:
          'Subscribing again answers the same id. 429 past 10 sign-ups in 10 minutes from one ' +
          'address, counted by every server process together.',
        tags,
        body: newsletterSchema,
        response: { 200: publicSubmissionAnswerSchema },
      },
    },
    async (request) => {
      const id = await subscribeToNewsletter(app.db, request, request.body.email);
      return submitted(id, publicMessages.newsletterSubscribed);
    },
  );
};

export default publicRoutes;
