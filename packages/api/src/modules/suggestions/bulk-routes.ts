import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  bulkAnswerSchema,
  suggestionBulkActionLabels,
  suggestionBulkRequestSchema,
  suggestionBulkTransitions,
  suggestionExportQuerySchema,
  suggestionMessages,
  suggestionStatusLabels,
} from '@laqta/contract';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { sendListExport } from '../../export/list-export.js';
import { spreadsheetResponses } from '../../export/spreadsheet.js';
import { runBulk } from '../../http/bulk.js';
import { foundRecord } from '../../http/respond.js';
import { checkedTransition, requireFresh } from '../../http/state-change.js';
import { suggestionExport, suggestionExportSource } from './export.js';
import { findSuggestion, matchingSuggestions, setSuggestionStatus } from './queries.js';

/**
 * `POST /api/admin/suggestions/bulk` (issue 14, permission `suggestions`): mark the chosen or all
 * matching suggestions read (from new) or archived (from new or read), each row on its own with
 * the same audit event as one suggestion's status change.
 */
const suggestionBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['suggestions'];

  app.get(
    adminPaths.api.suggestionsExport,
    {
      schema: {
        summary: 'Export the suggestions the list keeps, whole messages (XLSX or CSV)',
        tags,
        querystring: suggestionExportQuerySchema,
        response: spreadsheetResponses,
      },
    },
    async (request, reply) => {
      const query = request.query;
      const source = suggestionExportSource(app.db, app.dialect, query);
      return sendListExport(app, reply, query.format, suggestionExport, source);
    },
  );

  app.post(
    adminPaths.api.suggestionsBulk,
    {
      config: { permission: 'suggestions' },
      schema: {
        summary: 'Mark chosen (or all matching) suggestions read or archived',
        description:
          'Each row on its own: 200 with every row tried, or only the failures by filter.',
        tags,
        body: suggestionBulkRequestSchema,
        response: { 200: bulkAnswerSchema },
      },
    },
    async (request) => {
      const input = request.body;
      return runBulk(input.action, {
        db: app.db,
        request,
        selection: input,
        idsMatching: (filter) =>
          matchingSuggestions(app.db, app.dialect, filter)
            .select('suggestions.id as id')
            .orderBy('suggestions.id'),
        act: async (trx, id, seen) => {
          const before = foundRecord(await findSuggestion(trx, id), suggestionMessages.notFound);
          requireFresh(before.updated_at, seen);
          const to = checkedTransition({
            table: suggestionBulkTransitions,
            action: input.action,
            state: before.status,
            actionLabels: suggestionBulkActionLabels,
            stateLabels: suggestionStatusLabels,
            reason: undefined,
          });
          const after = foundRecord(
            await setSuggestionStatus(trx, id, to),
            suggestionMessages.notFound,
          );
          await recordRowChange(trx, {
            ...auditSourceOf(request),
            entityType: 'suggestion',
            actions: { created: 'suggestion.status_changed', updated: 'suggestion.status_changed' },
            before,
            after,
            fields: ['status'],
          });
        },
      });
    },
  );
};

export default suggestionBulkRoutes;
