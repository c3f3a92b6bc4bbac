import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Logger } from '../../logger.js';
import { nowIso } from '../../time.js';
import { defaultSettings } from './defaults.js';

/**
 * A platform setting whose type was changed (the batch store allowed it before issue 19) gets its
 * own type back, so its value rules hold again; the value is left as the admin saved it.
 */
async function restoreBuiltInTypes(
  db: Kysely<DB>,
  log: Logger,
  existing: ReadonlyMap<string, string>,
): Promise<void> {
  const retyped = defaultSettings.filter(
    (setting) => existing.has(setting.name) && existing.get(setting.name) !== setting.type,
  );
  for (const setting of retyped)
    await db
      .updateTable('settings')
      .set({ type: setting.type })
      .where('name', '=', setting.name)
      .execute();
  if (retyped.length > 0)
    log.warn({ settings: retyped.map((setting) => setting.name) }, 'setting types restored');
}

/**
 * Start-up step: inserts every default setting that is missing by name, and gives a platform
 * setting its own type back. Existing values are never touched, so an admin's edits survive
 * restarts; a setting added to the defaults later appears on the next start. Concurrent starts
 * are safe (the unique name makes the second insert a no-op).
 */
export async function ensureDefaultSettings({
  db,
  log,
}: {
  db: Kysely<DB>;
  log: Logger;
}): Promise<void> {
  const existing = new Map(
    (await db.selectFrom('settings').select(['name', 'type']).execute()).map((row) => [
      row.name,
      row.type,
    ]),
  );
  await restoreBuiltInTypes(db, log, existing);
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
