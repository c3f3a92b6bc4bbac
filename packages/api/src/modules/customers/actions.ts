import {
  customerActionLabels,
  customerMessages,
  customerStatusLabels,
  customerTransitions,
  type AuditAction,
  type Customer,
  type CustomerAction,
} from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import type { DB } from '../../db/schema.js';
import { foundRecord } from '../../http/respond.js';
import { checkedTransition, requireFresh } from '../../http/state-change.js';
import { findCustomerRecord, setCustomerStatus } from './writes.js';

const auditActionOf: Record<CustomerAction, AuditAction> = {
  block: 'customer.blocked',
  unblock: 'customer.unblocked',
};

/**
 * Blocks or unblocks one customer inside the caller's transaction (the customer's route, or a
 * bulk row): stale → 409, a refused transition → 422 naming the state, `block` needs a reason.
 */
export async function applyCustomerAction(
  trx: Transaction<DB>,
  request: FastifyRequest,
  id: number,
  input: { action: CustomerAction; reason: string | undefined },
  seen: string | undefined,
): Promise<Customer> {
  const current = foundRecord(await findCustomerRecord(trx, id), customerMessages.notFound);
  requireFresh(current.updated_at, seen);
  const to = checkedTransition({
    table: customerTransitions,
    action: input.action,
    state: current.status,
    actionLabels: customerActionLabels,
    stateLabels: customerStatusLabels,
    reason: input.reason,
  });
  const keepsReason = customerTransitions[input.action].reasonRequired;
  await setCustomerStatus(trx, id, to, keepsReason ? (input.reason ?? null) : null);
  const after = foundRecord(await findCustomerRecord(trx, id), customerMessages.notFound);
  const action = auditActionOf[input.action];
  await recordRowChange(trx, {
    ...auditSourceOf(request),
    entityType: 'customer',
    actions: { created: action, updated: action },
    before: current,
    after,
    fields: ['status', 'blocked_reason'],
    reason: input.reason ?? null,
  });
  return after;
}
