import type { FastifyPluginAsync } from 'fastify';
import { adminPaths, billboardListQuerySchema, billboardMessages } from '@laqta/contract';
import { answerList, parseListQuery } from '../../http/list-query.js';
import { answerRecord, recordIdOf } from '../../http/respond.js';
import { nowIso } from '../../time.js';
import { billboardPage, countBillboards, findBillboard, toBillboard } from './queries.js';

/** Billboards (`/admin/billboards`, advertisements): the list and one billboard. Token required. */
const billboardsRoutes: FastifyPluginAsync = async (app) => {
  app.get(adminPaths.api.billboards, async (request) => {
    const query = parseListQuery(billboardListQuerySchema, request);
    const now = nowIso();
    return answerList(query, {
      count: () => countBillboards(app.db, app.dialect, query, now),
      rows: (limit, offset) => billboardPage(app.db, app.dialect, query, now, limit, offset),
    });
  });

  app.get<{ Params: { id: string } }>(adminPaths.api.billboard, async (request) => {
    const row = await findBillboard(
      app.db,
      recordIdOf(request.params.id, billboardMessages.notFound),
    );
    return answerRecord(row && toBillboard(row), billboardMessages.notFound);
  });
};

export default billboardsRoutes;
