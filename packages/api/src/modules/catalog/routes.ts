import {
  catalogMessages,
  idParamsSchema,
  publicApiPaths,
  publicPhotographerAnswerSchema,
  publicPhotographersAnswerSchema,
  publicPhotographersQuerySchema,
  publicServicesAnswerSchema,
  publicServicesQuerySchema,
  type PublicPhotographerAnswer,
  type PublicPhotographersAnswer,
  type PublicServicesAnswer,
} from '@laqta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { foundRecord } from '../../http/respond.js';
import { photographersAnswer, profileAnswer, servicesAnswer } from './answers.js';
import { briefCache } from './brief-cache.js';

const tags = ['public catalogue'];

/** How long a catalogue answer is kept (a change in the back office shows within this time). */
export const CATALOG_CACHE_MS = 5_000;
/** Distinct queries kept per kind of answer. */
const CATALOG_CACHE_ENTRIES = 500;

/**
 * The public catalogue (issue 20), no token: the services page, the photographers page and a
 * photographer's profile read here, and so does the booking form's service and photographer
 * choice. Answers are kept CATALOG_CACHE_MS in this process.
 */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = briefCache<PublicServicesAnswer>(CATALOG_CACHE_MS, CATALOG_CACHE_ENTRIES);
  const photographers = briefCache<PublicPhotographersAnswer>(
    CATALOG_CACHE_MS,
    CATALOG_CACHE_ENTRIES,
  );
  const profiles = briefCache<PublicPhotographerAnswer | undefined>(
    CATALOG_CACHE_MS,
    CATALOG_CACHE_ENTRIES,
  );

  app.get(
    publicApiPaths.services,
    {
      schema: {
        summary: 'The active services, in display order',
        description:
          'Service cards for the services page and the booking form; `category` filters.',
        tags,
        querystring: publicServicesQuerySchema,
        response: { 200: publicServicesAnswerSchema },
      },
    },
    async (request) => {
      const { category } = request.query;
      return services.read(category ?? '', () => servicesAnswer(app.db, category));
    },
  );

  app.get(
    publicApiPaths.photographers,
    {
      schema: {
        summary: 'Approved photographers, a page at a time',
        description:
          'Filter by `city` and `specialty` (a service category), search by name; best rated first.',
        tags,
        querystring: publicPhotographersQuerySchema,
        response: { 200: publicPhotographersAnswerSchema },
      },
    },
    async (request) => {
      const { query } = request;
      return photographers.read(JSON.stringify(query), () =>
        photographersAnswer(app.db, app.dialect, query),
      );
    },
  );

  app.get(
    publicApiPaths.photographer,
    {
      schema: {
        summary: "An approved photographer's profile with their newest visible reviews",
        description: 'A photographer who is not approved (or no such id) is a 404.',
        tags,
        params: idParamsSchema(catalogMessages.photographerNotFound),
        response: { 200: publicPhotographerAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const answer = await profiles.read(String(id), () => profileAnswer(app.db, id));
      return foundRecord(answer, catalogMessages.photographerNotFound);
    },
  );
};

export default catalogRoutes;
