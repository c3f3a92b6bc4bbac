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
  insertSubscriberRow,
  insertSuggestionRow,
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

/** A visible review of a completed order, with its photographer, customer and service. */
async function reviewRow(db: Kysely<DB>) {
  const photographer = await insertPhotographerRow(db, { status: 'approved' });
  const customer = await insertCustomerRow(db);
  const service = await insertServiceRow(db);
  const order = await insertOrderRow(db, {
    customer_id: customer.id,
    service_id: service.id,
    photographer_id: photographer.id,
    status: 'completed',
  });
  return insertReviewRow(db, {
    order_id: order.id,
    customer_id: customer.id,
    photographer_id: photographer.id,
    rating: 4,
  });
}

const billboardFields = {
  title: 'إعلان الاختبار',
  starts_at: '2026-12-01T09:00',
  ends_at: '2026-12-08T09:00',
};

/** An active billboard (a week in December 2026). */
async function billboardRow(db: Kysely<DB>) {
  const at = new Date().toISOString();
  return db
    .insertInto('billboards')
    .values({
      title: 'إعلان',
      image_url: '/uploads/none.png',
      link_url: null,
      starts_at: '2026-12-01T06:00:00.000Z',
      ends_at: '2026-12-08T06:00:00.000Z',
      is_active: 1,
      sort_order: 0,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow();
}

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
  'PUT /api/admin/users/:id': {
    action: 'customer.updated',
    request: async ({ db, authorization, fresh }) => {
      const row = await insertCustomerRow(db);
      return json('PUT', `/api/admin/users/${row.id}`, authorization, {
        name: fresh.slice(0, 100),
        email: row.email,
        phone: '0555123456',
        city: 'جدة',
        updated_at: row.updated_at,
      });
    },
  },
  'POST /api/admin/users/:id/status': {
    action: 'customer.blocked',
    request: async ({ db, authorization }) => {
      const row = await insertCustomerRow(db);
      return json('POST', `/api/admin/users/${row.id}/status`, authorization, {
        action: 'block',
        reason: 'سبب',
        updated_at: row.updated_at,
      });
    },
  },
  'POST /api/admin/users/bulk': {
    action: 'customer.blocked',
    request: async ({ db, authorization }) => {
      const row = await insertCustomerRow(db);
      return json('POST', '/api/admin/users/bulk', authorization, {
        action: 'block',
        reason: 'سبب',
        ids: [row.id],
      });
    },
  },
  'POST /api/admin/reviews/:id/visibility': {
    action: 'review.hidden',
    request: async ({ db, authorization }) => {
      const review = await reviewRow(db);
      return json('POST', `/api/admin/reviews/${review.id}/visibility`, authorization, {
        action: 'hide',
        reason: 'سبب',
        updated_at: review.updated_at,
      });
    },
  },
  'POST /api/admin/reviews/bulk': {
    action: 'review.hidden',
    request: async ({ db, authorization }) => {
      const review = await reviewRow(db);
      return json('POST', '/api/admin/reviews/bulk', authorization, {
        action: 'hide',
        reason: 'سبب',
        ids: [review.id],
      });
    },
  },
  'POST /api/admin/services/:id/status': {
    action: 'service.deactivated',
    request: async ({ db, authorization }) => {
      const row = await insertServiceRow(db);
      return json('POST', `/api/admin/services/${row.id}/status`, authorization, {
        action: 'deactivate',
        updated_at: row.updated_at,
      });
    },
  },
  'DELETE /api/admin/services/:id': {
    action: 'service.deleted',
    request: async ({ db, authorization }) => {
      const row = await insertServiceRow(db);
      return json('DELETE', `/api/admin/services/${row.id}`, authorization, {
        updated_at: row.updated_at,
      });
    },
  },
  'PUT /api/admin/services/order': {
    action: 'service.reordered',
    request: async ({ db, authorization }) => {
      const row = await insertServiceRow(db);
      return json('PUT', '/api/admin/services/order', authorization, {
        items: [{ id: row.id, sort_order: 7 }],
      });
    },
  },
  'POST /api/admin/services/bulk': {
    action: 'service.deactivated',
    request: async ({ db, authorization }) => {
      const row = await insertServiceRow(db);
      return json('POST', '/api/admin/services/bulk', authorization, {
        action: 'deactivate',
        ids: [row.id],
      });
    },
  },
  'POST /api/admin/billboards': {
    action: 'billboard.created',
    request: async ({ authorization }) => {
      const { payload, headers } = await formOf(billboardFields, 'image');
      return {
        method: 'POST',
        url: '/api/admin/billboards',
        payload,
        headers: { ...headers, authorization },
      };
    },
  },
  'PUT /api/admin/billboards/:id': {
    action: 'billboard.updated',
    request: async ({ db, authorization, fresh }) => {
      const row = await billboardRow(db);
      const { payload, headers } = await formOf({
        ...billboardFields,
        title: fresh.slice(0, 100),
        updated_at: row.updated_at,
      });
      return {
        method: 'PUT',
        url: `/api/admin/billboards/${row.id}`,
        payload,
        headers: { ...headers, authorization },
      };
    },
  },
  'POST /api/admin/billboards/:id/status': {
    action: 'billboard.deactivated',
    request: async ({ db, authorization }) => {
      const row = await billboardRow(db);
      return json('POST', `/api/admin/billboards/${row.id}/status`, authorization, {
        action: 'deactivate',
        updated_at: row.updated_at,
      });
    },
  },
  'PUT /api/admin/billboards/order': {
    action: 'billboard.reordered',
    request: async ({ db, authorization }) => {
      const row = await billboardRow(db);
      return json('PUT', '/api/admin/billboards/order', authorization, {
        items: [{ id: row.id, sort_order: 3 }],
      });
    },
  },
  'POST /api/admin/billboards/bulk': {
    action: 'billboard.deactivated',
    request: async ({ db, authorization }) => {
      const row = await billboardRow(db);
      return json('POST', '/api/admin/billboards/bulk', authorization, {
        action: 'deactivate',
        ids: [row.id],
      });
    },
  },
  'POST /api/admin/newsletter-subscribers/:id/unsubscribe': {
    action: 'newsletter_subscriber.unsubscribed',
    request: async ({ db, authorization }) => {
      const row = await insertSubscriberRow(db, `leaving-${randomUUID()}@example.com`);
      return json(
        'POST',
        `/api/admin/newsletter-subscribers/${row.id}/unsubscribe`,
        authorization,
        {
          updated_at: row.updated_at,
        },
      );
    },
  },
  'POST /api/admin/newsletter-subscribers/bulk': {
    action: 'newsletter_subscriber.unsubscribed',
    request: async ({ db, authorization }) => {
      const row = await insertSubscriberRow(db, `bulk-${randomUUID()}@example.com`);
      return json('POST', '/api/admin/newsletter-subscribers/bulk', authorization, {
        action: 'unsubscribe',
        ids: [row.id],
      });
    },
  },
  'POST /api/admin/suggestions/bulk': {
    action: 'suggestion.status_changed',
    request: async ({ db, authorization }) => {
      const row = await insertSuggestionRow(db);
      return json('POST', '/api/admin/suggestions/bulk', authorization, {
        action: 'mark_read',
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
  'PUT /api/admin/users/:id': PEOPLE,
  'POST /api/admin/users/:id/status': PEOPLE,
  'POST /api/admin/users/bulk': PEOPLE,
  'POST /api/admin/reviews/:id/visibility': PEOPLE,
  'POST /api/admin/reviews/bulk': PEOPLE,
  'POST /api/admin/services/:id/status': CONTENT,
  'DELETE /api/admin/services/:id': CONTENT,
  'PUT /api/admin/services/order': CONTENT,
  'POST /api/admin/services/bulk': CONTENT,
  'POST /api/admin/billboards': CONTENT,
  'PUT /api/admin/billboards/:id': CONTENT,
  'POST /api/admin/billboards/:id/status': CONTENT,
  'PUT /api/admin/billboards/order': CONTENT,
  'POST /api/admin/billboards/bulk': CONTENT,
  'POST /api/admin/newsletter-subscribers/:id/unsubscribe': CONTENT,
  'POST /api/admin/newsletter-subscribers/bulk': CONTENT,
  'POST /api/admin/suggestions/bulk': SUGGESTIONS,
};
