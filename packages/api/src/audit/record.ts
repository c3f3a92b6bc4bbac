import type { AuditAction, AuditEntityType } from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowIso } from '../time.js';
import type { FieldValues } from './changes.js';
import { withoutSecrets } from './secrets.js';

/** Where a change came from: the admin who made it and their request's address and browser. */
export interface AuditSource {
  adminId: number | null;
  ip: string | null;
  userAgent: string | null;
}

/** One change as the trail stores it; `...auditSourceOf(request)` fills in who and from where. */
export interface AuditEvent extends AuditSource {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number | string | null;
  before?: FieldValues | null;
  after?: FieldValues | null;
  reason?: string | null;
}

/** Longest user agent kept: enough to name a browser, not a place to store a payload. */
const USER_AGENT_MAX = 512;

/** The signed-in admin and the request's address and user agent. */
export function auditSourceOf(request: FastifyRequest): AuditSource {
  const userAgent = request.headers['user-agent'];
  return {
    adminId: request.admin?.id ?? null,
    ip: request.ip || null,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  };
}

function jsonOf(values: FieldValues | null | undefined): string | null {
  return values ? JSON.stringify(withoutSecrets(values)) : null;
}

/**
 * Writes one audit event. It takes the transaction the change runs in (never the database), so
 * the event and the change commit together or not at all. Secret keys are dropped (secrets.ts).
 */
export async function recordAuditEvent(trx: Transaction<DB>, event: AuditEvent): Promise<void> {
  await trx
    .insertInto('audit_events')
    .values({
      admin_id: event.adminId,
      action: event.action,
      entity_type: event.entityType,
      entity_id: event.entityId === null ? null : String(event.entityId),
      before_values: jsonOf(event.before),
      after_values: jsonOf(event.after),
      reason: event.reason ?? null,
      ip: event.ip,
      user_agent: event.userAgent,
      created_at: nowIso(),
    })
    .execute();
}
