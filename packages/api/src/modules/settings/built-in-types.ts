import { settingMessages, type SettingType } from '@laqta/contract';
import type { FieldErrors } from '../../http/errors.js';
import { ValidationError } from '../../http/errors.js';
import type { SettingRow } from '../../db/tables/settings.js';
import { defaultSettings } from './defaults.js';

const builtInTypes: ReadonlyMap<string, SettingType> = new Map(
  defaultSettings.map((setting) => [setting.name, setting.type]),
);

/**
 * The type a platform setting ships with, or undefined for a setting an admin made. The platform
 * reads its own settings as their type says (a currency code formats every amount, a rate splits
 * every payment), so their type is not the client's to change: a batch that stored the currency
 * as `text` could then store "XX" past the currency rule.
 */
export function builtInTypeOf(name: string): SettingType | undefined {
  return builtInTypes.get(name);
}

/** A row with the type its value must follow: the built-in one for the platform's own settings. */
export function withBuiltInType<R extends Pick<SettingRow, 'name' | 'type'>>(row: R): R {
  return { ...row, type: builtInTypeOf(row.name) ?? row.type };
}

/** Refuses (422, `settings.i.type`) a batch entry that gives a platform setting another type. */
export function refuseBuiltInTypeChanges(
  entries: ReadonlyArray<{ name: string; type: string }>,
): void {
  const errors: FieldErrors = {};
  entries.forEach((entry, index) => {
    const type = builtInTypeOf(entry.name);
    if (type !== undefined && type !== entry.type)
      errors[`settings.${index}.type`] = [settingMessages.builtInTypeLocked(type)];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
