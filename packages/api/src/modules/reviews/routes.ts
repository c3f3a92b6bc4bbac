import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import {
  adminPaths,
  reviewActionLabels,
  reviewBulkRequestSchema,
  reviewExportQuerySchema,
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
import { listAndExportRoutes } from '../../export/list-export.js';
import { runBulk } from '../../http/bulk.js';
import { foundRecord, ok, recordIdOf } from '../../http/respond.js';
import { checkedTransition, requireFresh } from '../../http/state-change.js';
import { parseInput } from '../../http/validate.js';
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
const reviewRoutes: FastifyPluginAsync = async (app) => {
  const people = { config: { permission: 'people' as const } };

  listAndExportRoutes(app, {
    listPath: adminPaths.api.reviews,
    listSchema: reviewListQuerySchema,
    exportPath: adminPaths.api.reviewsExport,
    exportSchema: reviewExportQuerySchema,
    source: (query) => reviewSource(app.db, app.dialect, query),
    export: reviewExport,
  });

  /** `POST …/reviews/{id}/visibility` `{ action: 'hide' | 'show', reason?, updated_at }`. */
  app.post<{ Params: { id: string } }>(adminPaths.api.reviewVisibility, people, async (request) => {
    const id = recordIdOf(request.params.id, notFound);
    foundRecord(await findReview(app.db, id), notFound);
    const input = parseInput(reviewVisibilityRequestSchema, request.body ?? {});
    const review = await auditedChange(app.db, (trx) =>
      applyReviewAction(trx, request, id, input, input.updated_at),
    );
    return ok(review, input.action === 'hide' ? reviewMessages.hidden : reviewMessages.shown);
  });

  app.post(adminPaths.api.reviewsBulk, people, async (request) => {
    const input = parseInput(reviewBulkRequestSchema, request.body ?? {});
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
  });
};

export default reviewRoutes;
