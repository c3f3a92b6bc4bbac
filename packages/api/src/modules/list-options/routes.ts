import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIST_OPTIONS_PHOTOGRAPHERS_LIMIT,
  adminPaths,
  listOptionsAnswerSchema,
  type ListOptions,
} from '@laqta/contract';
import { ok } from '../../http/respond.js';

/** The list filters' choices: cities (from the city indexes), services, photographers, admins. */
const listOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.api.listOptions,
    {
      schema: {
        summary: "The list filters' choices: cities, services, photographers, admins",
        tags: ['list-options'],
        response: { 200: listOptionsAnswerSchema },
      },
    },
    async () => {
      const [customerCities, photographerCities, services, photographers, admins] =
        await Promise.all([
          app.db.selectFrom('customers').select('city').distinct().execute(),
          app.db.selectFrom('photographers').select('city').distinct().execute(),
          app.db
            .selectFrom('services')
            .select(['id', 'name'])
            .orderBy('sort_order')
            .orderBy('id')
            .execute(),
          app.db
            .selectFrom('photographers')
            .select(['id', 'name'])
            .orderBy('name')
            .orderBy('id')
            .limit(LIST_OPTIONS_PHOTOGRAPHERS_LIMIT)
            .execute(),
          // The activity page's "who" filter (every role reads the activity; the team list is the owner's).
          app.db
            .selectFrom('admins')
            .select(['id', 'name'])
            .orderBy('name')
            .orderBy('id')
            .execute(),
        ]);
      const cities = [
        ...new Set([...customerCities, ...photographerCities].map((r) => r.city)),
      ].sort((a, b) => a.localeCompare(b, 'ar'));
      const answer: ListOptions = { cities, services, photographers, admins };
      return ok(answer);
    },
  );
};

export default listOptionsRoutes;
