import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import {
  adminPaths,
  bulkAnswerSchema,
  idParamsSchema,
  newsletterBulkRequestSchema,
  newsletterExportQuerySchema,
  newsletterListAnswerSchema,
  newsletterListQuerySchema,
  newsletterMessages,
  newsletterSubscriberAnswerSchema,
  newsletterUnsubscribeRequestSchema,
  type NewsletterSubscriber,
} from '@laqta/contract';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import type { DB } from '../../db/schema.js';
import { sendListExport } from '../../export/list-export.js';
import { spreadsheetResponses } from '../../export/spreadsheet.js';
import { runBulk } from '../../http/bulk.js';
import { TransitionRefusedError } from '../../http/errors.js';
import { answerList } from '../../http/list-query.js';
import { foundRecord, ok } from '../../http/respond.js';
import { requireFresh } from '../../http/state-change.js';
import { readTimeZone } from '../settings/queries.js';
import { newsletterExport } from './export.js';
import {
  findSubscriber,
  markUnsubscribed,
  matchingSubscribers,
  subscriberSource,
} from './queries.js';

const { notFound } = newsletterMessages;

/** Unsubscribes one address in the caller's transaction (its route, or a bulk row). */
async function unsubscribe(
  trx: Transaction<DB>,
  request: FastifyRequest,
  id: number,
  seen: string | undefined,
): Promise<NewsletterSubscriber> {
  const current = foundRecord(await findSubscriber(trx, id), notFound);
  requireFresh(current.updated_at, seen);
  // The one action does not fit an address that is unsubscribed already: 422 naming that state.
  if (current.unsubscribed_at !== null)
    throw new TransitionRefusedError(newsletterMessages.alreadyUnsubscribed);
  await markUnsubscribed(trx, id);
  const after = foundRecord(await findSubscriber(trx, id), notFound);
  await recordRowChange(trx, {
    ...auditSourceOf(request),
    entityType: 'newsletter_subscriber',
    actions: {
      created: 'newsletter_subscriber.unsubscribed',
      updated: 'newsletter_subscriber.unsubscribed',
    },
    before: current,
    after,
    fields: ['email', 'unsubscribed_at'],
  });
  return after;
}

/**
 * Newsletter subscribers (issue 14): the list every role reads; unsubscribe one or many with the
 * permission `content` (kept and marked; subscribing again from the site brings them back).
 */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = { permission: 'content' as const };
  const tags = ['newsletter'];

  // The list and its export read the same rows (one `subscriberSource`), so they cannot disagree.
  app.get(
    adminPaths.api.newsletterSubscribers,
    {
      schema: {
        summary: "One page of the newsletter's subscribers",
        description: '`search` in the address; `from`/`to` are subscription business days.',
        tags,
        querystring: newsletterListQuerySchema,
        response: { 200: newsletterListAnswerSchema },
      },
    },
    async (request) =>
      answerList(request.query, await subscriberSource(app.db, app.dialect, request.query)),
  );

  app.get(
    adminPaths.api.newsletterSubscribersExport,
    {
      schema: {
        summary: 'Every subscriber the search and filters keep, as XLSX or CSV',
        description: '`ids=…` keeps only those rows.',
        tags,
        querystring: newsletterExportQuerySchema,
        response: spreadsheetResponses,
      },
    },
    async (request, reply) =>
      sendListExport(
        app,
        reply,
        request.query.format,
        newsletterExport,
        await subscriberSource(app.db, app.dialect, request.query),
      ),
  );

  app.post(
    adminPaths.api.newsletterSubscriberUnsubscribe,
    {
      config: content,
      schema: {
        summary: 'Unsubscribe one address (kept and marked)',
        description:
          '`{ updated_at }`: 409 when stale, 422 `invalid_transition` when unsubscribed already.',
        tags,
        params: idParamsSchema(notFound),
        body: newsletterUnsubscribeRequestSchema,
        response: { 200: newsletterSubscriberAnswerSchema },
      },
    },
    async (request) => {
      const subscriber = await auditedChange(app.db, (trx) =>
        unsubscribe(trx, request, request.params.id, request.body.updated_at),
      );
      return ok(subscriber, newsletterMessages.unsubscribed);
    },
  );

  app.post(
    adminPaths.api.newsletterSubscribersBulk,
    {
      config: content,
      schema: {
        summary: 'Unsubscribe the chosen addresses, or every one the filter keeps',
        description: 'Each row on its own: the answer reports the rows that failed and why.',
        tags,
        body: newsletterBulkRequestSchema,
        response: { 200: bulkAnswerSchema },
      },
    },
    async (request) => {
      const input = request.body;
      const timeZone = await readTimeZone(app.db);
      return runBulk(input.action, {
        db: app.db,
        request,
        selection: input,
        idsMatching: (filter) =>
          matchingSubscribers(app.db, app.dialect, timeZone, filter)
            .select('newsletter_subscribers.id as id')
            .orderBy('newsletter_subscribers.id'),
        act: async (trx, id, seen) => {
          await unsubscribe(trx, request, id, seen);
        },
      });
    },
  );
};

export default newsletterRoutes;
