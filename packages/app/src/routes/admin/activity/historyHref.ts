import { adminPaths } from '@laqta/contract';
import { listHref } from '../../../lists/links';

/** A record's whole history: the activity page narrowed to it (to its kind when it names none). */
export function historyHref(event: { entity_type: string; entity_id: string | null }): string {
  return listHref(adminPaths.pages.activity, {
    entity_type: event.entity_type,
    ...(event.entity_id !== null ? { entity_id: event.entity_id } : {}),
  });
}
