import type { Kysely, Migration } from 'kysely';

/**
 * Issue 20: the photographer a visitor prefers when booking (`preferred_photographer_id`,
 * nullable). A wish, not an assignment: the order stays unassigned (`photographer_id` null) until
 * an operator assigns someone, so the customer's "photographer assigned" message follows the
 * operator's decision. Nullable: older orders and the demo seed need nothing.
 */
export const orderPreferredPhotographer: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('preferred_photographer_id', 'integer', (c) => c.references('photographers.id'))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').dropColumn('preferred_photographer_id').execute();
  },
};
