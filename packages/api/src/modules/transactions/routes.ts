import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  idParamsSchema,
  transactionDetailAnswerSchema,
  transactionExportQuerySchema,
  transactionListAnswerSchema,
  transactionListQuerySchema,
  transactionMessages,
} from '@laqta/contract';
import { spreadsheetResponses } from '../../export/spreadsheet.js';
import { answerList } from '../../http/list-query.js';
import { answerRecord } from '../../http/respond.js';
import { readCurrency, readTimeZone } from '../settings/queries.js';
import { streamTransactionExport } from './export.js';
import transactionStatusRoute from './status-route.js';
import {
  countTransactions,
  findTransaction,
  transactionPage,
  transactionTotals,
} from './queries.js';

const tags = ['transactions'];

/**
 * The transactions screen: list with the totals of every matching row, and detail (token needed).
 * The list's `meta.total` is the totals' count, so one query answers both.
 */
const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  await transactionStatusRoute(app, {});

  app.get(
    adminPaths.api.transactions,
    {
      schema: {
        summary: 'One page of transactions, with the totals of every matching row',
        description: '`search` is part of the reference or an order code.',
        tags,
        querystring: transactionListQuerySchema,
        response: { 200: transactionListAnswerSchema },
      },
    },
    async (request) => {
      const { query } = request;
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
    },
  );

  app.get(
    adminPaths.api.transactionsExport,
    {
      schema: {
        summary: "Every transaction matching the list's search and filters, as XLSX or CSV",
        tags,
        querystring: transactionExportQuerySchema,
        response: spreadsheetResponses,
      },
    },
    async (request, reply) => streamTransactionExport(app, reply, request.query),
  );

  app.get(
    adminPaths.api.transaction,
    {
      schema: {
        summary: 'One transaction with its order',
        tags,
        params: idParamsSchema(transactionMessages.notFound),
        response: { 200: transactionDetailAnswerSchema },
      },
    },
    async (request) => {
      const transaction = await findTransaction(app.db, request.params.id);
      return answerRecord(
        transaction && { currency: await readCurrency(app.db), ...transaction },
        transactionMessages.notFound,
      );
    },
  );
};

export default transactionRoutes;
