import type { FastifyPluginAsync } from 'fastify';
import {
  adminPaths,
  transactionExportQuerySchema,
  transactionListQuerySchema,
  transactionMessages,
} from '@laqta/contract';
import { answerList, parseListQuery } from '../../http/list-query.js';
import { answerRecord, recordIdOf } from '../../http/respond.js';
import { parseInput } from '../../http/validate.js';
import { readCurrency, readTimeZone } from '../settings/queries.js';
import { streamTransactionExport } from './export.js';
import transactionStatusRoute from './status-route.js';
import {
  countTransactions,
  findTransaction,
  transactionPage,
  transactionTotals,
} from './queries.js';

/**
 * The transactions screen: list with the totals of every matching row, and detail (token needed).
 * The list's `meta.total` is the totals' count, so one query answers both.
 */
const transactionRoutes: FastifyPluginAsync = async (app) => {
  await transactionStatusRoute(app, {});

  app.get(adminPaths.api.transactions, async (request) => {
    const query = parseListQuery(transactionListQuerySchema, request);
    const timeZone = await readTimeZone(app.db);
    const totals = transactionTotals(app.db, app.dialect, timeZone, query);
    const [currency, list] = await Promise.all([
      readCurrency(app.db),
      answerList(query, {
        count: () => countTransactions(totals),
        rows: (limit, offset) =>
          transactionPage(app.db, app.dialect, timeZone, query, limit, offset),
      }),
    ]);
    return { ...list, currency, totals: await totals };
  });

  app.get(adminPaths.api.transactionsExport, async (request, reply) => {
    const query = parseInput(transactionExportQuerySchema, request.query ?? {});
    return streamTransactionExport(app, reply, query);
  });

  app.get<{ Params: { id: string } }>(adminPaths.api.transaction, async (request) => {
    const transaction = await findTransaction(
      app.db,
      recordIdOf(request.params.id, transactionMessages.notFound),
    );
    return answerRecord(
      transaction && { currency: await readCurrency(app.db), ...transaction },
      transactionMessages.notFound,
    );
  });
};

export default transactionRoutes;
