import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  idParamsSchema,
  orderDetailAnswerSchema,
  orderExportQuerySchema,
  orderListAnswerSchema,
  orderListQuerySchema,
  orderMessages,
} from '@laqta/contract';
import { spreadsheetResponses } from '../../export/spreadsheet.js';
import { idListTuning } from '../../db/id-list.js';
import { answerList, listTuning } from '../../http/list-query.js';
import { answerRecord } from '../../http/respond.js';
import { readCurrency, readTimeZone } from '../settings/queries.js';
import { streamOrderExport } from './export.js';
import orderOperationRoutes from './operation-routes.js';
import {
  countOrders,
  findOrder,
  orderListTuning,
  orderPage,
  orderRollUps,
  resolveOrderSearch,
  type OrderListQuery,
} from './queries.js';

const tags = ['orders'];

/**
 * The orders screen: list, spreadsheet export and detail with the order's transactions (token
 * needed), and the operations on an order (operation-routes.ts).
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await orderOperationRoutes(app, {});

  app.get(
    adminPaths.api.ordersExport,
    {
      schema: {
        summary: "Every order matching the list's search and filters, as XLSX or CSV",
        tags,
        querystring: orderExportQuerySchema,
        response: spreadsheetResponses,
      },
    },
    async (request, reply) => streamOrderExport(app, reply, request.query),
  );

  app.get(
    adminPaths.api.orders,
    {
      config: {
        // Kept while no order, customer, photographer, service or setting changed
        // (plugins/kept-answers.ts), but for "needs attention", which is drawn from the moment.
        kept: {
          versions: ['marketplace'],
          unless: (request) => (request.query as OrderListQuery).attention !== undefined,
          keyOf: () => JSON.stringify([listTuning, orderListTuning, idListTuning]),
        },
      },
      schema: {
        summary: 'One page of orders (search by code or customer; status, dates, people filters)',
        tags,
        querystring: orderListQuerySchema,
        response: { 200: orderListAnswerSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const [search, timeZone] = await Promise.all([
        resolveOrderSearch(app.db, app.dialect, query.search),
        readTimeZone(app.db),
      ]);
      const rollUps = orderRollUps(app.db, query.status, request.keptVersions?.marketplace);
      const [currency, list] = await Promise.all([
        readCurrency(app.db),
        answerList(query, {
          count: (cap) => countOrders(app.db, app.dialect, timeZone, query, search, cap, rollUps),
          rows: (limit, offset) =>
            orderPage(app.db, app.dialect, timeZone, query, search, limit, offset, rollUps),
        }),
      ]);
      return { ...list, currency };
    },
  );

  app.get(
    adminPaths.api.order,
    {
      schema: {
        summary: 'One order with its customer, photographer, service and transactions',
        tags,
        params: idParamsSchema(orderMessages.notFound),
        response: { 200: orderDetailAnswerSchema },
      },
    },
    async (request) => {
      const order = await findOrder(app.db, request.params.id);
      return answerRecord(
        order && { currency: await readCurrency(app.db), ...order },
        orderMessages.notFound,
      );
    },
  );
};

export default orderRoutes;
