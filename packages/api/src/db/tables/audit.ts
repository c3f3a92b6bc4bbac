import type { Generated, Insertable, Selectable } from 'kysely';

/** Who did what, to which record, and from where (migration 0010, issue 12). */
export interface AuditEventsTable {
  id: Generated<number>;
  /** The admin who acted; null for a failed sign-in with an unknown e-mail. */
  admin_id: number | null;
  /** `<entity>.<verb>`: `setting.updated`, `auth.sign_in_failed`… (contract: auditActions). */
  action: string;
  /** `setting`, `service`, `suggestion`, `admin`… */
  entity_type: string;
  /** The record's id as text (null when the event names no single record). */
  entity_id: string | null;
  /** JSON object of the changed fields' values before the change (null for a creation). */
  before_values: string | null;
  /** JSON object of the changed fields' values after the change. */
  after_values: string | null;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface AuditTables {
  audit_events: AuditEventsTable;
}

export type AuditEventRow = Selectable<AuditEventsTable>;
export type NewAuditEventRow = Insertable<AuditEventsTable>;
