import { randomUUID } from 'node:crypto';
import type { AdminRole, AuditAction } from '@laqta/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { multipart } from './forms.js';
import {
  insertCustomerRow,
  insertOrderRow,
  insertPhotographerRow,
  insertReviewRow,
  insertServiceRow,
} from './people-rows.js';

/**
 * Issue 14's write routes for the two route walks: what each must leave in the audit trail
 * (test/audit-trail.test.ts spreads `peopleContentWriteRoutes`) and who may call it
 * (test/roles.test.ts spreads `peopleContentWriteRoles`). Kept here so the shared tables gain one
 * line each.
 */
interface Arrange {
  app: FastifyInstance;
  db: Kysely<DB>;
  authorization: string;
  fresh: string;
}

interface AuditedRoute {
  action: AuditAction;
  request(arrange: Arrange): Promise<InjectOptions>;
}

const PEOPLE = ['owner', 'operations'] as const;
const CONTENT = ['owner', 'content'] as const;
const SUGGESTIONS = ['owner', 'operations', 'content'] as const;

export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart form of these fields, with an image under `imageField` when given. */
export async function formOf(fields: Record<string, string | string[]>, imageField?: string) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (Array.isArray(value)) value.forEach((v, i) => data.append(`${key}[${i}]`, v));
    else data.append(key, value);
  if (imageField) data.append(imageField, new Blob([pngBytes], { type: 'image/png' }), 'a.png');
  return multipart(data);
}

const photographerFields = (email: string) => ({
  name: 'مصور الاختبار',
  email,
  phone: '0501234567',
  city: 'الرياض',
  specialties: ['wedding'],
  starting_price: '30000',
});

const json = (
  method: InjectOptions['method'],
  url: string,
  authorization: string,
  payload: object,
) => ({ method, url, headers: { authorization }, payload }) satisfies InjectOptions;

export const peopleContentWriteRoutes: Record<string, AuditedRoute> = {
  'POST /api/admin/photographers': {
    action: 'photographer.created',
    request: async ({ authorization }) => {
      const { payload, headers } = await formOf(
        photographerFields(`new-${randomUUID()}@laqta.test`),
      );
      return {
        method: 'POST',
        url: '/api/admin/photographers',
        payload,
        headers: { ...headers, authorization },
      };
    },
  },
  'PUT /api/admin/photographers/:id': {
    action: 'photographer.updated',
    request: async ({ db, authorization }) => {
      const row = await insertPhotographerRow(db);
      const { payload, headers } = await formOf({
        ...photographerFields(row.email),
        updated_at: row.updated_at,
      });
      return {
        method: 'PUT',
        url: `/api/admin/photographers/${row.id}`,
        payload,
        headers: { ...headers, authorization },
      };
    },
  },
  'POST /api/admin/photographers/:id/status': {
    action: 'photographer.approved',
    request: async ({ db, authorization }) => {
      const row = await insertPhotographerRow(db);
      return json('POST', `/api/admin/photographers/${row.id}/status`, authorization, {
        action: 'approve',
        updated_at: row.updated_at,
      });
    },
  },
  'POST /api/admin/photographers/bulk': {
    action: 'photographer.approved',
    request: async ({ db, authorization }) => {
      const row = await insertPhotographerRow(db);
      return json('POST', '/api/admin/photographers/bulk', authorization, {
        action: 'approve',
        ids: [row.id],
      });
    },
  },
};

export const peopleContentWriteRoles: Record<string, readonly AdminRole[]> = {
  'POST /api/admin/photographers': PEOPLE,
  'PUT /api/admin/photographers/:id': PEOPLE,
  'POST /api/admin/photographers/:id/status': PEOPLE,
  'POST /api/admin/photographers/bulk': PEOPLE,
};

// Used by the routes added below as the areas land.
void [insertCustomerRow, insertOrderRow, insertReviewRow, insertServiceRow, CONTENT, SUGGESTIONS];
