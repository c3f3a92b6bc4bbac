import { orderMoneyOf, orderOperationMessages } from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { auditSourceOf, recordAuditEvent } from '../../audit/record.js';
import type { DB } from '../../db/schema.js';
import type { OrderRow, TransactionRow } from '../../db/tables/marketplace.js';
import { ValidationError } from '../../http/errors.js';
import { moneyText } from './money-text.js';
import { insertTransaction, orderTransactionRows, refundMethodOf } from './operations.js';

/**
 * Refunds `amount` halalas of `order` in the caller's transaction: at most what was paid less
 * what was already refunded (a 422 on `field` naming the refundable amount otherwise), as a
 * succeeded `refund` transaction by the method the customer paid with, audited on the order.
 * The caller holds the order (locked on PostgreSQL), so two refunds cannot both pass the bound.
 */
export async function refundOrder(
  trx: Transaction<DB>,
  request: FastifyRequest,
  order: Pick<OrderRow, 'id'>,
  {
    amount,
    reason,
    currency,
    field,
  }: { amount: number; reason?: string | undefined; currency: string; field: string },
): Promise<TransactionRow> {
  const transactions = await orderTransactionRows(trx, order.id);
  const { refundable } = orderMoneyOf(transactions);
  const method = refundMethodOf(transactions);
  // Nothing was paid (or all of it was refunded): a rule of the order, not a mistyped amount.
  if (refundable === 0 || method === null)
    throw new ValidationError(
      { [field]: [orderOperationMessages.nothingToRefund] },
      undefined,
      'refused',
    );
  if (amount > refundable)
    throw new ValidationError({
      [field]: [orderOperationMessages.refundTooLarge(moneyText(refundable, currency))],
    });
  const refund = await insertTransaction(trx, {
    orderId: order.id,
    type: 'refund',
    amount,
    commissionAmount: 0,
    method,
    status: 'succeeded',
  });
  await recordAuditEvent(trx, {
    ...auditSourceOf(request),
    action: 'order.refunded',
    entityType: 'order',
    entityId: order.id,
    before: { refundable },
    after: {
      refund_amount: amount,
      refundable: refundable - amount,
      transaction: refund.reference,
    },
    reason: reason ?? null,
  });
  return refund;
}
