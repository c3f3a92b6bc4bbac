import type { FastifyPluginAsync } from 'fastify';
import { transactionListQuerySchema, transactionPaths } from '@laqta/contract';
import { NotFoundError } from '../../http/errors.js';
import { answerList, parseListQuery, recordIdOf } from '../../http/list-query.js';
import { ok } from '../../http/respond.js';
import { readCurrency } from '../dashboard/queries.js';
import { transactionDetail, transactionPage, transactionTotals } from './queries.js';

/**
 * The transactions screen: list with the totals of every matching row, and detail (token needed).
 * The list's `meta.total` is the totals' count, so one query answers both.
 */
const transactionRoutes: FastifyPluginAsync = async (app) => {
  app.get(transactionPaths.list, async (request) => {
    const query = parseListQuery(transactionListQuerySchema, request);
    const totals = transactionTotals(app.db, app.dialect, query);
    const [currency, list] = await Promise.all([
      readCurrency(app.db),
      answerList(query, {
        count: async () => (await totals).count,
        rows: (limit, offset) => transactionPage(app.db, app.dialect, query, limit, offset),
      }),
    ]);
    return { ...list, currency, totals: await totals };
  });

  app.get<{ Params: { id: string } }>(transactionPaths.detail(':id'), async (request) => {
    const detail = await transactionDetail(app.db, recordIdOf(request.params.id));
    if (!detail) throw new NotFoundError('العملية غير موجودة.');
    return ok({ currency: await readCurrency(app.db), ...detail });
  });
};

export default transactionRoutes;
