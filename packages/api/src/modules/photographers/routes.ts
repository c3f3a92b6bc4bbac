import type { FastifyPluginAsync } from 'fastify';
import { photographerListQuerySchema, photographerPaths } from '@laqta/contract';
import { NotFoundError } from '../../http/errors.js';
import { answerList, parseListQuery, recordIdOf } from '../../http/list-query.js';
import { ok } from '../../http/respond.js';
import { readCurrency } from '../dashboard/queries.js';
import { countPhotographers, photographerDetail, photographerPage } from './queries.js';

/** The photographers screen: list and detail with the photographer's reviews (token needed). */
const photographerRoutes: FastifyPluginAsync = async (app) => {
  app.get(photographerPaths.list, async (request) => {
    const query = parseListQuery(photographerListQuerySchema, request);
    return answerList(query, {
      count: () => countPhotographers(app.db, app.dialect, query),
      rows: (limit, offset) => photographerPage(app.db, app.dialect, query, limit, offset),
    });
  });

  app.get<{ Params: { id: string } }>(photographerPaths.detail(':id'), async (request) => {
    const detail = await photographerDetail(app.db, recordIdOf(request.params.id));
    if (!detail) throw new NotFoundError('المصور غير موجود.');
    return ok({ currency: await readCurrency(app.db), ...detail });
  });
};

export default photographerRoutes;
