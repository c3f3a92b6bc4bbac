import type { FastifyPluginAsync } from 'fastify';
import {
  adminPaths,
  customerExportQuerySchema,
  customerListQuerySchema,
  customerMessages,
} from '@laqta/contract';
import { answerList, parseListQuery } from '../../http/list-query.js';
import { answerRecord, recordIdOf } from '../../http/respond.js';
import { parseInput } from '../../http/validate.js';
import { readCurrency } from '../settings/queries.js';
import { streamCustomerExport } from './export.js';
import { countCustomers, customerPage, findCustomer } from './queries.js';

/** The customers screen: list, detail and spreadsheet export (all under /api/admin: token needed). */
const customerRoutes: FastifyPluginAsync = async (app) => {
  app.get(adminPaths.api.customers, async (request) => {
    const query = parseListQuery(customerListQuerySchema, request);
    const [currency, list] = await Promise.all([
      readCurrency(app.db),
      answerList(query, {
        count: () => countCustomers(app.db, app.dialect, query),
        rows: (limit, offset) => customerPage(app.db, app.dialect, query, limit, offset),
      }),
    ]);
    return { ...list, currency };
  });

  app.get(adminPaths.api.customersExport, async (request, reply) => {
    const query = parseInput(customerExportQuerySchema, request.query ?? {});
    return streamCustomerExport(app, reply, query);
  });

  app.get<{ Params: { id: string } }>(adminPaths.api.customer, async (request) => {
    const customer = await findCustomer(
      app.db,
      recordIdOf(request.params.id, customerMessages.notFound),
    );
    return answerRecord(
      customer && { currency: await readCurrency(app.db), ...customer },
      customerMessages.notFound,
    );
  });
};

export default customerRoutes;
