import type { FastifyPluginAsync } from 'fastify';
import { adminPaths, photographerListQuerySchema, photographerMessages } from '@laqta/contract';
import { answerList, parseListQuery } from '../../http/list-query.js';
import { answerRecord, recordIdOf } from '../../http/respond.js';
import { readCurrency } from '../settings/queries.js';
import { countPhotographers, findPhotographer, photographerPage } from './queries.js';

/** The photographers screen: list and detail with the photographer's reviews (token needed). */
const photographerRoutes: FastifyPluginAsync = async (app) => {
  app.get(adminPaths.api.photographers, async (request) => {
    const query = parseListQuery(photographerListQuerySchema, request);
    return answerList(query, {
      count: () => countPhotographers(app.db, app.dialect, query),
      rows: (limit, offset) => photographerPage(app.db, app.dialect, query, limit, offset),
    });
  });

  app.get<{ Params: { id: string } }>(adminPaths.api.photographer, async (request) => {
    const photographer = await findPhotographer(
      app.db,
      recordIdOf(request.params.id, photographerMessages.notFound),
    );
    return answerRecord(
      photographer && { currency: await readCurrency(app.db), ...photographer },
      photographerMessages.notFound,
    );
  });
};

export default photographerRoutes;
