import {
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  aboutSettingNames,
  canonicalTimeZone,
  settingConflictMessage,
  settingNames,
  settingValueProblem,
  type AdminSetting,
  type Setting,
  type SettingEntry,
  type SettingsListQuery,
} from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Dialect } from '../../db/dialect.js';
import type { SettingRow } from '../../db/tables/settings.js';
import { ConflictError } from '../../http/errors.js';
import { contains } from '../../http/list-query.js';
import { nowIso } from '../../time.js';
import { defaultSettings } from './defaults.js';
import { noteSettingsWrite, settingsCacheOf } from './settings-cache.js';

/** A row as the API shows it (spec §3: id, name, value, type). */
export function toSetting(row: Pick<SettingRow, 'id' | 'name' | 'value' | 'type'>): Setting {
  return { id: row.id, name: row.name, value: row.value, type: row.type };
}

/** A row as the back office sees it: with `updated_at`, which it sends back with an edit. */
export function toAdminSetting(
  row: Pick<SettingRow, 'id' | 'name' | 'value' | 'type' | 'updated_at'>,
): AdminSetting {
  return { ...toSetting(row), updated_at: row.updated_at };
}

/**
 * Every setting as one read serves them (settings-cache.ts keeps it per process until the
 * settings change): rows by name, and the public list. Frozen, since every request shares them.
 */
interface SettingsSnapshot {
  byName: ReadonlyMap<string, SettingRow>;
  publicList: readonly Setting[];
  aboutList: readonly Setting[];
}

/**
 * Public texts that only their own page shows, so they are not in the public list every page
 * reads (and every prerendered page carries in its HTML): the legal texts, each read by name on its
 * page, and the about page's texts, read together on that page (`GET /api/settings/about`): ~1.7 KB
 * of Arabic, ~0.9 KB of the landing's 6.9 KB of brotli (issue 15).
 */
const aboutNames: readonly string[] = aboutSettingNames;
const servedWithTheirPage: readonly string[] = [
  settingNames.privacyPolicy,
  settingNames.termsAndConditions,
  ...aboutNames,
];

async function readSnapshot(db: Kysely<DB>): Promise<SettingsSnapshot> {
  const rows = await db.selectFrom('settings').selectAll().orderBy('id').execute();
  const publicSettings = (keep: (row: SettingRow) => boolean) =>
    Object.freeze(
      rows
        .filter((row) => row.is_public === 1 && keep(row))
        .map((row) => Object.freeze(toSetting(row))),
    );
  return {
    byName: new Map(rows.map((row) => [row.name, Object.freeze(row)])),
    publicList: publicSettings((row) => !servedWithTheirPage.includes(row.name)),
    aboutList: publicSettings((row) => aboutNames.includes(row.name)),
  };
}

/**
 * The settings from this process's cache; undefined inside a transaction, which must read its own
 * writes from the database.
 */
function cachedSnapshot(db: Kysely<DB>): Promise<SettingsSnapshot> | undefined {
  return settingsCacheOf(db, readSnapshot)?.read();
}

/**
 * A token that stays the same object while the settings have not changed (the cache's snapshot):
 * what is derived from the settings and kept (a rendered page) is current while its token is
 * `===` the one this answers; it changes within the cache's version check of any settings commit
 * (at once after a write through this process).
 */
export async function settingsRevision(db: Kysely<DB>): Promise<object> {
  return cachedSnapshot(db) ?? readSnapshot(db);
}

/**
 * Makes this process's settings at least as new as the settings `version` (read from the
 * database): when its snapshot was read under an older one, it is read again now rather than at
 * the next periodic check. What is drawn next is then drawn from settings no older than `version`
 * (plugins/kept-answers.ts keeps answers under the database's versions).
 */
export async function settingsAtLeast(db: Kysely<DB>, version: number): Promise<void> {
  await settingsCacheOf(db, readSnapshot)?.atLeast(version);
}

/** One setting by name (from the cache outside a transaction). The row is shared: never change it. */
export async function findSettingByName(
  db: Kysely<DB>,
  name: string,
): Promise<SettingRow | undefined> {
  const snapshot = cachedSnapshot(db);
  if (snapshot) return (await snapshot).byName.get(name);
  return db.selectFrom('settings').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function findSettingById(db: Kysely<DB>, id: number): Promise<SettingRow | undefined> {
  return db.selectFrom('settings').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The currency of every money amount the API answers: the `currency` setting, or the default
 * while it is blank. Every module that answers money reads it here.
 */
export async function readCurrency(db: Kysely<DB>): Promise<string> {
  const row = await findSettingByName(db, settingNames.currency);
  const code = row?.value.trim() ?? '';
  // A code stored before every write was checked (e.g. "XX") must not break every amount shown.
  return code !== '' && settingValueProblem('currency', code) === null ? code : DEFAULT_CURRENCY;
}

/** The commission rate used while the settings hold none (percent). */
export const DEFAULT_COMMISSION_RATE = 15;

/** The commission rate (percent, 0–100) from the settings, e.g. 15; the default when unusable. */
export async function readCommissionRate(db: Kysely<DB>): Promise<number> {
  const row = await findSettingByName(db, settingNames.commissionRate);
  const rate = Number(row?.value);
  return row && Number.isFinite(rate) && rate >= 0 && rate <= 100 ? rate : DEFAULT_COMMISSION_RATE;
}

/**
 * The platform's time zone (IANA, canonical): the `timezone` setting, or the default while it is
 * blank or unusable. Every business day, month and "today" is counted in it (time.ts).
 */
export async function readTimeZone(db: Kysely<DB>): Promise<string> {
  const row = await findSettingByName(db, settingNames.timeZone);
  return canonicalTimeZone(row?.value.trim() ?? '') ?? DEFAULT_TIME_ZONE;
}

/** The public settings, legal texts aside (from the cache outside a transaction; rows frozen). */
export async function listPublicSettings(db: Kysely<DB>): Promise<Setting[]> {
  // A copy of the shared list (twenty references), so a caller may sort or add to its own.
  return [...(await (cachedSnapshot(db) ?? readSnapshot(db))).publicList];
}

/** The about page's public settings (its texts and video), as `GET /api/settings/about` lists them. */
export async function listAboutSettings(db: Kysely<DB>): Promise<Setting[]> {
  return [...(await (cachedSnapshot(db) ?? readSnapshot(db))).aboutList];
}

/** Every setting for the back office, optionally of one type and/or containing `search` (name or value). */
export async function listSettings(
  db: Kysely<DB>,
  dialect: Dialect,
  { type, search }: SettingsListQuery,
): Promise<AdminSetting[]> {
  let rows = db.selectFrom('settings').select(['id', 'name', 'value', 'type', 'updated_at']);
  if (type) rows = rows.where('type', '=', type);
  if (search)
    rows = rows.where((eb) =>
      eb.or([contains(dialect, 'name', search), contains(dialect, 'value', search)]),
    );
  return (await rows.orderBy('id').execute()).map(toAdminSetting);
}

/**
 * A timestamp later than `previous`, so two saves within one millisecond still differ and a client
 * holding the older `updated_at` is always told its copy is stale.
 */
function nextStamp(previous: string): string {
  const now = nowIso();
  if (now > previous) return now;
  const after = Date.parse(previous) + 1;
  return Number.isNaN(after) ? now : new Date(after).toISOString();
}

type Writer = Kysely<DB>;

/**
 * Writes `value` (and `type`) over `row` unless someone else saved it first: the update only matches
 * the `updated_at` read, so of two racing saves the second changes nothing and is told so (409).
 */
async function overwrite(
  trx: Writer,
  row: SettingRow,
  changes: { value: string; type?: string },
): Promise<SettingRow> {
  const updated = await trx
    .updateTable('settings')
    .set({ ...changes, updated_at: nextStamp(row.updated_at) })
    .where('id', '=', row.id)
    .where('updated_at', '=', row.updated_at)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new ConflictError(settingConflictMessage(row.name));
  return updated;
}

/** The outcome of updating one value: the new row, or why not. */
export type UpdateOutcome =
  | { status: 'updated'; row: SettingRow }
  | { status: 'not_found' }
  | { status: 'stale'; row: SettingRow };

/** `value` as typed into setting `id`; `loadedUpdatedAt`, when given, must still be current. */
export async function updateSettingValue(
  db: Kysely<DB>,
  id: number,
  value: string,
  loadedUpdatedAt?: string,
): Promise<UpdateOutcome> {
  noteSettingsWrite();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('settings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return { status: 'not_found' } as const;
    if (loadedUpdatedAt !== undefined && loadedUpdatedAt !== row.updated_at)
      return { status: 'stale', row } as const;
    return { status: 'updated', row: await overwrite(trx, row, { value }) } as const;
  });
}

/**
 * Whether a setting created through the back office is readable by visitors: the platform's own
 * settings keep the visibility they ship with (an about text re-created is public again); any
 * other name stays private until made public.
 */
function publicByDefault(name: string): boolean {
  return defaultSettings.some((setting) => setting.name === name && setting.isPublic);
}

/**
 * Creates or updates every entry by name in one transaction: any stale entry (409) or failure
 * leaves every setting as it was. New settings are private until made public.
 */
export async function storeSettings(
  db: Kysely<DB>,
  entries: readonly SettingEntry[],
): Promise<SettingRow[]> {
  noteSettingsWrite();
  return db.transaction().execute(async (trx) => {
    const existing = new Map(
      (
        await trx
          .selectFrom('settings')
          .selectAll()
          .where(
            'name',
            'in',
            entries.map((entry) => entry.name),
          )
          .execute()
      ).map((row) => [row.name, row]),
    );
    const saved: SettingRow[] = [];
    for (const entry of entries) {
      const row = existing.get(entry.name);
      if (row) {
        if (entry.updated_at !== undefined && entry.updated_at !== row.updated_at)
          throw new ConflictError(settingConflictMessage(row.name));
        saved.push(await overwrite(trx, row, { value: entry.value, type: entry.type }));
        continue;
      }
      const now = nowIso();
      const inserted = await trx
        .insertInto('settings')
        .values({
          name: entry.name,
          value: entry.value,
          type: entry.type,
          is_public: publicByDefault(entry.name) ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        // Another admin created the same name a moment ago: theirs stands; this batch is refused.
        .onConflict((conflict) => conflict.column('name').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) throw new ConflictError(settingConflictMessage(entry.name));
      saved.push(inserted);
    }
    return saved;
  });
}
