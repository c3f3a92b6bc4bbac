import { beforeAll, expect, it } from 'vitest';
import {
  adminPaths,
  customerPaths,
  normalizeArabic,
  orderPaths,
  photographerPaths,
} from '@laqta/contract';
import { arabicSpellingPairs } from '@laqta/contract/arabic-spelling-pairs';
import { describeOnEachDatabase } from './support/databases.js';
import { getList, seedListData } from './support/lists.js';

/** Issue 16: searches compare text as contract's normalizeArabic folds it, on both databases. */
describeOnEachDatabase('Arabic search: any spelling, any digits', (t) => {
  let auth: string;
  const names = (url: string) =>
    getList(t.app(), auth, url).then((r) => {
      expect(r.status).toBe(200);
      return (r.body.data as { name: string }[]).map((row) => row.name);
    });
  const customersFound = (search: string) =>
    names(`${customerPaths.list}?per_page=100&search=${encodeURIComponent(search)}`);
  const ordersFound = async (search: string) => {
    const r = await getList(
      t.app(),
      auth,
      `${orderPaths.list}?per_page=100&search=${encodeURIComponent(search)}`,
    );
    expect(r.status).toBe(200);
    return r.body.data as { code: string; customer: { name: string } }[];
  };
  let phoneCustomerId = 0;

  beforeAll(async () => {
    auth = await seedListData(t.db());
    const stamp = new Date().toISOString();
    const customer = (name: string, phone: string, email: string) => ({
      name,
      phone,
      email,
      city: 'الرياض',
      avatar_url: null,
      status: 'active' as const,
      created_at: stamp,
      updated_at: stamp,
    });
    const inserted = await t
      .db()
      .insertInto('customers')
      .values([
        customer('احمد الزهراني', '0559876543', 'ahmad.z@example.com'),
        customer('مى العتيبي', '0541111111', 'may.o@example.com'),
        customer('فاطمة الشهري', '0542222222', 'fatima.s@example.com'),
        customer('عبدالله القرني', '0543333333', 'abdullah.q@example.com'),
      ])
      .returning('id')
      .execute();
    phoneCustomerId = inserted[0]!.id;
    await t
      .db()
      .updateTable('orders')
      .set({ customer_id: phoneCustomerId })
      .where('id', '=', 7)
      .execute();
    await t
      .db()
      .updateTable('photographers')
      .set({ name: 'إيمان المصوّرة' })
      .where('id', '=', 1)
      .execute();
  });

  it('keeps a folded copy of every name equal to normalizeArabic (the spelling pairs)', async () => {
    const rows = arabicSpellingPairs.flatMap(([typed, other], i) => [
      { name: typed, email: `pair${i}a@example.com` },
      { name: other, email: `pair${i}b@example.com` },
    ]);
    const stamp = new Date().toISOString();
    await t
      .db()
      .insertInto('customers')
      .values(
        rows.map((row) => ({
          ...row,
          phone: '0500000000',
          city: 'جدة',
          avatar_url: null,
          status: 'blocked' as const,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
    const stored = await t
      .db()
      .selectFrom('customers')
      .select(['name', 'name_search'])
      .where('email', 'like', 'pair%')
      .execute();
    expect(stored).toHaveLength(rows.length);
    for (const { name, name_search } of stored) expect(name_search).toBe(normalizeArabic(name));
    // And an edited name is folded again.
    await t
      .db()
      .updateTable('customers')
      .set({ name: 'آمِنَة' })
      .where('email', '=', 'pair0a@example.com')
      .execute();
    const edited = await t
      .db()
      .selectFrom('customers')
      .select('name_search')
      .where('email', '=', 'pair0a@example.com')
      .executeTakeFirstOrThrow();
    expect(edited.name_search).toBe('امنه');
    await t.db().deleteFrom('customers').where('email', 'like', 'pair%').execute();
  });

  it('finds a customer whatever the spelling typed', async () => {
    expect(await customersFound('أحمد')).toContain('احمد الزهراني');
    expect(await customersFound('أحمد الزهراني')).toEqual(['احمد الزهراني']);
    expect(await customersFound('مي العتيبي')).toEqual(['مى العتيبي']);
    expect(await customersFound('فاطمه')).toContain('فاطمة الشهري');
    expect(await customersFound('فاطمه الشهري')).toEqual(['فاطمة الشهري']);
    expect(await customersFound('عَبْدُالله  الـقـرني')).toEqual(['عبدالله القرني']);
    expect(await customersFound('مي')).toContain('مى العتيبي');
  });

  it('finds a customer by a phone typed with Arabic-Indic or Persian digits', async () => {
    expect(await customersFound('٠٥٥٩٨٧')).toEqual(['احمد الزهراني']);
    expect(await customersFound('۰۵۵۹ ۸۷۶ ۵۴۳')).toEqual(['احمد الزهراني']);
  });

  it('finds the orders of a customer by a phone in Arabic-Indic digits or a variant name', async () => {
    for (const search of ['٠٥٥٩٨٧٦٥٤٣', 'أحمد الزهراني']) {
      const found = await ordersFound(search);
      expect(found.map((o) => o.code)).toEqual(['LQ-000007']);
      expect(found[0]!.customer.name).toBe('احمد الزهراني');
    }
  });

  it('finds an order by its code typed any way', async () => {
    for (const search of ['١٢٣', '۱۲۳', '123', 'LQ-123', 'lq123', 'LQ-000123', 'lq-٠٠٠١٢٣'])
      expect((await ordersFound(search)).map((o) => o.code)).toEqual(['LQ-000123']);
  });

  it('finds a photographer and a service whatever the spelling typed', async () => {
    expect(
      await names(`${photographerPaths.list}?search=${encodeURIComponent('ايمان المصورة')}`),
    ).toEqual(['إيمان المصوّرة']);
    const service = await t
      .db()
      .selectFrom('services')
      .select('name')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const variant = normalizeArabic(service.name).replace(/ا/g, 'أ');
    expect(
      await names(`${adminPaths.api.services}?search=${encodeURIComponent(variant)}`),
    ).toContain(service.name);
  });
});
