import type { SettingCardSetting } from '../SettingCard';

/** Edits not saved yet: setting id → the text in its box (specification §4). */
export type PendingEdits = Readonly<Record<number, string>>;

/**
 * The pending edits after a change of one box. A box typed back to its saved value is no longer
 * an edit, so the save button only wakes for real changes.
 */
export function applyEdit(
  edits: PendingEdits,
  setting: Pick<SettingCardSetting, 'id' | 'value'>,
  value: string,
): PendingEdits {
  if (value === setting.value) {
    if (!(setting.id in edits)) return edits;
    const { [setting.id]: _dropped, ...rest } = edits;
    return rest;
  }
  return { ...edits, [setting.id]: value };
}

export function hasPendingEdits(edits: PendingEdits): boolean {
  return Object.keys(edits).length > 0;
}

/** A value the server would refuse as empty (the box is required). */
export function isBlank(value: string): boolean {
  return value.trim().length === 0;
}
