import { randomInt, randomUUID } from 'node:crypto';
import type { AuditAction, ServiceCategory } from '@laqta/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';

/**
 * Issue 20's rows and requests: bookable services and photographers written directly, a valid
 * booking form (each with its own phone and idempotency key), and a booking sent from its own
 * client address (the per-address limit would otherwise count every test of a suite together).
 */

const stamp = () => new Date().toISOString();
const unique = () => randomUUID().slice(0, 8);

export async function serviceRow(
  db: Kysely<DB>,
  values: {
    name?: string;
    category?: ServiceCategory;
    base_price?: number;
    is_active?: boolean;
    archived?: boolean;
    sort_order?: number;
  } = {},
) {
  const at = stamp();
  return db
    .insertInto('services')
    .values({
      name: values.name ?? `خدمة ${unique()}`,
      description: 'جلسة تصوير في المكان الذي تختاره',
      category: values.category ?? 'newborn',
      base_price: values.base_price ?? 45000,
      duration_minutes: 90,
      image_url: '/uploads/services/newborn.webp',
      is_active: values.is_active === false ? 0 : 1,
      sort_order: values.sort_order ?? 0,
      archived_at: values.archived ? at : null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function specialistRow(
  db: Kysely<DB>,
  values: {
    name?: string;
    city?: string;
    status?: 'pending' | 'approved' | 'suspended';
    specialties?: ServiceCategory[];
    starting_price?: number;
    bio?: string;
  } = {},
) {
  const at = stamp();
  const photographer = await db
    .insertInto('photographers')
    .values({
      name: values.name ?? `مصور ${unique()}`,
      email: `photographer-${unique()}@laqta.test`,
      phone: '0501234567',
      city: values.city ?? 'جدة',
      bio: values.bio ?? 'أصور المواليد منذ عشر سنوات',
      avatar_url: null,
      starting_price: values.starting_price ?? 60000,
      status: values.status ?? 'approved',
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const category of values.specialties ?? [])
    await db
      .insertInto('photographer_specialties')
      .values({ photographer_id: photographer.id, category })
      .execute();
  return photographer;
}

export async function customerRow(
  db: Kysely<DB>,
  values: { phone?: string; email?: string; status?: 'active' | 'blocked'; name?: string } = {},
) {
  const at = stamp();
  return db
    .insertInto('customers')
    .values({
      name: values.name ?? `عميلة ${unique()}`,
      email: values.email ?? `customer-${unique()}@laqta.test`,
      phone: values.phone ?? randomMobile('0'),
      city: 'جدة',
      avatar_url: null,
      status: values.status ?? 'active',
      blocked_reason: values.status === 'blocked' ? 'بلاغات متكررة' : null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A Saudi mobile (`05…` with `prefix` '0', `+9665…` with '+966'), different each call. */
export function randomMobile(prefix: '0' | '+966' = '+966'): string {
  return `${prefix}5${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** `YYYY-MM-DDTHH:mm` on Riyadh's wall clock, `days` from now at 17:30. */
export function riyadhWall(days: number, time = '17:30'): string {
  const riyadh = new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000);
  return `${riyadh.toISOString().slice(0, 10)}T${time}`;
}

/** A valid booking form for `serviceId`: its own phone, e-mail and idempotency key. */
export function bookingForm(serviceId: number, overrides: Record<string, unknown> = {}) {
  return {
    service_id: String(serviceId),
    session_at: riyadhWall(10),
    city: 'جدة',
    address: 'حي الروضة، شارع الأمير سلطان',
    name: 'سارة أحمد',
    phone: randomMobile('+966'),
    email: `visitor-${unique()}@example.com`,
    notes: 'الجلسة في المنزل، المولود عمره أسبوع',
    idempotency_key: randomUUID(),
    website: '',
    ...overrides,
  };
}

let lastAddress = 0;
/** A client address no other request of the run has used. */
export function freshAddress(): string {
  lastAddress += 1;
  return `10.20.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

/** `POST /api/public/bookings` from `address` (a fresh one unless given). */
export function book(app: FastifyInstance, payload: object, address = freshAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/public/bookings',
    payload,
    remoteAddress: address,
  });
}

/**
 * The booking's entry in the audit trail's walk of every write route (test/audit-trail.test.ts
 * spreads it): the website acts, and its last event is the order's request.
 */
export const bookingWriteRoutes: Record<
  string,
  { action: AuditAction; request(arrange: { db: Kysely<DB> }): Promise<InjectOptions> }
> = {
  'POST /api/public/bookings': {
    action: 'order.requested',
    request: async ({ db }) => {
      const service = await serviceRow(db);
      return {
        method: 'POST',
        url: '/api/public/bookings',
        payload: bookingForm(service.id),
        remoteAddress: freshAddress(),
      };
    },
  },
};
