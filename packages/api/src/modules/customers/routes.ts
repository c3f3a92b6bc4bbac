import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  customerDetailSchema,
  customerExportQuerySchema,
  customerListAnswerSchema,
  customerListQuerySchema,
  customerMessages,
  idParamsSchema,
  successSchema,
} from '@laqta/contract';
import { spreadsheetResponses } from '../../export/spreadsheet.js';
import { answerList, listTuning } from '../../http/list-query.js';
import { answerRecord } from '../../http/respond.js';
import { readCurrency } from '../settings/queries.js';
import { streamCustomerExport } from './export.js';
import { countCustomers, customerPage, findCustomer } from './queries.js';

const tags = ['customers'];

/** The customers screen: list, detail and spreadsheet export (all under /api/admin: token needed). */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.api.customers,
    {
      // Kept while no customer, order, transaction or setting changed (plugins/kept-answers.ts).
      config: {
        kept: { versions: ['marketplace'], keyOf: () => JSON.stringify(listTuning) },
      },
      schema: {
        summary: 'One page of customers with their orders count and total spent',
        description: '`search` matches the name, e-mail or phone; money in halalas.',
        tags,
        querystring: customerListQuerySchema,
        response: { 200: customerListAnswerSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const [currency, list] = await Promise.all([
        readCurrency(app.db),
        answerList(query, {
          count: (cap) => countCustomers(app.db, app.dialect, query, cap),
          rows: (limit, offset) => customerPage(app.db, app.dialect, query, limit, offset),
        }),
      ]);
      return { ...list, currency };
    },
  );

  app.get(
    adminPaths.api.customersExport,
    {
      schema: {
        summary: 'Every customer the search and filters keep, as XLSX or CSV',
        description: 'The list’s query without its page; `ids=…` keeps only those rows.',
        tags,
        querystring: customerExportQuerySchema,
        response: spreadsheetResponses,
      },
    },
    async (request, reply) => streamCustomerExport(app, reply, request.query),
  );

  app.get(
    adminPaths.api.customer,
    {
      schema: {
        summary: 'One customer with their figures and newest orders',
        tags,
        params: idParamsSchema(customerMessages.notFound),
        response: { 200: successSchema(customerDetailSchema) },
      },
    },
    async (request) => {
      const customer = await findCustomer(app.db, request.params.id);
      return answerRecord(
        customer && { currency: await readCurrency(app.db), ...customer },
        customerMessages.notFound,
      );
    },
  );
};

export default customerRoutes;
