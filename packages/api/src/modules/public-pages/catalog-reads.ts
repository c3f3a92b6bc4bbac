import {
  publicPhotographersQuerySchema,
  publicServicesQuerySchema,
  type PublicPhotographerAnswer,
  type PublicPhotographersAnswer,
  type PublicServicesAnswer,
} from '@laqta/contract';
import type { FastifyInstance } from 'fastify';
import { answerList } from '../../http/list-query.js';
import {
  activeServices,
  countPublicPhotographers,
  findPublicPhotographer,
  publicPhotographerPage,
} from '../catalog/queries.js';
import { readCurrency } from '../settings/queries.js';
import type { CatalogRead } from './render-bundle.js';

// The catalogue answers a public page is drawn with on the server (issue 20): the same answers
// as `GET publicApiPaths.<kind>` (modules/catalog/routes.ts), from the same queries, so the page
// the browser hydrates finds them as it would have fetched them.

/** `GET publicApiPaths.services?category=`. */
async function servicesAnswer(
  app: FastifyInstance,
  read: Extract<CatalogRead, { kind: 'services' }>,
): Promise<PublicServicesAnswer> {
  const { category } = publicServicesQuerySchema.parse({ category: read.category });
  const [data, currency] = await Promise.all([
    activeServices(app.db, category),
    readCurrency(app.db),
  ]);
  return { success: true, data, currency };
}

/** `GET publicApiPaths.photographers?city=&specialty=&page=&per_page=`. */
async function photographersAnswer(
  app: FastifyInstance,
  read: Extract<CatalogRead, { kind: 'photographers' }>,
): Promise<PublicPhotographersAnswer> {
  const query = publicPhotographersQuerySchema.parse({
    city: read.city,
    specialty: read.specialty,
    page: String(read.page),
    per_page: String(read.per_page),
  });
  const [list, currency] = await Promise.all([
    answerList(query, {
      count: (cap) => countPublicPhotographers(app.db, app.dialect, query, cap),
      rows: (limit, offset) => publicPhotographerPage(app.db, app.dialect, query, limit, offset),
    }),
    readCurrency(app.db),
  ]);
  return { ...list, currency };
}

/** `GET publicApiPaths.photographer`; null where that route answers 404. */
async function profileAnswer(
  app: FastifyInstance,
  read: Extract<CatalogRead, { kind: 'photographer' }>,
): Promise<PublicPhotographerAnswer | null> {
  const profile = await findPublicPhotographer(app.db, read.id);
  if (!profile) return null;
  return { success: true, data: profile, currency: await readCurrency(app.db) };
}

/** The answer to one read of a page (null: a profile that is not public). */
export function readCatalog(app: FastifyInstance, read: CatalogRead): Promise<unknown> {
  switch (read.kind) {
    case 'services':
      return servicesAnswer(app, read);
    case 'photographers':
      return photographersAnswer(app, read);
    case 'photographer':
      return profileAnswer(app, read);
  }
}
