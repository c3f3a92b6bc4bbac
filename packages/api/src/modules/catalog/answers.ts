import type {
  PublicPhotographerAnswer,
  PublicPhotographersAnswer,
  PublicPhotographersQuery,
  PublicServicesAnswer,
  ServiceCategory,
} from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { answerList } from '../../http/list-query.js';
import { readCurrency } from '../settings/queries.js';
import {
  activeServices,
  countPublicPhotographers,
  findPublicPhotographer,
  publicPhotographerPage,
} from './queries.js';

/**
 * The catalogue's answers, whole (data and currency): what `GET publicApiPaths.<kind>` sends, and
 * what a public page rendered on the server is drawn with (modules/public-pages), so the page
 * the browser hydrates holds exactly what it would have fetched.
 */

/** `GET publicApiPaths.services?category=`. */
export async function servicesAnswer(
  db: Kysely<DB>,
  category: ServiceCategory | undefined,
): Promise<PublicServicesAnswer> {
  const [data, currency] = await Promise.all([activeServices(db, category), readCurrency(db)]);
  return { success: true, data, currency };
}

/** `GET publicApiPaths.photographers?city=&specialty=&search=&sort=&page=&per_page=`. */
export async function photographersAnswer(
  db: Kysely<DB>,
  dialect: Dialect,
  query: PublicPhotographersQuery,
): Promise<PublicPhotographersAnswer> {
  const [list, currency] = await Promise.all([
    answerList(query, {
      count: (cap) => countPublicPhotographers(db, dialect, query, cap),
      rows: (limit, offset) => publicPhotographerPage(db, dialect, query, limit, offset),
    }),
    readCurrency(db),
  ]);
  return { ...list, currency };
}

/** `GET publicApiPaths.photographer`; undefined where that route answers 404. */
export async function profileAnswer(
  db: Kysely<DB>,
  id: number,
): Promise<PublicPhotographerAnswer | undefined> {
  const [data, currency] = await Promise.all([findPublicPhotographer(db, id), readCurrency(db)]);
  return data && { success: true, data, currency };
}
