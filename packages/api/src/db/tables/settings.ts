import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Platform settings: one row per named value (texts of the public pages, contact details, rates). */
export interface SettingsTable {
  id: Generated<number>;
  name: string;
  value: string;
  /** A type label the back office shows (see `settingTypes` in the contract). */
  type: string;
  /** 1 when visitors may read it by name without a token. */
  is_public: number;
  created_at: string;
  updated_at: string;
}

export interface SettingsTables {
  settings: SettingsTable;
}

export type SettingRow = Selectable<SettingsTable>;
export type NewSettingRow = Insertable<SettingsTable>;
export type SettingUpdate = Updateable<SettingsTable>;
