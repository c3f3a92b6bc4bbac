import { adminPaths, fillPath } from '@laqta/contract';
import type { AdminRecordPage } from '../../../lists/links';

/**
 * The page of each kind of record the audit trail names, by its `entity_type`. Kinds that contract
 * does not list yet (orders, customers… once their writes are audited) are here already, so their
 * events link the day they appear. Admins have no page every role may open (the team is the owner's).
 */
const recordPages: Partial<Record<string, AdminRecordPage>> = {
  service: adminPaths.pages.service,
  suggestion: adminPaths.pages.suggestion,
  order: adminPaths.pages.order,
  customer: adminPaths.pages.customer,
  photographer: adminPaths.pages.photographer,
  billboard: adminPaths.pages.billboard,
  transaction: adminPaths.pages.transaction,
};

/** Where an event's record is shown: its detail page, the settings page for a setting, or none. */
export function recordPageOf(event: {
  entity_type: string;
  entity_id: string | null;
}): string | null {
  if (event.entity_type === 'setting') return adminPaths.pages.settings;
  const page = recordPages[event.entity_type];
  return page && event.entity_id !== null ? fillPath(page, { id: event.entity_id }) : null;
}
