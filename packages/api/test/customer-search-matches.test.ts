import { randomUUID } from 'node:crypto';
import { orderPaths, type OrderListItem } from '@laqta/contract';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import {
  customerMatchTuning,
  keptWhileCustomersUnchanged,
} from '../src/modules/customers/search-matches.js';
import { describeOnEachDatabase } from './support/databases.js';
import { getList, seedListData } from './support/lists.js';

describeOnEachDatabase('customer searches kept while the customers are unchanged', (t) => {
  let auth: string;
  const searchesKept = customerMatchTuning.searchesKept;
  /** A key no other test (nor the app's own searches) uses. */
  const freshKey = () => `test ${randomUUID()}`;
  /** A gathering that counts its calls and answers which call it was. */
  const counted = () => {
    let calls = 0;
    return vi.fn(async () => ++calls);
  };
  const newCustomer = () => {
    const stamp = new Date().toISOString();
    return t
      .db()
      .insertInto('customers')
      .values({
        name: 'عميل مؤقت',
        email: `${randomUUID()}@example.com`,
        phone: '0511111111',
        city: 'جدة',
        avatar_url: null,
        status: 'active',
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  };

  beforeAll(async () => {
    auth = await seedListData(t.db());
  });

  afterEach(() => {
    customerMatchTuning.searchesKept = searchesKept;
  });

  it('an orders search finds a customer renamed after the same search was answered', async () => {
    const customer = await t
      .db()
      .selectFrom('customers')
      .innerJoin('orders', 'orders.customer_id', 'customers.id')
      .select(['customers.id', 'customers.name', (eb) => eb.fn.countAll().as('orders')])
      .groupBy(['customers.id', 'customers.name'])
      .executeTakeFirstOrThrow();
    const newName = 'سلمان بن عبدالعزيز الفريد';
    const search = async () => {
      const answer = await getList(
        t.app(),
        auth,
        `${orderPaths.list}?search=${encodeURIComponent('الفريد')}&per_page=100`,
      );
      const rows = answer.body.data as OrderListItem[];
      return { total: answer.body.meta.total, names: new Set(rows.map((o) => o.customer.name)) };
    };
    expect((await search()).total).toBe(0);
    expect((await search()).total).toBe(0); // asked again: the kept (empty) match

    const rename = (name: string) =>
      t.db().updateTable('customers').set({ name }).where('id', '=', customer.id).execute();
    await rename(newName);
    try {
      const found = await search();
      expect(found.total).toBe(Number(customer.orders));
      expect([...found.names]).toEqual([newName]);
    } finally {
      await rename(customer.name);
    }
    expect((await search()).total).toBe(0);
  });

  it('gathers a search once while no searched column changes; concurrent asks share it', async () => {
    const key = freshKey();
    const gather = counted();
    const [first, second] = await Promise.all([
      keptWhileCustomersUnchanged(t.db(), key, gather),
      keptWhileCustomersUnchanged(t.db(), key, gather),
    ]);
    expect([first, second]).toEqual([1, 1]);
    const { id } = await newCustomer();
    expect(await keptWhileCustomersUnchanged(t.db(), key, gather)).toBe(2); // added
    // A status, a city or an avatar is searched by no one: the match holds.
    await t
      .db()
      .updateTable('customers')
      .set({ status: 'blocked', city: 'مكة', avatar_url: '/a.png' })
      .where('id', '=', id)
      .execute();
    expect(await keptWhileCustomersUnchanged(t.db(), key, gather)).toBe(2);

    const changes = [
      { name: 'عميل أعيدت تسميته' },
      { phone: '0522222222' },
      { email: `${randomUUID()}@example.com` },
    ];
    for (const [i, change] of changes.entries()) {
      await t.db().updateTable('customers').set(change).where('id', '=', id).execute();
      expect(await keptWhileCustomersUnchanged(t.db(), key, gather)).toBe(3 + i);
    }
    await t.db().deleteFrom('customers').where('id', '=', id).execute();
    expect(await keptWhileCustomersUnchanged(t.db(), key, gather)).toBe(6); // removed
    expect(gather).toHaveBeenCalledTimes(6);
  });

  it('does not keep a failed gathering', async () => {
    const key = freshKey();
    const failing = vi.fn(async () => {
      throw new Error('the database went away');
    });
    await expect(keptWhileCustomersUnchanged(t.db(), key, failing)).rejects.toThrow('went away');
    expect(await keptWhileCustomersUnchanged(t.db(), key, counted())).toBe(1);
  });

  it('keeps at most `searchesKept` searches, dropping the least recently asked', async () => {
    customerMatchTuning.searchesKept = 2;
    const [a, b, c] = [freshKey(), freshKey(), freshKey()];
    const gathers = { a: counted(), b: counted(), c: counted() };
    await keptWhileCustomersUnchanged(t.db(), a, gathers.a);
    await keptWhileCustomersUnchanged(t.db(), b, gathers.b);
    await keptWhileCustomersUnchanged(t.db(), a, gathers.a); // a is now the most recent
    await keptWhileCustomersUnchanged(t.db(), c, gathers.c); // b goes
    expect(await keptWhileCustomersUnchanged(t.db(), a, gathers.a)).toBe(1);
    expect(await keptWhileCustomersUnchanged(t.db(), b, gathers.b)).toBe(2);
  });
});
