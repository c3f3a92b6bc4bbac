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
        customer('Sara Al-Harbi', '0544444444', 'Latin.Name@Example.com'),
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

  it('finds a Latin name and an e-mail whatever their ASCII case', async () => {
    // Names are stored folded (ASCII lower-cased) and compared with LIKE on both databases;
    // e-mails are read as stored (here in mixed case) and compared ignoring ASCII case.
    for (const typed of ['sara al-harbi', 'SARA AL', 'Al-HARBI'])
      expect(await customersFound(typed)).toEqual(['Sara Al-Harbi']);
    expect(await customersFound('latin.NAME@example')).toEqual(['Sara Al-Harbi']);
    expect(await customersFound('AHMAD.Z@')).toEqual(['احمد الزهراني']);
  });

  it('finds a customer by any run of letters of a name, across a space too, and only in that order', async () => {
    // Three letters or more are read from the trigram index as a phrase on SQLite (issue 21);
    // fewer, a quote or a wildcard are compared on the folded name: the same answers either way.
    const ahmad = 'احمد الزهراني';
    for (const run of ['زهر', 'حمد الز', 'د الزهراني'])
      expect(await customersFound(run)).toContain(ahmad);
    for (const outOfOrder of ['الزهراني احمد', 'رهز'])
      expect(await customersFound(outOfOrder)).not.toContain(ahmad);
    for (const odd of ['احمد"', '"الزهراني"', 'زهر%', 'ز_ر'])
      expect(await customersFound(odd)).toEqual([]);
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

/**
 * Photographers, services and suggestions: folded columns kept by the database (migration 0009)
 * and searched through their trigram indexes, on both databases.
 */
describeOnEachDatabase('Arabic search in photographers, services and suggestions', (t) => {
  let auth: string;
  const found = async (path: string, search: string, field: 'name' | 'email' = 'name') => {
    const r = await getList(
      t.app(),
      auth,
      `${path}?per_page=100&search=${encodeURIComponent(search)}`,
    );
    expect(r.status).toBe(200);
    return (r.body.data as Record<string, string>[]).map((row) => row[field]);
  };
  const stamp = new Date().toISOString();
  /** Names stored one way; each search below types them another way. */
  const storedNames = ['احمد السبيعي', 'فاطمة الدوسري', 'مى الغامدي', 'عبدالرحمن المطيري'];
  const variants: Array<[string, string]> = [
    ['أحمد', 'احمد السبيعي'],
    ['فاطمه الدوسري', 'فاطمة الدوسري'],
    ['مي الغامدي', 'مى الغامدي'],
    ['عَبْدُالرَّحْمَن', 'عبدالرحمن المطيري'],
    ['عبدالرحمـــن المطيـري', 'عبدالرحمن المطيري'],
  ];

  beforeAll(async () => {
    auth = await seedListData(t.db());
    await t
      .db()
      .insertInto('photographers')
      .values(
        storedNames.map((name, i) => ({
          name,
          email: `zone.p${i}@example.com`,
          phone: `+966 55 77${i} 12${i}4`,
          city: 'الرياض',
          bio: '',
          avatar_url: null,
          starting_price: 50_000,
          status: 'approved' as const,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
    await t
      .db()
      .insertInto('services')
      .values(
        storedNames.map((name, i) => ({
          name: `جلسة ${name}`,
          description: `وصف الخدمة رقم ${i} للمصورة ${name}`,
          category: 'personal' as const,
          base_price: 10_000,
          duration_minutes: 60,
          image_url: null,
          is_active: 1,
          sort_order: 100 + i,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
    await t
      .db()
      .insertInto('suggestions')
      .values(
        storedNames.map((name, i) => ({
          name,
          email: `zone.s${i}@example.com`,
          phone: `050-88${i}-12${i}4`,
          message: `رسالة من ${name}: شكرًا على الخدمة`,
          source: 'contact_form' as const,
          status: 'new' as const,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
  });

  it('keeps each folded column equal to normalizeArabic of its text, after an edit too', async () => {
    const photographers = await t
      .db()
      .selectFrom('photographers')
      .select(['name', 'name_search', 'phone', 'phone_search'])
      .execute();
    for (const row of photographers) {
      expect(row.name_search).toBe(normalizeArabic(row.name));
      expect(row.phone_search).toBe(normalizeArabic(row.phone).replace(/[\s\-().]/g, ''));
    }
    const services = await t
      .db()
      .selectFrom('services')
      .select(['name', 'name_search', 'description', 'description_search'])
      .execute();
    for (const row of services) {
      expect(row.name_search).toBe(normalizeArabic(row.name));
      expect(row.description_search).toBe(normalizeArabic(row.description));
    }
    const suggestions = await t
      .db()
      .selectFrom('suggestions')
      .select(['name', 'name_search', 'message', 'message_search'])
      .execute();
    for (const row of suggestions) {
      expect(row.name_search).toBe(normalizeArabic(row.name));
      expect(row.message_search).toBe(normalizeArabic(row.message));
    }
    // Renamed: found by the new name only (the index followed the edit).
    await t
      .db()
      .updateTable('photographers')
      .set({ name: 'آمِنَة القحطاني' })
      .where('email', '=', 'zone.p3@example.com')
      .execute();
    expect(await found(photographerPaths.list, 'امنه القحطاني')).toEqual(['آمِنَة القحطاني']);
    expect(await found(photographerPaths.list, 'عبدالرحمن المطيري')).toEqual([]);
    await t
      .db()
      .updateTable('photographers')
      .set({ name: 'عبدالرحمن المطيري' })
      .where('email', '=', 'zone.p3@example.com')
      .execute();
  });

  it('finds each photographer whatever the spelling typed', async () => {
    for (const [typed, stored] of variants)
      expect(await found(photographerPaths.list, typed), typed).toEqual([stored]);
  });

  it('finds each service by its name or description whatever the spelling typed', async () => {
    for (const [typed, stored] of variants)
      expect(await found(adminPaths.api.services, typed), typed).toEqual([`جلسة ${stored}`]);
    expect(await found(adminPaths.api.services, 'وصف الخدمه رقم ٢')).toEqual(['جلسة مى الغامدي']);
  });

  it('finds each suggestion by its name or message whatever the spelling typed', async () => {
    for (const [typed, stored] of variants)
      expect(await found(adminPaths.api.suggestions, typed), typed).toEqual([stored]);
    expect(await found(adminPaths.api.suggestions, 'شكرا علي الخدمه')).toHaveLength(
      storedNames.length,
    );
  });

  it('finds a photographer and a suggestion by a phone typed in Arabic-Indic digits', async () => {
    // Stored "+966 55 771 1214" and "050-881-1214".
    expect(await found(photographerPaths.list, '٥٥٧٧١١٢١', 'email')).toEqual([
      'zone.p1@example.com',
    ]);
    expect(await found(photographerPaths.list, '+٩٦٦ ٥٥ ٧٧٢', 'email')).toEqual([
      'zone.p2@example.com',
    ]);
    expect(await found(adminPaths.api.suggestions, '٠٥٠٨٨١١٢١٤', 'email')).toEqual([
      'zone.s1@example.com',
    ]);
    expect(await found(adminPaths.api.suggestions, '۰۵۰ ۸۸۲', 'email')).toEqual([
      'zone.s2@example.com',
    ]);
  });
});
