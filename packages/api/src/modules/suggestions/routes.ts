import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  suggestionListQuerySchema,
  suggestionMessages,
  suggestionStatusRequestSchema,
} from '@laqta/contract';
import { NotFoundError } from '../../http/errors.js';
import { parseListQuery } from '../../http/list-query.js';
import { ok } from '../../http/respond.js';
import { parseInput } from '../../http/validate.js';
import { findSuggestion, listSuggestions, setSuggestionStatus, toSuggestion } from './queries.js';

/** A path id that is not a positive whole number names nothing: 404, like an unknown one. */
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

function idOf(params: unknown): number {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw new NotFoundError(suggestionMessages.notFound);
  return parsed.data.id;
}

/**
 * Suggestions (`/admin/suggestion`): what visitors send through the contact form (and, later, the
 * app). The list, one suggestion, and its status (new → read → archived). Token required.
 */
const suggestionsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/admin/suggestions', async (request) =>
    listSuggestions(app.db, app.dialect, parseListQuery(suggestionListQuerySchema, request)),
  );

  app.get('/api/admin/suggestions/:id', async (request) => {
    const row = await findSuggestion(app.db, idOf(request.params));
    if (!row) throw new NotFoundError(suggestionMessages.notFound);
    return ok(toSuggestion(row));
  });

  /** `PATCH` (or a POST with `_method=PATCH`) `{ status }`: mark read, archived, or new again. */
  app.patch('/api/admin/suggestions/:id', async (request) => {
    const id = idOf(request.params);
    if (!(await findSuggestion(app.db, id))) throw new NotFoundError(suggestionMessages.notFound);
    const { status } = parseInput(suggestionStatusRequestSchema, request.body ?? {});
    const row = await setSuggestionStatus(app.db, id, status);
    if (!row) throw new NotFoundError(suggestionMessages.notFound);
    return ok(toSuggestion(row), suggestionMessages.updated);
  });
};

export default suggestionsRoutes;
