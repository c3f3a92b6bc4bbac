import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  idParamsSchema,
  payoutMessages,
  transactionDetailAnswerSchema,
  transactionMessages,
  transactionStatusMessages,
  transactionStatusRequestSchema,
} from '@laqta/contract';
import { changedFields } from '../../audit/changes.js';
import { auditSourceOf, recordAuditEvent } from '../../audit/record.js';
import { auditedChange } from '../../audit/transaction.js';
import { ConflictError, ValidationError } from '../../http/errors.js';
import { foundRecord, ok } from '../../http/respond.js';
import { nextUpdatedAt } from '../orders/operations.js';
import { isUniqueViolation } from '../payouts/unique-violation.js';
import { readCurrency } from '../settings/queries.js';
import { findTransaction } from './queries.js';

const { notFound } = transactionMessages;

/**
 * `PUT /api/admin/transactions/{id}/status` (finance): a pending transaction becomes succeeded or
 * failed, once; any other state is a 422 naming it. Stale-checked and audited. The roll-up
 * triggers move its amount into the dashboard's figures as it succeeds.
 */
const transactionStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    adminPaths.api.transactionStatus,
    {
      config: { permission: 'money' },
      schema: {
        summary: 'Settle a pending transaction as succeeded or failed (once)',
        description:
          'Only from `pending`: any other state is a 422 `invalid_transition` naming it (`errors.status`). Sent as `POST` with `_method=PUT`; `updated_at` as loaded (409 when stale).',
        tags: ['transactions'],
        params: idParamsSchema(notFound),
        body: transactionStatusRequestSchema,
        response: { 200: transactionDetailAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      try {
        await auditedChange(app.db, async (trx) => {
          const query = trx.selectFrom('transactions').selectAll().where('id', '=', id);
          const current = foundRecord(
            await (app.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst(),
            notFound,
          );
          if (current.updated_at !== input.updated_at)
            throw new ConflictError(transactionStatusMessages.stale);
          if (current.status !== 'pending')
            throw new ValidationError(
              { status: [transactionStatusMessages.notPending(current.status)] },
              undefined,
              'invalid_transition',
            );
          const updated = await trx
            .updateTable('transactions')
            .set({ status: input.status, updated_at: nextUpdatedAt(current.updated_at) })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAuditEvent(trx, {
            ...auditSourceOf(request),
            action: 'transaction.status_changed',
            entityType: 'transaction',
            entityId: id,
            ...changedFields(current, updated, ['status']),
          });
        });
      } catch (error) {
        // A pending payout of an order another payout already settled.
        if (isUniqueViolation(error))
          throw new ValidationError({ status: [payoutMessages.alreadyPaid] }, undefined, 'refused');
        throw error;
      }
      const [transaction, currency] = await Promise.all([
        findTransaction(app.db, id),
        readCurrency(app.db),
      ]);
      return ok(
        { currency, ...foundRecord(transaction, notFound) },
        transactionStatusMessages.changed(input.status),
      );
    },
  );
};

export default transactionStatusRoute;
