import type { Kysely, Migration } from 'kysely';
import { withId } from './helpers.js';

/**
 * The audit trail (issue 12): one row per change an admin (or a sign-in attempt) made, written in
 * the transaction of the change itself. Indexed for the activity list's filters, newest first.
 */
export const auditEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('audit_events'))
      // Null for a failed sign-in with an e-mail no admin has; kept when the admin is deleted.
      .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('before_values', 'text')
      .addColumn('after_values', 'text')
      .addColumn('reason', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    const indexes: Array<[string, string[]]> = [
      ['audit_events_created_at_index', ['created_at']],
      ['audit_events_admin_index', ['admin_id', 'created_at']],
      ['audit_events_entity_index', ['entity_type', 'entity_id', 'created_at']],
      ['audit_events_action_index', ['action', 'created_at']],
    ];
    for (const [name, columns] of indexes)
      await db.schema.createIndex(name).on('audit_events').columns(columns).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_events').execute();
  },
};
