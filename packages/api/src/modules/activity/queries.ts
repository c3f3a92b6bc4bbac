import type {
  ActivityEvent,
  ActivityListQuery,
  AuditAction,
  AuditEntityType,
} from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { contains, countRows, type CountCap } from '../../http/list-query.js';
import { dayAfter, dayStart } from '../../time.js';

/**
 * Events matching the activity list's search and filters (shared by its count and its page). The
 * search looks in who acted (their name), the reason, the address and the record's id.
 */
export function matchingEvents(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  query: ActivityListQuery,
) {
  let rows = db.selectFrom('audit_events').leftJoin('admins', 'admins.id', 'audit_events.admin_id');
  if (query.search) {
    const text = query.search;
    rows = rows.where((eb) =>
      eb.or([
        // The few admins named so, found once (not a folded name compared on every event).
        eb(
          'audit_events.admin_id',
          'in',
          eb
            .selectFrom('admins')
            .select('admins.id')
            .where(contains(dialect, 'admins.name', text)),
        ),
        contains(dialect, 'audit_events.reason', text),
        // Addresses hold no Arabic to fold: compared as stored.
        contains(dialect, { asIs: 'audit_events.ip' }, text),
        eb('audit_events.entity_id', '=', text),
      ]),
    );
  }
  if (query.admin_id !== undefined) rows = rows.where('audit_events.admin_id', '=', query.admin_id);
  if (query.entity_type !== undefined)
    rows = rows.where('audit_events.entity_type', '=', query.entity_type);
  if (query.entity_id !== undefined)
    rows = rows.where('audit_events.entity_id', '=', query.entity_id);
  if (query.action !== undefined) rows = rows.where('audit_events.action', '=', query.action);
  if (query.from !== undefined)
    rows = rows.where('audit_events.created_at', '>=', dayStart(query.from, timeZone));
  if (query.to !== undefined)
    rows = rows.where('audit_events.created_at', '<', dayAfter(query.to, timeZone));
  return rows;
}

export function countEvents(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  query: ActivityListQuery,
  cap?: CountCap,
) {
  return countRows(matchingEvents(db, dialect, timeZone, query), cap);
}

/** One page, by time (then id, so events of one millisecond keep their order). */
export async function eventPage(
  db: Kysely<DB>,
  dialect: Dialect,
  timeZone: string,
  query: ActivityListQuery,
  limit: number,
  offset: number,
): Promise<ActivityEvent[]> {
  const rows = await matchingEvents(db, dialect, timeZone, query)
    .select([
      'audit_events.id',
      'audit_events.admin_id',
      'admins.name as admin_name',
      'audit_events.action',
      'audit_events.entity_type',
      'audit_events.entity_id',
      'audit_events.before_values',
      'audit_events.after_values',
      'audit_events.reason',
      'audit_events.ip',
      'audit_events.user_agent',
      'audit_events.created_at',
    ])
    .orderBy('audit_events.created_at', query.sort.direction)
    .orderBy('audit_events.id', query.sort.direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    admin:
      row.admin_id !== null && row.admin_name !== null
        ? { id: row.admin_id, name: row.admin_name }
        : null,
    action: row.action as AuditAction,
    entity_type: row.entity_type as AuditEntityType,
    entity_id: row.entity_id,
    before: parsedValues(row.before_values),
    after: parsedValues(row.after_values),
    reason: row.reason,
    ip: row.ip,
    user_agent: row.user_agent,
    created_at: row.created_at,
  }));
}

function parsedValues(json: string | null): Record<string, unknown> | null {
  return json === null ? null : (JSON.parse(json) as Record<string, unknown>);
}
