import { randomUUID } from 'node:crypto';
import {
  customerPaths,
  dashboardPaths,
  DEFAULT_TIME_ZONE,
  orderPaths,
  serviceCategories,
  settingNames,
  type OrderListItem,
} from '@laqta/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MARKETPLACE_VERSION,
  marketplaceTables,
} from '../src/db/migrations/0052_marketplace_version.js';
import { readCacheVersion } from '../src/db/cache-version.js';
import type { DB } from '../src/db/schema.js';
import { listTuning } from '../src/http/list-query.js';
import { noteSettingsWrite } from '../src/modules/settings/settings-cache.js';
import { keptAnswerTuning, RecentReads } from '../src/plugins/kept-answers.js';
import { addMonths, monthOf, monthStart } from '../src/time.js';
import { describeOnEachDatabase } from './support/databases.js';
import { getList, seedListData } from './support/lists.js';
import { adminAuthorization } from './support/marketplace-rows.js';

describeOnEachDatabase('back-office answers kept while what they show is unchanged', (t) => {
  let auth: string;
  const tuning = { ...keptAnswerTuning };

  beforeAll(async () => {
    auth = await seedListData(t.db());
  });

  afterEach(() => {
    Object.assign(keptAnswerTuning, tuning);
    vi.useRealTimers();
  });

  const get = async (url: string) => {
    const answer = await getList(t.app(), auth, url);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const ordersOf = async (url: string) => (await get(url)).data as OrderListItem[];
  const marketplaceVersion = async () => readCacheVersion(t.db(), MARKETPLACE_VERSION);

  /**
   * A write the kept answers cannot see: the version is put back in the same transaction. What
   * is answered after it shows whether an answer was kept (the old rows) or drawn again.
   */
  const unseen = (write: (trx: Transaction<DB>) => Promise<unknown>) =>
    t
      .db()
      .transaction()
      .execute(async (trx) => {
        const [{ version }] = await sql<{
          version: number;
        }>`select version from cache_versions where name = ${MARKETPLACE_VERSION}`
          .execute(trx)
          .then((result) => result.rows as [{ version: number }]);
        await write(trx);
        await sql`update cache_versions set version = ${version} where name = ${MARKETPLACE_VERSION}`.execute(
          trx,
        );
      });

  const rename = (db: Kysely<DB>, id: number, name: string) =>
    db.updateTable('customers').set({ name }).where('id', '=', id).execute();

  it('answers in the currency another process saved, from the next request on', async () => {
    const url = `${customerPaths.list}?per_page=2`;
    expect((await get(url)).currency).toBe('SAR');
    // Saved by SQL, as another process saves it: this process's settings, read a moment ago, are
    // trusted for 250 ms, yet the next answer is drawn from the new ones. First in this file:
    // after a write through this process (noteSettingsWrite) every read checks the version for a
    // while, which would hide the moment before the check.
    const setCurrency = (value: string) =>
      t
        .db()
        .updateTable('settings')
        .set({ value })
        .where('name', '=', settingNames.currency)
        .execute();
    await setCurrency('KWD');
    try {
      expect((await get(url)).currency).toBe('KWD');
    } finally {
      await setCurrency('SAR');
      noteSettingsWrite();
    }
  });

  it('answers a page again as it answered it while no row changed; a write shows at once', async () => {
    const url = `${orderPaths.list}?per_page=5`;
    const [first] = await ordersOf(url);
    const customer = first!.customer;
    await unseen((trx) => rename(trx, customer.id, 'اسم لم يره أحد'));
    expect((await ordersOf(url))[0]!.customer.name).toBe(customer.name); // kept

    await rename(t.db(), customer.id, 'اسم جديد للعميل');
    expect((await ordersOf(url))[0]!.customer.name).toBe('اسم جديد للعميل');
    await rename(t.db(), customer.id, customer.name);
    expect((await ordersOf(url))[0]!.customer.name).toBe(customer.name);
  });

  it('shows the next write to each table it is drawn from', async () => {
    const url = `${orderPaths.list}?per_page=100`;
    const order = (await ordersOf(url)).find((row) => row.photographer !== null)!;
    const shown = async () => (await ordersOf(url)).find((row) => row.id === order.id)!;
    await ordersOf(url);

    await t
      .db()
      .updateTable('services')
      .set({ name: 'خدمة أعيدت تسميتها' })
      .where('id', '=', order.service.id)
      .execute();
    expect((await shown()).service.name).toBe('خدمة أعيدت تسميتها');
    await t
      .db()
      .updateTable('photographers')
      .set({ name: 'مصور أعيدت تسميته' })
      .where('id', '=', order.photographer!.id)
      .execute();
    expect((await shown()).photographer!.name).toBe('مصور أعيدت تسميته');
    await t.db().updateTable('orders').set({ city: 'تبوك' }).where('id', '=', order.id).execute();
    expect((await shown()).city).toBe('تبوك');

    const statistics = async () =>
      (await get(dashboardPaths.statistics)).data as { revenue: { total: number } };
    const before = (await statistics()).revenue.total;
    await t
      .db()
      .insertInto('transactions')
      .values({
        order_id: order.id,
        type: 'payment',
        status: 'succeeded',
        method: 'mada',
        amount: 12_345,
        commission_amount: 0,
        reference: `test-${randomUUID()}`,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await statistics()).revenue.total).toBe(before + 12_345);
  });

  it('answers in the currency saved since', async () => {
    const url = `${customerPaths.list}?per_page=3`;
    expect((await get(url)).currency).toBe('SAR');
    const setCurrency = async (value: string) => {
      noteSettingsWrite();
      await t
        .db()
        .updateTable('settings')
        .set({ value })
        .where('name', '=', settingNames.currency)
        .execute();
    };
    await setCurrency('AED');
    try {
      expect((await get(url)).currency).toBe('AED');
    } finally {
      await setCurrency('SAR');
    }
    expect((await get(url)).currency).toBe('SAR');
  });

  it("draws the dashboard's monthly figures again when the business month turns", async () => {
    const timeZone = DEFAULT_TIME_ZONE;
    const turn = Date.parse(monthStart(addMonths(monthOf(new Date(), timeZone), 1), timeZone));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(turn - 20 * 60 * 1000);
    // Signed in 20 minutes before the turn: 40 minutes on, its hour-long token is still valid.
    const token = await adminAuthorization(t.db());
    const monthNow = async () =>
      ((await getList(t.app(), token, dashboardPaths.statistics)).body.data as { month: string })
        .month;
    const before = await monthNow();
    expect(await monthNow()).toBe(before);
    vi.setSystemTime(turn + 20 * 60 * 1000);
    expect(await monthNow()).toBe(addMonths(before, 1));
  });

  it('never keeps what is drawn from the moment: the orders that need attention', async () => {
    const url = `${orderPaths.list}?attention=pending_overdue&per_page=5`;
    const [first] = await ordersOf(url);
    expect(first).toBeDefined();
    await unseen((trx) => rename(trx, first!.customer.id, 'اسم في قائمة الانتباه'));
    try {
      expect((await ordersOf(url))[0]!.customer.name).toBe('اسم في قائمة الانتباه');
    } finally {
      await rename(t.db(), first!.customer.id, first!.customer.name);
    }
  });

  it('keeps each query its own answer, and no answer for a request without a token', async () => {
    const page = async (n: number) =>
      (await ordersOf(`${orderPaths.list}?per_page=5&page=${n}`)).map((o) => o.id);
    const [one, two] = [await page(1), await page(2)];
    expect(two).not.toEqual(one);
    expect(await page(1)).toEqual(one);
    const anonymous = await t
      .app()
      .inject({ method: 'GET', url: `${orderPaths.list}?per_page=5&page=1` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps at most as many answers as its tuning says, the least recently asked dropped first', async () => {
    keptAnswerTuning.answers = 2;
    const url = (n: number) => `${orderPaths.list}?per_page=4&page=${n}`;
    for (const n of [1, 2, 3]) await ordersOf(url(n));
    const [firstOfPage1] = await ordersOf(url(1)); // dropped: drawn again, and kept
    const [firstOfPage3] = await ordersOf(url(3)); // still kept
    await unseen(async (trx) => {
      await rename(trx, firstOfPage1!.customer.id, 'الصفحة الأولى');
      await rename(trx, firstOfPage3!.customer.id, 'الصفحة الثالثة');
    });
    try {
      expect((await ordersOf(url(1)))[0]!.customer.name).toBe(firstOfPage1!.customer.name);
      expect((await ordersOf(url(3)))[0]!.customer.name).toBe(firstOfPage3!.customer.name);
      await ordersOf(url(4)); // drops page 1, the least recently asked
      expect((await ordersOf(url(1)))[0]!.customer.name).toBe('الصفحة الأولى');
    } finally {
      await rename(t.db(), firstOfPage1!.customer.id, firstOfPage1!.customer.name);
      await rename(t.db(), firstOfPage3!.customer.id, firstOfPage3!.customer.name);
    }
  });

  it('keeps an answer from its second ask only, in a visitor process (a page paged through once is never kept)', async () => {
    // Closed with the suite's apps.
    const visitor = await t.buildApp({ keepKeptReadsFromSecondAsk: true });
    const url = `${orderPaths.list}?per_page=3&page=7`;
    const firstName = async () =>
      ((await getList(visitor, auth, url)).body.data as OrderListItem[])[0]!.customer;
    const customer = await firstName(); // drawn, not kept
    await unseen((trx) => rename(trx, customer.id, 'طُلبت مرة واحدة'));
    try {
      expect((await firstName()).name).toBe('طُلبت مرة واحدة'); // drawn again, now kept
      await unseen((trx) => rename(trx, customer.id, 'لن تُرى'));
      expect((await firstName()).name).toBe('طُلبت مرة واحدة'); // kept
    } finally {
      await rename(t.db(), customer.id, customer.name);
    }
  });

  it('draws a list again under other tuning, which tests lower to reach each of its plans', async () => {
    // A date filter is counted (with no filter but a status the roll-ups answer, exactly).
    const url = `${orderPaths.list}?from=2020-01-01&per_page=5`;
    expect((await get(url)).meta).toMatchObject({ total: 400 });
    const cap = listTuning.totalCap;
    listTuning.totalCap = 5;
    try {
      expect((await get(url)).meta).toMatchObject({ total: 5, total_capped: true });
    } finally {
      listTuning.totalCap = cap;
    }
  });

  describe('the marketplace version', () => {
    it.each(marketplaceTables)(
      'moves with every insert, update and delete of %s',
      async (table) => {
        const before = await marketplaceVersion();
        await sql`update ${sql.table(table)} set id = id where id = (select min(id) from ${sql.table(table)})`.execute(
          t.db(),
        );
        expect(await marketplaceVersion()).toBeGreaterThan(before!);
      },
    );

    it('moves when a row is added or removed, never for a write rolled back', async () => {
      const stamp = new Date().toISOString();
      const v0 = await marketplaceVersion();
      const { id } = await t
        .db()
        .insertInto('services')
        .values({
          name: 'خدمة مؤقتة',
          description: '',
          category: serviceCategories[0],
          base_price: 100,
          duration_minutes: 60,
          image_url: null,
          is_active: 1,
          sort_order: 99,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const v1 = await marketplaceVersion();
      expect(v1).toBeGreaterThan(v0!);
      await t.db().deleteFrom('services').where('id', '=', id).execute();
      const v2 = await marketplaceVersion();
      expect(v2).toBeGreaterThan(v1!);
      await expect(
        t
          .db()
          .transaction()
          .execute(async (trx) => {
            await trx.updateTable('customers').set({ city: 'أبها' }).execute();
            throw new Error('rolled back');
          }),
      ).rejects.toThrow('rolled back');
      expect(await marketplaceVersion()).toBe(v2);
    });
  });
});

describe('the reads a visitor process has seen asked', () => {
  it('remembers the last keys asked: asked before from the second time on', () => {
    const reads = new RecentReads(2);
    expect(reads.askedBefore('orders page 1')).toBe(false);
    expect(reads.askedBefore('orders page 1')).toBe(true);
    expect(reads.askedBefore('orders page 2')).toBe(false);
    expect(reads.askedBefore('orders page 1')).toBe(true); // now the latest
    expect(reads.askedBefore('orders page 3')).toBe(false); // page 2 forgotten
    expect(reads.askedBefore('orders page 1')).toBe(true);
    expect(reads.askedBefore('orders page 2')).toBe(false);
  });
});
