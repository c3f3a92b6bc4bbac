import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { billboardListQuerySchema, billboardMessages } from '@laqta/contract';
import { NotFoundError } from '../../http/errors.js';
import { parseListQuery } from '../../http/list-query.js';
import { ok } from '../../http/respond.js';
import { findBillboard, listBillboards, toBillboard } from './queries.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Billboards (`/admin/billboards`, advertisements): the list and one billboard. Token required. */
const billboardsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/admin/billboards', async (request) =>
    listBillboards(
      app.db,
      app.dialect,
      parseListQuery(billboardListQuerySchema, request),
      new Date(),
    ),
  );

  app.get('/api/admin/billboards/:id', async (request) => {
    const parsed = idParams.safeParse(request.params);
    const row = parsed.success ? await findBillboard(app.db, parsed.data.id) : undefined;
    if (!row) throw new NotFoundError(billboardMessages.notFound);
    return ok(toBillboard(row));
  });
};

export default billboardsRoutes;
