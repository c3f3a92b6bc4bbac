import type { FastifyPluginAsync } from 'fastify';
import {
  adminPaths,
  suggestionListQuerySchema,
  suggestionMessages,
  suggestionStatusRequestSchema,
} from '@laqta/contract';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import { answerList, parseListQuery } from '../../http/list-query.js';
import { answerRecord, foundRecord, recordIdOf } from '../../http/respond.js';
import { parseInput } from '../../http/validate.js';
import {
  countSuggestions,
  findSuggestion,
  setSuggestionStatus,
  suggestionPage,
  toSuggestion,
} from './queries.js';

const { notFound } = suggestionMessages;

/**
 * Suggestions (`/admin/suggestion`): what visitors send through the contact form (and, later, the
 * app). The list, one suggestion, and its status (new → read → archived). Token required.
 */
const suggestionsRoutes: FastifyPluginAsync = async (app) => {
  app.get(adminPaths.api.suggestions, async (request) => {
    const query = parseListQuery(suggestionListQuerySchema, request);
    return answerList(query, {
      count: () => countSuggestions(app.db, app.dialect, query),
      rows: (limit, offset) => suggestionPage(app.db, app.dialect, query, limit, offset),
    });
  });

  app.get<{ Params: { id: string } }>(adminPaths.api.suggestion, async (request) => {
    const row = await findSuggestion(app.db, recordIdOf(request.params.id, notFound));
    return answerRecord(row && toSuggestion(row), notFound);
  });

  /** `PATCH` (or a POST with `_method=PATCH`) `{ status }`: mark read, archived, or new again. */
  app.patch<{ Params: { id: string } }>(
    adminPaths.api.suggestion,
    { config: { permission: 'suggestions' } },
    async (request) => {
      const id = recordIdOf(request.params.id, notFound);
      foundRecord(await findSuggestion(app.db, id), notFound);
      const { status } = parseInput(suggestionStatusRequestSchema, request.body ?? {});
      const row = await auditedChange(app.db, async (trx) => {
        const before = await findSuggestion(trx, id);
        const updated = await setSuggestionStatus(trx, id, status);
        if (before && updated)
          await recordRowChange(trx, {
            ...auditSourceOf(request),
            entityType: 'suggestion',
            actions: { created: 'suggestion.status_changed', updated: 'suggestion.status_changed' },
            before,
            after: updated,
            fields: ['status'],
          });
        return updated;
      });
      return answerRecord(row && toSuggestion(row), notFound, suggestionMessages.updated);
    },
  );
};

export default suggestionsRoutes;
