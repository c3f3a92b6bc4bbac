import { settingNames, type Setting } from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SettingRow } from '../../db/tables/settings.js';

/** A row as the API shows it (spec §3: id, name, value, type). */
export function toSetting(row: Pick<SettingRow, 'id' | 'name' | 'value' | 'type'>): Setting {
  return { id: row.id, name: row.name, value: row.value, type: row.type };
}

export async function findSettingByName(
  db: Kysely<DB>,
  name: string,
): Promise<SettingRow | undefined> {
  return db.selectFrom('settings').selectAll().where('name', '=', name).executeTakeFirst();
}

/** The legal texts are long and each has its page and call (by name): not in the public list. */
const servedByName = [settingNames.privacyPolicy, settingNames.termsAndConditions];

export async function listPublicSettings(db: Kysely<DB>): Promise<Setting[]> {
  const rows = await db
    .selectFrom('settings')
    .select(['id', 'name', 'value', 'type'])
    .where('is_public', '=', 1)
    .where('name', 'not in', servedByName)
    .orderBy('id')
    .execute();
  return rows.map(toSetting);
}
