import { auditEntityLabels, type ActivityEvent } from '@laqta/contract';
import { formatNumber } from '../../../format/number';

/**
 * The record an event acted on, in words: "خدمة رقم ٣"; the kind alone when the event names no
 * record (a failed sign-in with an unknown e-mail).
 */
export function entityNameOf(event: {
  entity_type: string;
  entity_id: ActivityEvent['entity_id'];
}): string {
  // A kind this build does not know yet (or none) keeps its name.
  const labels: Record<string, string | undefined> = auditEntityLabels;
  const kind = labels[event.entity_type] ?? event.entity_type;
  if (event.entity_id === null) return kind;
  const id = /^\d+$/.test(event.entity_id)
    ? formatNumber(Number(event.entity_id))
    : event.entity_id;
  return `${kind} رقم ${id}`;
}
