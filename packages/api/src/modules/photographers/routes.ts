import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  idParamsSchema,
  photographerDetailSchema,
  photographerListAnswerSchema,
  photographerListQuerySchema,
  photographerMessages,
  successSchema,
} from '@laqta/contract';
import { answerList } from '../../http/list-query.js';
import { answerRecord } from '../../http/respond.js';
import { readCurrency } from '../settings/queries.js';
import { countPhotographers, findPhotographer, photographerPage } from './queries.js';

const tags = ['photographers'];

/** The photographers screen: list and detail with the photographer's reviews (token needed). */
const photographerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.api.photographers,
    {
      schema: {
        summary: 'One page of photographers (the approval queue with `sort=queue`)',
        description:
          '`search` matches the name, e-mail or phone; `specialty` is a service category.',
        tags,
        querystring: photographerListQuerySchema,
        response: { 200: photographerListAnswerSchema },
      },
    },
    async (request) => {
      const query = request.query;
      return answerList(query, {
        count: (cap) => countPhotographers(app.db, app.dialect, query, cap),
        rows: (limit, offset) => photographerPage(app.db, app.dialect, query, limit, offset),
      });
    },
  );

  app.get(
    adminPaths.api.photographer,
    {
      schema: {
        summary: 'One photographer with their newest reviews',
        tags,
        params: idParamsSchema(photographerMessages.notFound),
        response: { 200: successSchema(photographerDetailSchema) },
      },
    },
    async (request) => {
      const photographer = await findPhotographer(app.db, request.params.id);
      return answerRecord(
        photographer && { currency: await readCurrency(app.db), ...photographer },
        photographerMessages.notFound,
      );
    },
  );
};

export default photographerRoutes;
