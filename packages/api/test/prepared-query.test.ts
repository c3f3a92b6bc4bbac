import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { preparedQuery } from '../src/db/prepared-query.js';
import type { DB } from '../src/db/schema.js';
import { describeOnEachDatabase } from './support/databases.js';

const settingValue = preparedQuery((db: Kysely<DB>, name: string) =>
  db.selectFrom('settings').select(['name', 'value']).where('name', '=', name),
);

describeOnEachDatabase('a query compiled once, run with new values', (t) => {
  it('answers each call for its own values, and sees writes made in between', async () => {
    const [currency] = await settingValue(t.db(), 'currency');
    const [timeZone] = await settingValue(t.db(), 'timezone');
    expect(currency?.name).toBe('currency');
    expect(timeZone?.name).toBe('timezone');
    expect(await settingValue(t.db(), 'no_such_setting')).toEqual([]);

    await t
      .db()
      .updateTable('settings')
      .set({ value: 'KWD' })
      .where('name', '=', 'currency')
      .execute();
    expect((await settingValue(t.db(), 'currency'))[0]?.value).toBe('KWD');
  });

  it('runs inside a transaction on the transaction', async () => {
    await t
      .db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('settings')
          .set({ value: 'BHD' })
          .where('name', '=', 'currency')
          .execute();
        expect((await settingValue(trx, 'currency'))[0]?.value).toBe('BHD');
      });
  });

  it('refuses a value that shapes the query instead of binding to it', async () => {
    const inList = preparedQuery((db: Kysely<DB>, names: string[]) =>
      db.selectFrom('settings').select('name').where('name', 'in', names),
    );
    await expect(inList(t.db(), ['currency', 'timezone'])).rejects.toThrow(
      /not one bound parameter/,
    );
  });
});
