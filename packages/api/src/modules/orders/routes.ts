import type { FastifyPluginAsync } from 'fastify';
import { orderListQuerySchema, orderPaths } from '@laqta/contract';
import { NotFoundError } from '../../http/errors.js';
import { answerList, parseListQuery, recordIdOf } from '../../http/list-query.js';
import { ok } from '../../http/respond.js';
import { readCurrency } from '../dashboard/queries.js';
import { countOrders, orderDetail, orderPage, resolveOrderSearch } from './queries.js';

/** The orders screen: list and detail with the order's transactions (token needed). */
const orderRoutes: FastifyPluginAsync = async (app) => {
  app.get(orderPaths.list, async (request) => {
    const query = parseListQuery(orderListQuerySchema, request);
    const search = await resolveOrderSearch(app.db, app.dialect, query.search);
    const [currency, list] = await Promise.all([
      readCurrency(app.db),
      answerList(query, {
        count: () => countOrders(app.db, app.dialect, query, search),
        rows: (limit, offset) => orderPage(app.db, app.dialect, query, search, limit, offset),
      }),
    ]);
    return { ...list, currency };
  });

  app.get<{ Params: { id: string } }>(orderPaths.detail(':id'), async (request) => {
    const detail = await orderDetail(app.db, recordIdOf(request.params.id));
    if (!detail) throw new NotFoundError('الطلب غير موجود.');
    return ok({ currency: await readCurrency(app.db), ...detail });
  });
};

export default orderRoutes;
