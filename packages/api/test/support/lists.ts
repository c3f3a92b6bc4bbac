import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../src/db/schema.js';
import { seedMarketplace } from '../../src/seed/seed-marketplace.js';
import { adminAuthorization } from './marketplace-rows.js';

/** A small varied marketplace from the issue-6 seeder (deterministic), and a token to read it. */
export async function seedListData(db: Kysely<DB>): Promise<string> {
  await seedMarketplace(db, {
    customers: 60,
    photographers: 12,
    orders: 400,
    seed: 'lists',
    now: new Date('2026-06-15T12:00:00Z'),
  });
  return adminAuthorization(db);
}

/** GET with the token; returns status and parsed body. */
export async function getList(app: FastifyInstance, authorization: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: { authorization } });
  return { status: response.statusCode, body: response.json() };
}

/** Values of `key` are in `direction` order (ties allowed). */
export function expectOrdered<T>(values: T[], direction: 'asc' | 'desc') {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (direction === 'desc') sorted.reverse();
  expect(values).toEqual(sorted);
}

/** A 422 whose `errors` hold `field` with an Arabic message. */
export function expectArabic422(result: { status: number; body: unknown }, field: string) {
  expect(result.status).toBe(422);
  const body = result.body as { message: string; errors: Record<string, string[]> };
  expect(body.message).toMatch(/[\u0600-\u06FF]/);
  expect(body.errors[field]?.[0]).toMatch(/[\u0600-\u06FF]/);
}
