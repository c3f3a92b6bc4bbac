import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  idParamsSchema,
  suggestionAnswerSchema,
  suggestionListAnswerSchema,
  suggestionListQuerySchema,
  suggestionMessages,
  suggestionStatusRequestSchema,
} from '@laqta/contract';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import { answerList } from '../../http/list-query.js';
import { answerRecord, foundRecord } from '../../http/respond.js';
import {
  countSuggestions,
  findSuggestion,
  setSuggestionStatus,
  suggestionPage,
  toSuggestion,
} from './queries.js';

const { notFound } = suggestionMessages;
const tags = ['suggestions'];
const params = idParamsSchema(notFound);

/**
 * Suggestions (`/admin/suggestion`): what visitors send through the contact form (and, later, the
 * app). The list, one suggestion, and its status (new → read → archived). Token required.
 */
const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.api.suggestions,
    {
      schema: {
        summary: 'A page of suggestions (message previews), newest first by default',
        tags,
        querystring: suggestionListQuerySchema,
        response: { 200: suggestionListAnswerSchema },
      },
    },
    async (request) => {
      const query = request.query;
      return answerList(query, {
        count: (cap) => countSuggestions(app.db, app.dialect, query, cap),
        rows: (limit, offset) => suggestionPage(app.db, app.dialect, query, limit, offset),
      });
    },
  );

  app.get(
    adminPaths.api.suggestion,
    {
      schema: {
        summary: 'One suggestion, its whole message',
        tags,
        params,
        response: { 200: suggestionAnswerSchema },
      },
    },
    async (request) => {
      const row = await findSuggestion(app.db, request.params.id);
      return answerRecord(row && toSuggestion(row), notFound);
    },
  );

  /** `PATCH` (or a POST with `_method=PATCH`) `{ status }`: mark read, archived, or new again. */
  app.patch(
    adminPaths.api.suggestion,
    {
      config: { permission: 'suggestions' },
      schema: {
        summary: "Set a suggestion's status (new, read, archived)",
        description: 'Or `POST` with `_method=PATCH`.',
        tags,
        params,
        body: suggestionStatusRequestSchema,
        response: { 200: suggestionAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      foundRecord(await findSuggestion(app.db, id), notFound);
      const { status } = request.body;
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
