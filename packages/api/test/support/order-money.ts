import { randomUUID } from 'node:crypto';
import {
  orderCode,
  type AdminRole,
  type AuditAction,
  type OrderStatus,
  type PhotographerStatus,
  type TransactionStatus,
  type TransactionType,
} from '@laqta/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { issueToken } from '../../src/auth/tokens.js';
import type { DB } from '../../src/db/schema.js';

/**
 * Issue 13's rows and write routes: orders with their photographer, customer, service and money,
 * written directly; and, for the two route walks, what each write route must leave in the audit
 * trail (test/audit-trail.test.ts spreads `orderMoneyWriteRoutes`) and who may call it
 * (test/roles.test.ts spreads `orderMoneyWriteRoles`).
 */

const stamp = () => new Date().toISOString();
const unique = () => randomUUID().slice(0, 8);
const HOUR = 3_600_000;

/** An admin of `role` and a fresh token of theirs, as an Authorization header. */
export async function authorizationAs(db: Kysely<DB>, role: AdminRole): Promise<string> {
  const at = stamp();
  const { id } = await db
    .insertInto('admins')
    .values({
      name: `مشرف ${role}`,
      email: `${role}-${unique()}@laqta.test`,
      password_hash: 'not-a-real-hash',
      avatar_url: null,
      role,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `Bearer ${(await issueToken(db, id, { ttlMinutes: 60 })).plainText}`;
}

export async function photographerRow(
  db: Kysely<DB>,
  values: { status?: PhotographerStatus; name?: string; city?: string } = {},
) {
  const at = stamp();
  return db
    .insertInto('photographers')
    .values({
      name: values.name ?? `مصور ${unique()}`,
      email: `photographer-${unique()}@laqta.test`,
      phone: '0501234567',
      city: values.city ?? 'الرياض',
      bio: '',
      avatar_url: null,
      starting_price: 50000,
      status: values.status ?? 'approved',
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'name', 'updated_at'])
    .executeTakeFirstOrThrow();
}

export interface OrderFixture {
  id: number;
  code: string;
  updated_at: string;
  photographer_id: number | null;
  service_id: number;
  customer_id: number;
  price: number;
}

/**
 * An order in `status`, with an approved photographer unless `photographer: null`, and a
 * succeeded card payment of `paid` halalas when given.
 */
export async function orderRow(
  db: Kysely<DB>,
  values: {
    status?: OrderStatus;
    photographer?: number | null;
    paid?: number;
    price?: number;
    session_at?: string;
    created_at?: string;
    duration_minutes?: number;
    commission_rate?: number | null;
  } = {},
): Promise<OrderFixture> {
  const at = values.created_at ?? stamp();
  const customer = await db
    .insertInto('customers')
    .values({
      name: `عميل ${unique()}`,
      email: `customer-${unique()}@laqta.test`,
      phone: '0551234567',
      city: 'الرياض',
      avatar_url: null,
      status: 'active',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const service = await db
    .insertInto('services')
    .values({
      name: `خدمة ${unique()}`,
      description: '',
      category: 'family',
      base_price: 30000,
      duration_minutes: values.duration_minutes ?? 60,
      image_url: null,
      is_active: 1,
      sort_order: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const photographer =
    values.photographer === undefined ? (await photographerRow(db)).id : values.photographer;
  const price = values.price ?? 40000;
  const status = values.status ?? 'pending';
  const { id } = await db
    .insertInto('orders')
    .values({
      code: `TMP-${unique()}`,
      customer_id: customer.id,
      photographer_id: photographer,
      service_id: service.id,
      session_at: values.session_at ?? new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
      city: 'الرياض',
      address: 'حي النخيل',
      price,
      notes: null,
      cancel_reason: null,
      status,
      commission_rate: values.commission_rate ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .updateTable('orders')
    .set({ code: orderCode(id) })
    .where('id', '=', id)
    .returning(['id', 'code', 'updated_at'])
    .executeTakeFirstOrThrow();
  if (values.paid !== undefined)
    await transactionRow(db, { order_id: id, type: 'payment', amount: values.paid });
  return {
    ...order,
    photographer_id: photographer,
    service_id: service.id,
    customer_id: customer.id,
    price,
  };
}

export async function transactionRow(
  db: Kysely<DB>,
  values: {
    order_id: number;
    type: TransactionType;
    amount: number;
    status?: TransactionStatus;
    commission_amount?: number;
  },
) {
  const at = stamp();
  return db
    .insertInto('transactions')
    .values({
      order_id: values.order_id,
      type: values.type,
      amount: values.amount,
      commission_amount: values.commission_amount ?? 0,
      method: 'card',
      status: values.status ?? 'succeeded',
      reference: `T-${unique()}`,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow();
}

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

const ORDERS = ['owner', 'operations'] as const;
const MONEY = ['owner', 'finance'] as const;

export const orderMoneyWriteRoles: Record<string, readonly AdminRole[]> = {
  'POST /api/admin/orders/:id/transition': ORDERS,
  'PUT /api/admin/orders/:id/photographer': ORDERS,
  'PUT /api/admin/orders/:id/session': ORDERS,
  'POST /api/admin/orders/:id/refunds': MONEY,
  'POST /api/admin/payouts/pay': MONEY,
  'PUT /api/admin/transactions/:id/status': MONEY,
};

export const orderMoneyWriteRoutes: Record<string, AuditedRoute> = {
  'POST /api/admin/orders/:id/transition': {
    action: 'order.confirmed',
    request: async ({ db, authorization }) => {
      const order = await orderRow(db);
      return {
        method: 'POST',
        url: `/api/admin/orders/${order.id}/transition`,
        headers: { authorization },
        payload: { to: 'confirmed', updated_at: order.updated_at },
      };
    },
  },
  'PUT /api/admin/orders/:id/photographer': {
    action: 'order.photographer_assigned',
    request: async ({ db, authorization }) => {
      const order = await orderRow(db, { photographer: null });
      const photographer = await photographerRow(db);
      return {
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/photographer`,
        headers: { authorization },
        payload: { photographer_id: photographer.id, updated_at: order.updated_at },
      };
    },
  },
  'PUT /api/admin/orders/:id/session': {
    action: 'order.rescheduled',
    request: async ({ db, authorization }) => {
      const order = await orderRow(db, { status: 'confirmed' });
      return {
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/session`,
        headers: { authorization },
        payload: {
          session_at: new Date(Date.now() + 10 * 24 * HOUR).toISOString(),
          updated_at: order.updated_at,
        },
      };
    },
  },
  'POST /api/admin/orders/:id/refunds': {
    action: 'order.refunded',
    request: async ({ db, authorization }) => {
      const order = await orderRow(db, { status: 'confirmed', paid: 40000 });
      return {
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds`,
        headers: { authorization },
        payload: { amount: 10000, updated_at: order.updated_at },
      };
    },
  },
  'POST /api/admin/payouts/pay': {
    action: 'order.paid_out',
    request: async ({ db, authorization }) => {
      const order = await orderRow(db, { status: 'completed', paid: 40000 });
      return {
        method: 'POST',
        url: '/api/admin/payouts/pay',
        headers: { authorization },
        payload: {
          items: [{ order_id: order.id, updated_at: order.updated_at }],
          bank_reference: 'BANK-1',
        },
      };
    },
  },
  'PUT /api/admin/transactions/:id/status': {
    action: 'transaction.status_changed',
    request: async ({ db, authorization }) => {
      const order = await orderRow(db);
      const payment = await transactionRow(db, {
        order_id: order.id,
        type: 'payment',
        amount: 40000,
        status: 'pending',
      });
      return {
        method: 'PUT',
        url: `/api/admin/transactions/${payment.id}/status`,
        headers: { authorization },
        payload: { status: 'succeeded', updated_at: payment.updated_at },
      };
    },
  },
};
