import { dashboardPaths, settingMessages } from '@laqta/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessMonthPieces } from '../src/modules/dashboard/business-months.js';
import { dayAfter, dayOf, dayStart, monthOf, monthsUpTo } from '../src/time.js';
import { describeOnEachDatabase } from './support/databases.js';
import { adminAuthorization, insertMarketplaceRows } from './support/marketplace-rows.js';

describe('business days in the platform time zone', () => {
  it('starts a Riyadh day at 21:00 UTC the day before', () => {
    expect(dayStart('2026-05-21', 'Asia/Riyadh')).toBe('2026-05-20T21:00:00.000Z');
    expect(dayAfter('2026-05-21', 'Asia/Riyadh')).toBe('2026-05-21T21:00:00.000Z');
    expect(dayAfter('2026-12-31', 'Asia/Riyadh')).toBe('2026-12-31T21:00:00.000Z');
  });

  it('follows daylight saving where a zone has it (nothing assumes a fixed offset)', () => {
    // Berlin: UTC+1 in winter, UTC+2 from 29 March 2026 at 02:00.
    expect(dayStart('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(dayAfter('2026-03-29', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(dayStart('2026-10-25', 'Europe/Berlin')).toBe('2026-10-24T22:00:00.000Z');
    expect(dayAfter('2026-10-25', 'Europe/Berlin')).toBe('2026-10-25T23:00:00.000Z');
    expect(dayStart('2026-05-21', 'UTC')).toBe('2026-05-21T00:00:00.000Z');
  });

  it('names the day and month of a moment there: 21:30 UTC on 31 May is 1 June in Riyadh', () => {
    const late = new Date('2026-05-31T21:30:00.000Z');
    expect(dayOf(late, 'Asia/Riyadh')).toBe('2026-06-01');
    expect(monthOf(late, 'Asia/Riyadh')).toBe('2026-06');
    expect(monthOf(late, 'UTC')).toBe('2026-05');
    expect(monthOf(new Date('2026-06-01T03:30:00.000Z'), 'America/New_York')).toBe('2026-05');
    expect(monthsUpTo(late, 3, 'Asia/Riyadh')).toEqual(['2026-04', '2026-05', '2026-06']);
    expect(monthsUpTo(new Date('2027-01-15T00:00:00Z'), 2, 'Asia/Riyadh')).toEqual([
      '2026-12',
      '2027-01',
    ]);
  });
});

describe('a business month as roll-up pieces', () => {
  it('is UTC May, plus 30 April 21:00–24:00, less 31 May 21:00–24:00 in Riyadh', () => {
    expect(businessMonthPieces('2026-05', 'Asia/Riyadh')).toEqual({
      month: '2026-05',
      utcMonths: ['2026-05'],
      quarters: [
        { from: '2026-04-30T21:00', to: '2026-05-01T00:00', sign: 1 },
        { from: '2026-05-31T21:00', to: '2026-06-01T00:00', sign: -1 },
      ],
    });
  });

  it('follows a daylight saving change and a half-hour zone', () => {
    // New York: UTC-4 in summer, UTC-5 from 1 November 2026.
    expect(businessMonthPieces('2026-11', 'America/New_York').quarters).toEqual([
      { from: '2026-11-01T00:00', to: '2026-11-01T04:00', sign: -1 },
      { from: '2026-12-01T00:00', to: '2026-12-01T05:00', sign: 1 },
    ]);
    // Kolkata: UTC+5:30.
    expect(businessMonthPieces('2026-05', 'Asia/Kolkata').quarters).toEqual([
      { from: '2026-04-30T18:30', to: '2026-05-01T00:00', sign: 1 },
      { from: '2026-05-31T18:30', to: '2026-06-01T00:00', sign: -1 },
    ]);
    expect(businessMonthPieces('2026-05', 'UTC')).toEqual({
      month: '2026-05',
      utcMonths: ['2026-05'],
      quarters: [],
    });
  });
});

describeOnEachDatabase('the platform time zone setting', (t) => {
  let authorization = '';
  beforeAll(async () => {
    authorization = await adminAuthorization(t.db());
    await insertMarketplaceRows(t.db(), { seed: 'zone', orderCount: 20 });
  });

  const timeZoneSetting = () =>
    t
      .db()
      .selectFrom('settings')
      .selectAll()
      .where('name', '=', 'timezone')
      .executeTakeFirstOrThrow();

  /** `POST /api/admin/settings/{id}` with `_method=PUT`, as the app sends it. */
  const putTimeZone = async (value: string) => {
    const { id } = await timeZoneSetting();
    return t.app().inject({
      method: 'POST',
      url: `/api/admin/settings/${id}`,
      headers: { authorization, 'content-type': 'application/json' },
      payload: { _method: 'PUT', value },
    });
  };

  const get = async (url: string) => {
    const response = await t.app().inject({ method: 'GET', url, headers: { authorization } });
    expect(response.statusCode, url).toBe(200);
    return response.json() as { data: unknown; meta: { total: number } };
  };

  it('is built in: Asia/Riyadh', async () => {
    const setting = await timeZoneSetting();
    expect(setting).toMatchObject({ value: 'Asia/Riyadh', type: 'time_zone' });
  });

  it('refuses a zone that is not an IANA one with an Arabic 422 and keeps the old one', async () => {
    for (const value of ['Mars/Olympus', '+03:00', 'توقيت الرياض']) {
      const response = await putTimeZone(value);
      expect(response.statusCode, value).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { value: [settingMessages.timeZoneInvalid] },
      });
    }
    expect((await timeZoneSetting()).value).toBe('Asia/Riyadh');
  });

  it('moves every date filter and the dashboard month to the zone chosen', async () => {
    const [order] = await t.db().selectFrom('orders').select('id').limit(1).execute();
    // 02:30 on 1 June 2031 in Riyadh; 22:30 on 31 May in New York (UTC-4 in summer).
    await t
      .db()
      .updateTable('orders')
      .set({ created_at: '2031-05-31T23:30:00.000Z' })
      .where('id', '=', order!.id)
      .execute();
    await t
      .db()
      .updateTable('transactions')
      .set({ created_at: '2031-05-31T23:30:00.000Z' })
      .where('order_id', '=', order!.id)
      .execute();
    const ordersOn = async (day: string) =>
      (await get(`/api/admin/orders?from=${day}&to=${day}`)).meta.total;
    const transactionsOn = async (day: string) =>
      (await get(`/api/admin/transactions?from=${day}&to=${day}`)).meta.total;
    const transactions = await t
      .db()
      .selectFrom('transactions')
      .select('id')
      .where('order_id', '=', order!.id)
      .execute();

    expect(await ordersOn('2031-06-01')).toBe(1);
    expect(await ordersOn('2031-05-31')).toBe(0);
    expect(await transactionsOn('2031-06-01')).toBe(transactions.length);

    expect((await putTimeZone('america/new_york')).statusCode).toBe(200);
    expect((await timeZoneSetting()).value).toBe('America/New_York');
    expect(await ordersOn('2031-05-31')).toBe(1);
    expect(await ordersOn('2031-06-01')).toBe(0);
    expect(await transactionsOn('2031-05-31')).toBe(transactions.length);
    // New York is UTC-5 or UTC-4: its month now is the UTC month of one of those two moments.
    const newYorkMonths = [5, 4].map((hours) =>
      new Date(Date.now() - hours * 3_600_000).toISOString().slice(0, 7),
    );
    const statistics = (await get(dashboardPaths.statistics)).data as { month: string };
    expect(newYorkMonths).toContain(statistics.month);

    expect((await putTimeZone('Asia/Riyadh')).statusCode).toBe(200);
    expect(await ordersOn('2031-06-01')).toBe(1);
  });
});
