import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Logger } from '../../logger.js';
import { nowIso } from '../../time.js';
import { defaultSettings } from './defaults.js';

/**
 * Start-up step: inserts every default setting that is missing by name. Existing rows are never
 * touched, so an admin's edits survive restarts; a setting added to the defaults later appears on
 * the next start. Concurrent starts are safe (the unique name makes the second insert a no-op).
 */
export async function ensureDefaultSettings({
  db,
  log,
}: {
  db: Kysely<DB>;
  log: Logger;
}): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('settings').select('name').execute()).map((row) => row.name),
  );
  const missing = defaultSettings.filter((setting) => !existing.has(setting.name));
  if (missing.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('settings')
    .values(
      missing.map((setting) => ({
        name: setting.name,
        value: setting.value,
        type: setting.type,
        is_public: setting.isPublic ? 1 : 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  log.info({ settings: missing.map((setting) => setting.name) }, 'default settings added');
}
