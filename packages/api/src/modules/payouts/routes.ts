import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  orderStatusLabels,
  payoutMessages,
  payoutQueueAnswerSchema,
  payoutQueueQuerySchema,
  payoutsPayAnswerSchema,
  payoutsPayRequestSchema,
  type PayoutsPayAnswer,
} from '@laqta/contract';
import { auditSourceOf, recordAuditEvent } from '../../audit/record.js';
import { auditedChange } from '../../audit/transaction.js';
import type { OrderRow, TransactionRow } from '../../db/tables/marketplace.js';
import { ConflictError, ValidationError, type FieldErrors } from '../../http/errors.js';
import { answerList } from '../../http/list-query.js';
import { insertTransaction, lockedOrder, updateOrder } from '../orders/operations.js';
import { readCommissionRate, readCurrency } from '../settings/queries.js';
import { isUniqueViolation } from './unique-violation.js';
import { payoutOf, payoutQueuePage, payoutQueueTotals } from './queries.js';

const tags = ['payouts'];

/**
 * 422: rows the platform's rules refuse to pay (not completed, already paid, a payout pending…),
 * each under `items.<n>.order_id`; the request itself was well formed, so the code is `refused`.
 */
function refusedRows(errors: FieldErrors): ValidationError {
  return new ValidationError(errors, payoutMessages.refused, 'refused');
}

/**
 * Paying photographers (issue 13): the queue of completed orders without a succeeded payout, with
 * both figures (price, commission at the rate in force when each completed, payout), and paying
 * one or many at once with a bank reference — one database transaction, all or none. The
 * database keeps at most one succeeded payout per order (migration 0020's unique index), so two
 * admins pressing at once cannot pay an order twice.
 */
const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.api.payouts,
    {
      schema: {
        summary: 'The payout queue: completed orders whose photographer is not paid yet',
        description:
          "Each row with its price, commission (at the rate in force when it completed) and payout; `totals` of every matching row and today's commission rate.",
        tags,
        querystring: payoutQueueQuerySchema,
        response: { 200: payoutQueueAnswerSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const [rate, currency] = await Promise.all([
        readCommissionRate(app.db),
        readCurrency(app.db),
      ]);
      const totals = payoutQueueTotals(app.db, query, rate);
      const list = await answerList(query, {
        count: async () => (await totals).count,
        rows: (limit, offset) => payoutQueuePage(app.db, query, rate, limit, offset),
      });
      return { ...list, currency, commission_rate: rate, totals: await totals };
    },
  );

  app.post(
    adminPaths.api.payoutsPay,
    {
      config: { permission: 'money' },
      schema: {
        summary: 'Pay one or many orders out with a bank reference: all paid, or none',
        description:
          'A refused row refuses all: a 422 `refused` with `errors["items.<n>.order_id"]` per row, a 409 `stale_edit` naming the orders changed since the queue was loaded, or a 409 `conflict` when another request paid one of them in the same instant.',
        tags,
        body: payoutsPayRequestSchema,
        response: { 200: payoutsPayAnswerSchema },
      },
    },
    async (request) => {
      const input = request.body;
      const [rate, currency] = await Promise.all([
        readCommissionRate(app.db),
        readCurrency(app.db),
      ]);
      let created: TransactionRow[];
      try {
        created = await auditedChange(app.db, async (trx) => {
          const errors: FieldErrors = {};
          const stale: string[] = [];
          const orders: OrderRow[] = [];
          // Rows are locked in id order, so two requests over the same orders cannot deadlock.
          const byId = [...input.items.entries()].sort(([, a], [, b]) => a.order_id - b.order_id);
          for (const [index, item] of byId) {
            const refuse = (message: string) => (errors[`items.${index}.order_id`] = [message]);
            const order = await lockedOrder(trx, app.dialect, item.order_id);
            if (order === undefined) refuse(payoutMessages.orderNotFound);
            else if (order.updated_at !== item.updated_at) stale.push(order.code);
            else if (order.status !== 'completed')
              refuse(payoutMessages.notCompleted(orderStatusLabels[order.status]));
            else if (order.photographer_id === null) refuse(payoutMessages.noPhotographer);
            else if (order.paid_out_at !== null) refuse(payoutMessages.alreadyPaid);
            else orders.push(order);
          }
          if (stale.length > 0) throw new ConflictError(payoutMessages.stale(stale));
          if (Object.keys(errors).length > 0) throw refusedRows(errors);
          const pending = await trx
            .selectFrom('transactions')
            .select('order_id')
            .where(
              'order_id',
              'in',
              orders.map((o) => o.id),
            )
            .where('type', '=', 'payout')
            .where('status', '=', 'pending')
            .execute();
          if (pending.length > 0) {
            const waiting = new Set(pending.map((p) => p.order_id));
            for (const [index, item] of input.items.entries())
              if (waiting.has(item.order_id))
                errors[`items.${index}.order_id`] = [payoutMessages.pendingPayout];
            throw refusedRows(errors);
          }
          const payouts: TransactionRow[] = [];
          const locked = new Map(orders.map((order) => [order.id, order]));
          for (const item of input.items) {
            const order = locked.get(item.order_id);
            if (order === undefined) continue;
            const figures = payoutOf(order.price, order.commission_rate, rate);
            const payout = await insertTransaction(trx, {
              orderId: order.id,
              type: 'payout',
              amount: figures.amount,
              commissionAmount: figures.commission_amount,
              method: 'bank_transfer',
              status: 'succeeded',
              bankReference: input.bank_reference,
            });
            // The order's money changed: a screen holding the old figures is now stale.
            await updateOrder(trx, order, {});
            await recordAuditEvent(trx, {
              ...auditSourceOf(request),
              action: 'order.paid_out',
              entityType: 'order',
              entityId: order.id,
              before: null,
              after: {
                payout_amount: figures.amount,
                commission_amount: figures.commission_amount,
                commission_rate: figures.commission_rate,
                transaction: payout.reference,
                bank_reference: input.bank_reference,
              },
            });
            payouts.push(payout);
          }
          return payouts;
        });
      } catch (error) {
        // Another request paid one of them in the same instant: the database refused the second.
        if (isUniqueViolation(error))
          throw new ConflictError(payoutMessages.alreadyPaid, 'conflict');
        throw error;
      }
      const answer: PayoutsPayAnswer = {
        success: true,
        message: payoutMessages.paid(created.length),
        data: {
          transactions: created,
          count: created.length,
          amount: created.reduce((sum, t) => sum + t.amount, 0),
        },
        currency,
      };
      return answer;
    },
  );
};

export default payoutRoutes;
