import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import {
  adminPaths,
  bulkAnswerSchema,
  idParamsSchema,
  reviewAnswerSchema,
  reviewActionLabels,
  reviewBulkRequestSchema,
  reviewExportQuerySchema,
  reviewListAnswerSchema,
  reviewListQuerySchema,
  reviewMessages,
  reviewTransitions,
  reviewVisibilityLabels,
  reviewVisibilityOf,
  reviewVisibilityRequestSchema,
  type ReviewAction,
  type ReviewListItem,
} from '@laqta/contract';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import type { DB } from '../../db/schema.js';
import { sendListExport } from '../../export/list-export.js';
import { spreadsheetResponses } from '../../export/spreadsheet.js';
import { runBulk } from '../../http/bulk.js';
import { answerList } from '../../http/list-query.js';
import { foundRecord, ok } from '../../http/respond.js';
import { checkedTransition, requireFresh } from '../../http/state-change.js';
import { readTimeZone } from '../settings/queries.js';
import { reviewExport } from './export.js';
import { findReview, matchingReviews, reviewSource, setReviewHidden } from './queries.js';

const { notFound } = reviewMessages;

/** Hides or shows one review in the caller's transaction (the review's route or a bulk row). */
async function applyReviewAction(
  trx: Transaction<DB>,
  request: FastifyRequest,
  id: number,
  input: { action: ReviewAction; reason: string | undefined },
  seen: string | undefined,
): Promise<ReviewListItem> {
  const current = foundRecord(await findReview(trx, id), notFound);
  requireFresh(current.updated_at, seen);
  checkedTransition({
    table: reviewTransitions,
    action: input.action,
    state: reviewVisibilityOf(current),
    actionLabels: reviewActionLabels,
    stateLabels: reviewVisibilityLabels,
    reason: input.reason,
  });
  await setReviewHidden(trx, id, input.action === 'hide' ? { reason: input.reason ?? '' } : null);
  const after = foundRecord(await findReview(trx, id), notFound);
  const action = input.action === 'hide' ? 'review.hidden' : 'review.shown';
  await recordRowChange(trx, {
    ...auditSourceOf(request),
    entityType: 'review',
    actions: { created: action, updated: action },
    before: current,
    after,
    fields: ['hidden_at', 'hidden_reason'],
    reason: input.reason ?? null,
  });
  return after;
}

/**
 * Reviews' moderation (issue 14): the list every role reads; hide (with a reason) and show,
 * one or in bulk, with the permission `people`. A hidden review leaves its photographer's rating
 * average and count in the same transaction (the reviews trigger, migration 0030).
 */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const people = { permission: 'people' as const };
  const tags = ['reviews'];

  // The list and its export read the same rows (one `reviewSource`), so they cannot disagree.
  app.get(
    adminPaths.api.reviews,
    {
      schema: {
        summary: 'One page of reviews, hidden ones included and marked',
        description: '`search` looks in the comment; `from`/`to` are business days.',
        tags,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListAnswerSchema },
      },
    },
    async (request) =>
      answerList(request.query, await reviewSource(app.db, app.dialect, request.query)),
  );

  app.get(
    adminPaths.api.reviewsExport,
    {
      schema: {
        summary: 'Every review the search and filters keep, as XLSX or CSV',
        tags,
        querystring: reviewExportQuerySchema,
        response: spreadsheetResponses,
      },
    },
    async (request, reply) =>
      sendListExport(
        app,
        reply,
        request.query.format,
        reviewExport,
        await reviewSource(app.db, app.dialect, request.query),
      ),
  );

  app.post(
    adminPaths.api.reviewVisibility,
    {
      config: people,
      schema: {
        summary: 'Hide a review (with a reason) or show it again',
        description:
          '`{ action: "hide" | "show", reason?, updated_at }`: 409 when stale, 422 `invalid_transition` naming the current visibility. A hidden review leaves its photographer\'s rating.',
        tags,
        params: idParamsSchema(notFound),
        body: reviewVisibilityRequestSchema,
        response: { 200: reviewAnswerSchema },
      },
    },
    async (request) => {
      const input = request.body;
      const review = await auditedChange(app.db, (trx) =>
        applyReviewAction(trx, request, request.params.id, input, input.updated_at),
      );
      return ok(review, input.action === 'hide' ? reviewMessages.hidden : reviewMessages.shown);
    },
  );

  app.post(
    adminPaths.api.reviewsBulk,
    {
      config: people,
      schema: {
        summary: 'Hide or show the chosen reviews, or every one the filter keeps',
        description: 'Each row on its own: the answer reports the rows that failed and why.',
        tags,
        body: reviewBulkRequestSchema,
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
          matchingReviews(app.db, app.dialect, timeZone, filter)
            .select('reviews.id as id')
            .orderBy('reviews.id'),
        act: async (trx, id, seen) => {
          await applyReviewAction(trx, request, id, input, seen);
        },
      });
    },
  );
};

export default reviewRoutes;
