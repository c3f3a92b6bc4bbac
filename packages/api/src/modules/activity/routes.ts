import { activityListAnswerSchema, activityListQuerySchema, adminPaths } from '@laqta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerList } from '../../http/list-query.js';
import { readCurrency, readTimeZone } from '../settings/queries.js';
import { countEvents, eventPage } from './queries.js';

/**
 * `GET /api/admin/activity`: the audit trail as a list (issue 12), for the activity page and, with
 * `entity_type` + `entity_id`, a detail view's history. Every role reads it (ARCHITECTURE.md §8).
 */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.api.activity,
    {
      schema: {
        summary: "The audit trail, newest first, or one record's history",
        description:
          "`entity_type` + `entity_id` give one record's timeline; `from`/`to` are days in the platform's time zone.",
        tags: ['activity'],
        querystring: activityListQuerySchema,
        response: { 200: activityListAnswerSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const timeZone = await readTimeZone(app.db);
      // The currency too: a timeline shows the money values of a change (a price) in it.
      const [currency, list] = await Promise.all([
        readCurrency(app.db),
        answerList(query, {
          count: (cap) => countEvents(app.db, app.dialect, timeZone, query, cap),
          rows: (limit, offset) => eventPage(app.db, app.dialect, timeZone, query, limit, offset),
        }),
      ]);
      return { ...list, currency };
    },
  );
};

export default activityRoutes;
