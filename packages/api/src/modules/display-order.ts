import type { AuditAction, DisplayOrderRequest } from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { auditSourceOf, recordAuditEvent } from '../audit/record.js';
import { auditedChange } from '../audit/transaction.js';
import type { DB } from '../db/schema.js';
import { ValidationError } from '../http/errors.js';
import { nowIso } from '../time.js';

/** The ids among `ids` that name no row of `table`. */
async function missingIds(
  db: Transaction<DB>,
  table: 'services' | 'billboards',
  ids: number[],
): Promise<number[]> {
  const found = new Set(
    (await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((r) => r.id),
  );
  return ids.filter((id) => !found.has(id));
}

/**
 * Saves a display order chosen by drag or keyboard (services, billboards): each named row takes
 * its new `sort_order`; rows whose position did not change are left alone (no event), the others
 * are audited one by one, all in one transaction. Unknown ids are a 422 naming them.
 */
export async function saveDisplayOrder(
  db: Kysely<DB>,
  request: FastifyRequest,
  table: 'services' | 'billboards',
  entity: { type: 'service' | 'billboard'; action: AuditAction; unknown: string },
  order: DisplayOrderRequest,
): Promise<number> {
  const ids = order.items.map((item) => item.id);
  return auditedChange(db, async (trx) => {
    const missing = await missingIds(trx, table, ids);
    if (missing.length > 0)
      throw new ValidationError({ items: [`${entity.unknown}: ${missing.join('، ')}`] });
    const current = new Map(
      (
        await trx.selectFrom(table).select(['id', 'sort_order']).where('id', 'in', ids).execute()
      ).map((row) => [row.id, Number(row.sort_order)]),
    );
    let moved = 0;
    const now = nowIso();
    for (const item of order.items) {
      const before = current.get(item.id);
      if (before === item.sort_order) continue;
      await trx
        .updateTable(table)
        .set({ sort_order: item.sort_order, updated_at: now })
        .where('id', '=', item.id)
        .execute();
      await recordAuditEvent(trx, {
        ...auditSourceOf(request),
        action: entity.action,
        entityType: entity.type,
        entityId: item.id,
        before: { sort_order: before },
        after: { sort_order: item.sort_order },
      });
      moved += 1;
    }
    return moved;
  });
}
