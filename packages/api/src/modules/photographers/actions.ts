import {
  photographerActionLabels,
  photographerMessages,
  photographerStatusLabels,
  photographerTransitions,
  photographerWriteMessages,
  type AuditAction,
  type Photographer,
  type PhotographerAction,
  type PhotographerFutureOrder,
} from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { foundRecord } from '../../http/respond.js';
import { checkedTransition, requireFresh } from '../../http/state-change.js';
import { nowIso } from '../../time.js';
import { findPhotographerRecord, futureConfirmedOrders, setPhotographerStatus } from './writes.js';

/**
 * 409 `conflict` (not a stale edit): suspending a photographer with confirmed sessions ahead needs
 * the admin's `confirm`.
 */
export class SuspensionNeedsConfirmation extends HttpError {
  constructor(readonly orders: PhotographerFutureOrder[]) {
    super(409, photographerWriteMessages.confirmSuspension(orders.length), 'conflict');
    this.name = 'SuspensionNeedsConfirmation';
  }
}

const auditActionOf: Record<PhotographerAction, AuditAction> = {
  approve: 'photographer.approved',
  reject: 'photographer.rejected',
  suspend: 'photographer.suspended',
  reinstate: 'photographer.reinstated',
};

export interface PhotographerActionInput {
  action: PhotographerAction;
  reason: string | undefined;
  confirm: boolean;
}

/**
 * One photographer's state-machine action, inside the caller's transaction (one photographer's
 * route, or one row of a bulk): stale → 409, a refused transition → 422 naming the state, a
 * suspension with confirmed orders ahead → 409 asking for `confirm`; then the change and its
 * audit event.
 */
export async function applyPhotographerAction(
  trx: Transaction<DB>,
  request: FastifyRequest,
  id: number,
  input: PhotographerActionInput,
  seen: string | undefined,
): Promise<Photographer> {
  const current = foundRecord(await findPhotographerRecord(trx, id), photographerMessages.notFound);
  requireFresh(current.updated_at, seen);
  const to = checkedTransition({
    table: photographerTransitions,
    action: input.action,
    state: current.status,
    actionLabels: photographerActionLabels,
    stateLabels: photographerStatusLabels,
    reason: input.reason,
  });
  if (input.action === 'suspend' && !input.confirm) {
    const orders = await futureConfirmedOrders(trx, id, nowIso());
    if (orders.length > 0) throw new SuspensionNeedsConfirmation(orders);
  }
  const keepsReason = photographerTransitions[input.action].reasonRequired;
  await setPhotographerStatus(trx, id, {
    status: to,
    reason: keepsReason ? (input.reason ?? null) : null,
    rejected: input.action === 'reject',
  });
  const after = foundRecord(await findPhotographerRecord(trx, id), photographerMessages.notFound);
  const action = auditActionOf[input.action];
  await recordRowChange(trx, {
    ...auditSourceOf(request),
    entityType: 'photographer',
    actions: { created: action, updated: action },
    before: current,
    after,
    fields: ['status', 'status_reason', 'rejected_at'],
    reason: input.reason ?? null,
  });
  return after;
}
