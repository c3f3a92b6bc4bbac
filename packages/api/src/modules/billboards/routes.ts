import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  billboardAnswerSchema,
  billboardListAnswerSchema,
  billboardListQuerySchema,
  billboardMessages,
  idParamsSchema,
} from '@laqta/contract';
import { answerList } from '../../http/list-query.js';
import { answerRecord } from '../../http/respond.js';
import { nowIso } from '../../time.js';
import { billboardPage, countBillboards, findBillboard, toBillboard } from './queries.js';

const tags = ['billboards'];

/** Billboards (`/admin/billboards`, advertisements): the list and one billboard. Token required. */
const billboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.api.billboards,
    {
      schema: {
        summary: 'A page of billboards, in display order by default',
        tags,
        querystring: billboardListQuerySchema,
        response: { 200: billboardListAnswerSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const now = nowIso();
      return answerList(query, {
        count: (cap) => countBillboards(app.db, app.dialect, query, now, cap),
        rows: (limit, offset) => billboardPage(app.db, app.dialect, query, now, limit, offset),
      });
    },
  );

  app.get(
    adminPaths.api.billboard,
    {
      schema: {
        summary: 'One billboard',
        tags,
        params: idParamsSchema(billboardMessages.notFound),
        response: { 200: billboardAnswerSchema },
      },
    },
    async (request) => {
      const row = await findBillboard(app.db, request.params.id);
      return answerRecord(row && toBillboard(row), billboardMessages.notFound);
    },
  );
};

export default billboardsRoutes;
