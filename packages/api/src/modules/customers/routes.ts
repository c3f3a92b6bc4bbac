import type { FastifyPluginAsync } from 'fastify';
import { customerExportQuerySchema, customerListQuerySchema, customerPaths } from '@laqta/contract';
import { NotFoundError } from '../../http/errors.js';
import { answerList, parseListQuery, recordIdOf } from '../../http/list-query.js';
import { ok } from '../../http/respond.js';
import { parseInput } from '../../http/validate.js';
import { readCurrency } from '../dashboard/queries.js';
import { streamCustomerExport } from './export.js';
import { countCustomers, customerDetail, customerPage } from './queries.js';

/** The customers screen: list, detail and spreadsheet export (all under /api/admin: token needed). */
const customerRoutes: FastifyPluginAsync = async (app) => {
  app.get(customerPaths.list, async (request) => {
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

  app.get(customerPaths.export, async (request, reply) => {
    const query = parseInput(customerExportQuerySchema, request.query ?? {});
    return streamCustomerExport(app, reply, query);
  });

  app.get<{ Params: { id: string } }>(customerPaths.detail(':id'), async (request) => {
    const detail = await customerDetail(app.db, recordIdOf(request.params.id));
    if (!detail) throw new NotFoundError('العميل غير موجود.');
    return ok({ currency: await readCurrency(app.db), ...detail });
  });
};

export default customerRoutes;
