import type { FastifyPluginAsync } from 'fastify';
import {
  adminPaths,
  orderExportQuerySchema,
  orderListQuerySchema,
  orderMessages,
} from '@laqta/contract';
import { answerList, parseListQuery } from '../../http/list-query.js';
import { answerRecord, recordIdOf } from '../../http/respond.js';
import { parseInput } from '../../http/validate.js';
import { readCurrency, readTimeZone } from '../settings/queries.js';
import { streamOrderExport } from './export.js';
import orderOperationRoutes from './operation-routes.js';
import { countOrders, findOrder, orderPage, resolveOrderSearch } from './queries.js';

/**
 * The orders screen: list, spreadsheet export and detail with the order's transactions (token
 * needed), and the operations on an order (operation-routes.ts).
 */
const orderRoutes: FastifyPluginAsync = async (app) => {
  await orderOperationRoutes(app, {});

  app.get(adminPaths.api.ordersExport, async (request, reply) => {
    const query = parseInput(orderExportQuerySchema, request.query ?? {});
    return streamOrderExport(app, reply, query);
  });

  app.get(adminPaths.api.orders, async (request) => {
    const query = parseListQuery(orderListQuerySchema, request);
    const [search, timeZone] = await Promise.all([
      resolveOrderSearch(app.db, app.dialect, query.search),
      readTimeZone(app.db),
    ]);
    const [currency, list] = await Promise.all([
      readCurrency(app.db),
      answerList(query, {
        count: () => countOrders(app.db, app.dialect, timeZone, query, search),
        rows: (limit, offset) =>
          orderPage(app.db, app.dialect, timeZone, query, search, limit, offset),
      }),
    ]);
    return { ...list, currency };
  });

  app.get<{ Params: { id: string } }>(adminPaths.api.order, async (request) => {
    const order = await findOrder(app.db, recordIdOf(request.params.id, orderMessages.notFound));
    return answerRecord(
      order && { currency: await readCurrency(app.db), ...order },
      orderMessages.notFound,
    );
  });
};

export default orderRoutes;
