import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import {
  adminPaths,
  idParamsSchema,
  orderAssignableStatuses,
  orderAssignRequestSchema,
  orderDetailAnswerSchema,
  orderMessages,
  orderOperationMessages as messages,
  orderRefundRequestSchema,
  orderReschedulableStatuses,
  orderRescheduleRequestSchema,
  orderTransitionRequestSchema,
  orderTransitions,
  ORDER_CLASH_FIELD,
  photographerOptionsAnswerSchema,
  photographerOptionsQuerySchema,
  photographerStatusLabels,
  type AuditAction,
  type OrderTransitionTarget,
  type PhotographerOptionsAnswer,
} from '@laqta/contract';
import { changedFields } from '../../audit/changes.js';
import { auditSourceOf, recordAuditEvent } from '../../audit/record.js';
import { auditedChange } from '../../audit/transaction.js';
import type { DB } from '../../db/schema.js';
import type { OrderRow } from '../../db/tables/marketplace.js';
import { ConflictError, ValidationError } from '../../http/errors.js';
import { foundRecord, ok } from '../../http/respond.js';
import { requirePermission } from '../../plugins/auth.js';
import { dayAfter, dayOf, dayStart, nowIso } from '../../time.js';
import { readCommissionRate, readCurrency, readTimeZone } from '../settings/queries.js';
import {
  approvedPhotographers,
  lockedOrder,
  sessionsOf,
  sessionWindowOf,
  updateOrder,
  type OrderChange,
} from './operations.js';
import { findOrder } from './queries.js';
import { refundOrder } from './refunds.js';

const { notFound } = orderMessages;
const operations = { permission: 'orders' } as const;
const money = { permission: 'money' } as const;
const tags = ['orders'];
/** The order a route's path names: `{ id: number }`, 404 «الطلب غير موجود.» when it names none. */
const params = idParamsSchema(notFound);
/** Every action answers the order's detail as it now is. */
const response = { 200: orderDetailAnswerSchema };

const transitionActions: Record<OrderTransitionTarget, AuditAction> = {
  confirmed: 'order.confirmed',
  in_progress: 'order.started',
  completed: 'order.completed',
  cancelled: 'order.cancelled',
  no_show: 'order.no_show',
};

/** The fields an order's timeline follows. */
const followed = [
  'status',
  'photographer_id',
  'session_at',
  'cancel_reason',
  'completed_at',
  'cancelled_at',
  'commission_rate',
] as const satisfies readonly (keyof OrderRow)[];

/** The order `id` names, locked, and unchanged since the admin loaded it (409 otherwise). */
async function orderToChange(
  app: FastifyInstance,
  trx: Transaction<DB>,
  id: number,
  loadedUpdatedAt: string,
): Promise<OrderRow> {
  const current = foundRecord(await lockedOrder(trx, app.dialect, id), notFound);
  if (current.updated_at !== loadedUpdatedAt) throw new ConflictError(messages.stale);
  return current;
}

async function recordOrderChange(
  trx: Transaction<DB>,
  request: FastifyRequest,
  action: AuditAction,
  before: OrderRow,
  after: OrderRow,
  extra: { reason?: string | null; after?: Record<string, unknown> } = {},
) {
  const changes = changedFields(before, after, followed);
  await recordAuditEvent(trx, {
    ...auditSourceOf(request),
    action,
    entityType: 'order',
    entityId: after.id,
    before: changes.before,
    after: { ...changes.after, ...extra.after },
    reason: extra.reason ?? null,
  });
}

/**
 * 422 naming the order's current state, which refuses the action (the state machine, or a state
 * that cannot be assigned or moved): today's `{ message, errors: { [field]: [message] } }` with the
 * code `invalid_transition` a client branches on.
 */
function refusedByState(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] }, undefined, 'invalid_transition');
}

/**
 * 422 asking to confirm when the photographer has another live session overlapping the order's
 * (at `sessionAt`) on that business day; nothing when there is none or the admin confirmed.
 */
async function refuseUnconfirmedClash(
  trx: Transaction<DB>,
  timeZone: string,
  order: OrderRow,
  photographerId: number,
  sessionAt: string,
  confirmed: boolean | undefined,
): Promise<string[]> {
  const day = dayOf(new Date(sessionAt), timeZone);
  const window = await sessionWindowOf(trx, order, sessionAt);
  const sessions = await sessionsOf(
    trx,
    [photographerId],
    { from: dayStart(day, timeZone), to: dayAfter(day, timeZone) },
    window,
    order.id,
  );
  const clashes = (sessions.get(photographerId) ?? []).filter((s) => s.clash).map((s) => s.code);
  if (clashes.length > 0 && confirmed !== true)
    throw new ValidationError({ [ORDER_CLASH_FIELD]: [messages.clash(clashes)] });
  return clashes;
}

/**
 * Running orders (issue 13): the state machine, assigning a photographer (with the picker's
 * options), rescheduling and refunds. Each write is permission-checked, stale-checked against the
 * `updated_at` the admin loaded, and audited in its own transaction; each answers the order's
 * detail as it now is.
 */
const orderOperationRoutes: FastifyPluginAsyncZod = async (app) => {
  async function detail(id: number, message: string) {
    const [order, currency] = await Promise.all([findOrder(app.db, id), readCurrency(app.db)]);
    return ok({ currency, ...foundRecord(order, notFound) }, message);
  }

  app.post(
    adminPaths.api.orderTransition,
    {
      config: operations,
      schema: {
        summary:
          'Move an order through its state machine (confirm, start, complete, cancel, no-show)',
        description:
          'A state the order cannot move to from its current one is a 422 `invalid_transition` naming it (`errors.to`); cancelling may refund in the same transaction (`refund_amount`, money permission too).',
        tags,
        params,
        body: orderTransitionRequestSchema,
        response,
      },
    },
    async (request) => {
      const input = request.body;
      // A refund with the cancellation moves money: the finance side of the role table too.
      if (input.refund_amount !== undefined) requirePermission(request, 'money');
      const [rate, currency] = await Promise.all([
        readCommissionRate(app.db),
        readCurrency(app.db),
      ]);
      const transition = orderTransitions[input.to];
      const order = await auditedChange(app.db, async (trx) => {
        const current = await orderToChange(app, trx, request.params.id, input.updated_at);
        if (!transition.from.includes(current.status))
          throw refusedByState('to', messages.refusedTransition(input.to, current.status));
        if (transition.photographerRequired && current.photographer_id === null)
          throw refusedByState('to', messages.photographerRequired);
        const now = nowIso();
        const change: OrderChange = { status: input.to };
        if (input.to === 'completed') {
          change.completed_at = now;
          change.commission_rate = rate;
        }
        if (input.to === 'cancelled') change.cancelled_at = now;
        if (transition.reasonRequired) change.cancel_reason = input.reason ?? null;
        const updated = await updateOrder(trx, current, change);
        await recordOrderChange(trx, request, transitionActions[input.to], current, updated, {
          reason: input.reason ?? null,
        });
        if (input.refund_amount !== undefined)
          await refundOrder(trx, request, updated, {
            amount: input.refund_amount,
            reason: input.reason,
            currency,
            field: 'refund_amount',
          });
        return updated;
      });
      return detail(order.id, messages.transitioned(input.to));
    },
  );

  app.put(
    adminPaths.api.orderAssign,
    {
      config: operations,
      schema: {
        summary: 'Assign (or change) the photographer of a pending or confirmed order',
        description:
          'Only an approved photographer. Another session of theirs at an overlapping time is a 422 on `confirm_clash`; the same request with `confirm_clash: true` goes through.',
        tags,
        params,
        body: orderAssignRequestSchema,
        response,
      },
    },
    async (request) => {
      const input = request.body;
      const timeZone = await readTimeZone(app.db);
      const order = await auditedChange(app.db, async (trx) => {
        const current = await orderToChange(app, trx, request.params.id, input.updated_at);
        if (!orderAssignableStatuses.includes(current.status))
          throw refusedByState('photographer_id', messages.notAssignable(current.status));
        const chosen = trx
          .selectFrom('photographers')
          .select(['id', 'name', 'status'])
          .where('id', '=', input.photographer_id);
        // PostgreSQL: the photographer cannot be suspended until this assignment commits.
        const photographer = await (
          app.dialect === 'postgres' ? chosen.forShare() : chosen
        ).executeTakeFirst();
        if (!photographer)
          throw new ValidationError({ photographer_id: [messages.photographerNotFound] });
        if (photographer.status !== 'approved')
          throw new ValidationError({
            photographer_id: [
              messages.photographerNotApproved(photographerStatusLabels[photographer.status]),
            ],
          });
        if (current.photographer_id === photographer.id) return current;
        const clashes = await refuseUnconfirmedClash(
          trx,
          timeZone,
          current,
          photographer.id,
          current.session_at,
          input.confirm_clash,
        );
        const updated = await updateOrder(trx, current, { photographer_id: photographer.id });
        await recordOrderChange(trx, request, 'order.photographer_assigned', current, updated, {
          after: {
            photographer_name: photographer.name,
            ...(clashes.length > 0 ? { clash_confirmed_with: clashes } : {}),
          },
        });
        return updated;
      });
      return detail(order.id, messages.assigned);
    },
  );

  app.put(
    adminPaths.api.orderReschedule,
    {
      config: operations,
      schema: {
        summary: 'Move the session of a pending or confirmed order to another moment',
        description:
          "A past moment is a 422; a clash with the photographer's other sessions asks to confirm (`confirm_clash`) as assigning does.",
        tags,
        params,
        body: orderRescheduleRequestSchema,
        response,
      },
    },
    async (request) => {
      const input = request.body;
      const sessionAt = new Date(input.session_at).toISOString();
      if (sessionAt <= nowIso())
        throw new ValidationError({ session_at: [messages.sessionAtPast] });
      const timeZone = await readTimeZone(app.db);
      const order = await auditedChange(app.db, async (trx) => {
        const current = await orderToChange(app, trx, request.params.id, input.updated_at);
        if (!orderReschedulableStatuses.includes(current.status))
          throw refusedByState('session_at', messages.notReschedulable(current.status));
        if (current.session_at === sessionAt) return current;
        const clashes =
          current.photographer_id === null
            ? []
            : await refuseUnconfirmedClash(
                trx,
                timeZone,
                current,
                current.photographer_id,
                sessionAt,
                input.confirm_clash,
              );
        const updated = await updateOrder(trx, current, { session_at: sessionAt });
        await recordOrderChange(trx, request, 'order.rescheduled', current, updated, {
          after: clashes.length > 0 ? { clash_confirmed_with: clashes } : {},
        });
        return updated;
      });
      return detail(order.id, messages.rescheduled);
    },
  );

  app.post(
    adminPaths.api.orderRefund,
    {
      config: money,
      schema: {
        summary: 'Refund part or all of what the customer paid for an order',
        description:
          'At most what was paid less what was already refunded (a 422 naming the refundable amount); a succeeded refund by the method the customer paid with.',
        tags,
        params,
        body: orderRefundRequestSchema,
        response,
      },
    },
    async (request) => {
      const input = request.body;
      const currency = await readCurrency(app.db);
      const order = await auditedChange(app.db, async (trx) => {
        const current = await orderToChange(app, trx, request.params.id, input.updated_at);
        await refundOrder(trx, request, current, {
          amount: input.amount,
          reason: input.reason,
          currency,
          field: 'amount',
        });
        // The order's money changed: a screen holding the old figures is now stale.
        return updateOrder(trx, current, {});
      });
      return detail(order.id, messages.refunded);
    },
  );

  /** The assign picker: approved photographers, their sessions that day and any clash. */
  app.get(
    adminPaths.api.orderPhotographerOptions,
    {
      schema: {
        summary: 'The photographers an order may be assigned to, with their sessions that day',
        description:
          "Approved photographers (same city first, then by name; `search` by Arabic name in any spelling), each with their other live sessions on the session's business day and whether one clashes; `session_at` asks about another moment.",
        tags,
        params,
        querystring: photographerOptionsQuerySchema,
        response: { 200: photographerOptionsAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { query } = request;
      const order = foundRecord(
        await app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),
        notFound,
      );
      const sessionAt =
        query.session_at === undefined
          ? order.session_at
          : new Date(query.session_at).toISOString();
      const timeZone = await readTimeZone(app.db);
      const day = dayOf(new Date(sessionAt), timeZone);
      const [window, photographers] = await Promise.all([
        sessionWindowOf(app.db, order, sessionAt),
        approvedPhotographers(app.db, app.dialect, order.city, query.search),
      ]);
      const sessions = await sessionsOf(
        app.db,
        photographers.map((p) => p.id),
        { from: dayStart(day, timeZone), to: dayAfter(day, timeZone) },
        window,
        order.id,
      );
      const answer: PhotographerOptionsAnswer = {
        success: true,
        day,
        data: photographers.map((p) => {
          const theirs = sessions.get(p.id) ?? [];
          return { ...p, sessions: theirs, clash: theirs.some((s) => s.clash) };
        }),
      };
      return answer;
    },
  );
};

export default orderOperationRoutes;
