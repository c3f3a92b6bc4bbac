import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import {
  adminPaths,
  newsletterBulkRequestSchema,
  newsletterExportQuerySchema,
  newsletterListQuerySchema,
  newsletterMessages,
  newsletterUnsubscribeRequestSchema,
  type NewsletterSubscriber,
} from '@laqta/contract';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import type { DB } from '../../db/schema.js';
import { listAndExportRoutes } from '../../export/list-export.js';
import { runBulk } from '../../http/bulk.js';
import { HttpError } from '../../http/errors.js';
import { foundRecord, ok, recordIdOf } from '../../http/respond.js';
import { requireFresh } from '../../http/state-change.js';
import { parseInput } from '../../http/validate.js';
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
  if (current.unsubscribed_at !== null)
    throw new HttpError(422, newsletterMessages.alreadyUnsubscribed);
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
const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const content = { config: { permission: 'content' as const } };

  listAndExportRoutes(app, {
    listPath: adminPaths.api.newsletterSubscribers,
    listSchema: newsletterListQuerySchema,
    exportPath: adminPaths.api.newsletterSubscribersExport,
    exportSchema: newsletterExportQuerySchema,
    source: (query) => subscriberSource(app.db, app.dialect, query),
    export: newsletterExport,
  });

  app.post<{ Params: { id: string } }>(
    adminPaths.api.newsletterSubscriberUnsubscribe,
    content,
    async (request) => {
      const id = recordIdOf(request.params.id, notFound);
      foundRecord(await findSubscriber(app.db, id), notFound);
      const input = parseInput(newsletterUnsubscribeRequestSchema, request.body ?? {});
      const subscriber = await auditedChange(app.db, (trx) =>
        unsubscribe(trx, request, id, input.updated_at),
      );
      return ok(subscriber, newsletterMessages.unsubscribed);
    },
  );

  app.post(adminPaths.api.newsletterSubscribersBulk, content, async (request) => {
    const input = parseInput(newsletterBulkRequestSchema, request.body ?? {});
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
  });
};

export default newsletterRoutes;
