import { activityListQuerySchema, adminPaths } from '@laqta/contract';
import type { FastifyPluginAsync } from 'fastify';
import { answerList, parseListQuery } from '../../http/list-query.js';
import { readCurrency, readTimeZone } from '../settings/queries.js';
import { countEvents, eventPage } from './queries.js';

/**
 * `GET /api/admin/activity`: the audit trail as a list (issue 12), for the activity page and, with
 * `entity_type` + `entity_id`, a detail view's history. Every role reads it (ARCHITECTURE.md §8).
 */
const activityRoutes: FastifyPluginAsync = async (app) => {
  app.get(adminPaths.api.activity, async (request) => {
    const query = parseListQuery(activityListQuerySchema, request);
    const timeZone = await readTimeZone(app.db);
    // The currency too: a timeline shows the money values of a change (a price) in it.
    const [currency, list] = await Promise.all([
      readCurrency(app.db),
      answerList(query, {
        count: () => countEvents(app.db, app.dialect, timeZone, query),
        rows: (limit, offset) => eventPage(app.db, app.dialect, timeZone, query, limit, offset),
      }),
    ]);
    return { ...list, currency };
  });
};

export default activityRoutes;
