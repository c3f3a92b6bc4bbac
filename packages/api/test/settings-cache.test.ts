import { settingNames } from '@laqta/contract';
import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { auditedChange } from '../src/audit/transaction.js';
import {
  findSettingByName,
  listPublicSettings,
  settingsRevision,
  updateSettingValue,
} from '../src/modules/settings/queries.js';
import { SettingsCache, VERSION_CHECK_MS } from '../src/modules/settings/settings-cache.js';
import { describeOnEachDatabase, type DatabaseSuite } from './support/databases.js';

const versionOf = async (t: DatabaseSuite) => {
  const row = await t
    .db()
    .selectFrom('cache_versions')
    .select('version')
    .where('name', '=', 'settings')
    .executeTakeFirstOrThrow();
  return Number(row.version);
};

describeOnEachDatabase('settings cache (per process, versioned by the database)', (t) => {
  it('reads the database once per version: again only when a write moved the version', async () => {
    // An hour ahead: past the window in which a write of an earlier test forces every check.
    let now = Date.now() + 3_600_000;
    const load = vi.fn(async () => {
      const row = await t
        .db()
        .selectFrom('settings')
        .select('value')
        .where('name', '=', settingNames.contactPhone)
        .executeTakeFirstOrThrow();
      return row.value;
    });
    // A cache of its own with a hand-moved clock (the app's cache runs on Date.now).
    const cache = new SettingsCache(t.db(), load, () => now);
    await cache.read();
    await cache.read();
    now += VERSION_CHECK_MS + 1;
    await cache.read(); // the version is checked again, has not moved: no reload
    expect(load).toHaveBeenCalledTimes(1);

    await t
      .db()
      .updateTable('settings')
      .set({ value: '0500000000' })
      .where('name', '=', settingNames.contactPhone)
      .execute();
    expect(await cache.read()).not.toBe('0500000000'); // within the check interval: kept
    now += VERSION_CHECK_MS + 1;
    expect(await cache.read()).toBe('0500000000'); // checked: the triggers moved the version
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again at once when asked for settings at least as new as a version it has not seen', async () => {
    const now = Date.now() + 3_600_000;
    const load = vi.fn(async () => (await versionOf(t)) * 10);
    const cache = new SettingsCache(t.db(), load, () => now);
    const seen = await versionOf(t);
    expect(await cache.read()).toBe(seen * 10);
    await cache.atLeast(seen); // this one it read: nothing to do
    expect(load).toHaveBeenCalledTimes(1);

    // Another process's write (this process notes nothing): the same value written again.
    await sql`update settings set value = value where name = ${settingNames.contactPhone}`.execute(
      t.db(),
    );
    const moved = await versionOf(t);
    expect(moved).toBeGreaterThan(seen);
    expect(await cache.read()).toBe(seen * 10); // within the check interval: kept
    await cache.atLeast(moved);
    expect(await cache.read()).toBe(moved * 10);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('moves the version with every kind of write to the settings, once committed', async () => {
    const before = await versionOf(t);
    await t
      .db()
      .updateTable('settings')
      .set({ value: 'x' })
      .where('name', '=', 'nothing-such')
      .execute();
    await t
      .db()
      .insertInto('settings')
      .values({
        name: 'cache_probe',
        value: '1',
        type: 'text',
        is_public: 1,
        created_at: 'x',
        updated_at: 'x',
      })
      .execute();
    await t.db().deleteFrom('settings').where('name', '=', 'cache_probe').execute();
    expect(await versionOf(t)).toBeGreaterThanOrEqual(before + 2);
  });

  it('serves a write through this process at once, and a rolled-back write changes nothing', async () => {
    const phone = await findSettingByName(t.db(), settingNames.contactPhone);
    if (!phone) throw new Error('the default settings have a phone');
    const failed = auditedChange(t.db(), async (trx) => {
      await updateSettingValue(trx, phone.id, '0511111111');
      throw new Error('the audit event failed');
    });
    await expect(failed).rejects.toThrow('the audit event failed');
    const versionAfterRollback = await versionOf(t);
    expect((await findSettingByName(t.db(), settingNames.contactPhone))?.value).toBe(phone.value);

    await auditedChange(t.db(), (trx) => updateSettingValue(trx, phone.id, '0522222222'));
    // No wait: the write told this process's cache to check the version on the next read.
    expect((await findSettingByName(t.db(), settingNames.contactPhone))?.value).toBe('0522222222');
    expect(await versionOf(t)).toBeGreaterThan(versionAfterRollback);
    const listed = await listPublicSettings(t.db());
    expect(listed.find((setting) => setting.name === settingNames.contactPhone)?.value).toBe(
      '0522222222',
    );
  });

  it('sees a write made outside the settings module within the check interval', async () => {
    await findSettingByName(t.db(), settingNames.currency); // cached now
    await t
      .db()
      .updateTable('settings')
      .set({ value: 'KWD' })
      .where('name', '=', settingNames.currency)
      .execute();
    await vi.waitFor(
      async () =>
        expect((await findSettingByName(t.db(), settingNames.currency))?.value).toBe('KWD'),
      { timeout: 1000, interval: 20 },
    );
  });

  it('shares rows no caller can change', async () => {
    const row = await findSettingByName(t.db(), settingNames.contactPhone);
    expect(Object.isFrozen(row)).toBe(true);
    const list = await listPublicSettings(t.db());
    list.pop(); // each caller gets its own list
    expect((await listPublicSettings(t.db())).length).toBe(list.length + 1);
  });

  it('keeps one revision token while the settings hold, a new one once a write commits', async () => {
    const first = await settingsRevision(t.db());
    expect(await settingsRevision(t.db())).toBe(first);
    const phone = await findSettingByName(t.db(), settingNames.contactPhone);
    if (!phone) throw new Error('the default settings have a phone');
    await auditedChange(t.db(), (trx) => updateSettingValue(trx, phone.id, '0533333333'));
    expect(await settingsRevision(t.db())).not.toBe(first);
  });
});
