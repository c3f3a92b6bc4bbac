import { adminPaths, fillPath, settingMessages, settingValueProblem } from '@laqta/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../src/modules/settings/defaults.js';
import { ensureDefaultSettings } from '../src/modules/settings/ensure-default-settings.js';
import { readCurrency } from '../src/modules/settings/queries.js';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';

// Probes of issue 19: the batch store could give a platform setting another type and so store a
// value its own type refuses (a currency "XX" broke the money formatting of every admin screen).

const silentLog = { info() {}, warn() {}, error() {} };

describe('the platform settings as shipped', () => {
  it('each hold a value their own type accepts', () => {
    for (const setting of defaultSettings)
      expect(settingValueProblem(setting.type, setting.value), setting.name).toBeNull();
  });
});

describeOnEachDatabase(
  'probes: a setting value is checked by its type wherever it is written',
  (t) => {
    let authorization: string;
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
    });

    const store = (settings: Array<Record<string, string>>) =>
      t.app().inject({
        method: 'POST',
        url: adminPaths.api.settings,
        headers: { authorization },
        payload: { settings },
      });
    const update = (id: number, value: string) =>
      t.app().inject({
        method: 'PUT',
        url: fillPath(adminPaths.api.setting, { id }),
        headers: { authorization },
        payload: { value },
      });
    const row = (name: string) =>
      t.db().selectFrom('settings').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

    it('refuses a batch that gives a platform setting another type (422 in Arabic), saving nothing', async () => {
      const response = await store([
        { name: 'contact_phone', value: '+966 55 111 2222', type: 'phone' },
        { name: 'currency', value: 'XX', type: 'text' },
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: settingMessages.builtInTypeLocked('currency'),
        errors: { 'settings.1.type': [settingMessages.builtInTypeLocked('currency')] },
        code: 'validation_failed',
      });
      expect(await row('currency')).toMatchObject({ type: 'currency', value: 'SAR' });
      expect((await row('contact_phone')).value).not.toBe('+966 55 111 2222');
    });

    it('refuses a currency "XX" in the batch and alone', async () => {
      const batch = await store([{ name: 'currency', value: 'XX', type: 'currency' }]);
      expect(batch.statusCode).toBe(422);
      expect(batch.json().errors).toEqual({
        'settings.0.value': [settingMessages.currencyInvalid],
      });
      const single = await update((await row('currency')).id, 'XX');
      expect(single.statusCode).toBe(422);
      expect(single.json().errors).toEqual({ value: [settingMessages.currencyInvalid] });
      expect((await row('currency')).value).toBe('SAR');
    });

    it('checks a platform setting by its own type even where a stored row says otherwise', async () => {
      // As the batch store could leave it before this fix.
      await t
        .db()
        .updateTable('settings')
        .set({ type: 'text' })
        .where('name', '=', 'currency')
        .execute();
      const single = await update((await row('currency')).id, 'XX');
      expect(single.statusCode).toBe(422);
      expect(single.json().errors).toEqual({ value: [settingMessages.currencyInvalid] });
      const batch = await store([{ name: 'currency', value: 'USD', type: 'currency' }]);
      expect(batch.statusCode).toBe(200);
      expect(await row('currency')).toMatchObject({ type: 'currency', value: 'USD' });
      await update((await row('currency')).id, 'SAR');
    });

    it("lets an admin's own setting change type, checking the value by the new one", async () => {
      expect(
        (await store([{ name: 'support_link', value: 'اتصل بنا', type: 'text' }])).statusCode,
      ).toBe(200);
      const notAUrl = await store([{ name: 'support_link', value: 'اتصل بنا', type: 'url' }]);
      expect(notAUrl.statusCode).toBe(422);
      expect(notAUrl.json().errors).toEqual({ 'settings.0.value': [settingMessages.urlInvalid] });

      const retyped = await store([
        { name: 'support_link', value: 'https://laqta.sa/help', type: 'url' },
      ]);
      expect(retyped.statusCode).toBe(200);
      const single = await update((await row('support_link')).id, 'اتصل بنا');
      expect(single.statusCode).toBe(422);
      expect(single.json().errors).toEqual({ value: [settingMessages.urlInvalid] });
    });

    it('gives a platform setting its own type back on start, and money keeps its currency meanwhile', async () => {
      await t
        .db()
        .updateTable('settings')
        .set({ type: 'text', value: 'XX' })
        .where('name', '=', 'currency')
        .execute();
      expect(await readCurrency(t.db())).toBe('SAR');

      await ensureDefaultSettings({ db: t.db(), log: silentLog });
      expect(await row('currency')).toMatchObject({ type: 'currency', value: 'XX' });
      await t
        .db()
        .updateTable('settings')
        .set({ value: 'SAR' })
        .where('name', '=', 'currency')
        .execute();
    });
  },
  withTestAdmin,
);
