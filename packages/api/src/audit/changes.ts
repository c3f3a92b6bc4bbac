export type FieldValues = Record<string, unknown>;

/**
 * The fields of `fields` whose values differ between two versions of a record, as the
 * before/after pair the audit trail stores (only what changed, so a timeline shows the change).
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
  fields: ReadonlyArray<keyof T & string>,
): { before: FieldValues; after: FieldValues } {
  const changed = { before: {} as FieldValues, after: {} as FieldValues };
  for (const field of fields) {
    if (before[field] === after[field]) continue;
    changed.before[field] = before[field];
    changed.after[field] = after[field];
  }
  return changed;
}

/** Whether a changedFields() pair holds any change. */
export function hasChanges(changes: { after: FieldValues }): boolean {
  return Object.keys(changes.after).length > 0;
}
