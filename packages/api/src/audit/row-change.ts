import type { AuditAction, AuditEntityType } from '@laqta/contract';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { changedFields, hasChanges } from './changes.js';
import { recordAuditEvent, type AuditSource } from './record.js';

export interface RowChange<Row extends { id: number }> extends AuditSource {
  entityType: AuditEntityType;
  /** The action for a new row (`before` undefined) and for a changed one. */
  actions: { created: AuditAction; updated: AuditAction };
  before: Row | undefined;
  after: Row;
  /** The columns the trail follows (never timestamps, hashes or search columns). */
  fields: ReadonlyArray<keyof Row & string>;
  reason?: string | null;
}

/**
 * Records a row created or changed by a write: every followed field of a new row; only the
 * followed fields that changed for an existing one, and nothing when none did (a save that
 * changed nothing is not an event).
 */
export async function recordRowChange<Row extends { id: number }>(
  trx: Transaction<DB>,
  { entityType, actions, before, after, fields, reason, ...source }: RowChange<Row>,
): Promise<void> {
  if (before === undefined) {
    const created = Object.fromEntries(fields.map((field) => [field, after[field]]));
    await recordAuditEvent(trx, {
      ...source,
      action: actions.created,
      entityType,
      entityId: after.id,
      before: null,
      after: created,
      reason,
    });
    return;
  }
  const changes = changedFields(before, after, fields);
  if (!hasChanges(changes)) return;
  await recordAuditEvent(trx, {
    ...source,
    action: actions.updated,
    entityType,
    entityId: after.id,
    ...changes,
    reason,
  });
}
