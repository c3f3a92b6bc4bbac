import { beforeAll, describe, expect, it } from 'vitest';
import { listMessages, serviceCategories, type Service } from '@laqta/contract';
import { adminAuthorization } from './support/marketplace-rows.js';
import { describeOnEachDatabase } from './support/databases.js';

/** Names whose first letters are in alphabetical order = code-point order (any collation agrees). */
const names = [
  'أمسية زفاف',
  'باقة تخرج',
  'تصوير عائلي',
  'ثلاث ساعات زفاف',
  'جلسة مواليد',
  'حفل زفاف كامل',
  'خدمة شخصية',
  'دقائق التخرج',
  'ذكرى عائلية',
  'رحلة تصوير',
  'زفاف في الحديقة',
  'سهرة خطوبة',
  'شروق ومواليد',
  'صور شخصية',
  'ضيافة وتصوير',
  'طفولة سعيدة',
  'ظلال ذهبية',
  'عدسة العائلة',
];

interface Seeded {
  id: number;
  name: string;
  category: string;
  base_price: number;
  duration_minutes: number;
  is_active: boolean;
  sort_order: number;
  created_at: string;
}

describeOnEachDatabase('services list', (t) => {
  let authorization: string;
  const seeded: Seeded[] = [];

  beforeAll(async () => {
    authorization = await adminAuthorization(t.db());
    for (const [i, name] of names.entries()) {
      const stamp = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
      const row = {
        name,
        description: i === 3 ? 'تغطية كاملة بالفيديو' : '',
        category: serviceCategories[i % serviceCategories.length]!,
        base_price: ((i * 7) % 11) * 10_000 + i,
        duration_minutes: 30 + ((i * 5) % 9) * 15,
        image_url: null,
        is_active: i % 4 === 0 ? 0 : 1,
        sort_order: (i * 5) % 7,
        created_at: stamp,
        updated_at: stamp,
      };
      const { id } = await t
        .db()
        .insertInto('services')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      seeded.push({ ...row, id, is_active: row.is_active === 1 });
    }
  });

  const list = (query = '') =>
    t
      .app()
      .inject({ method: 'GET', url: `/api/admin/services${query}`, headers: { authorization } });

  /** The expected order: by `field`, ties by id in the same direction (what the API promises). */
  function sorted(rows: Seeded[], field: keyof Seeded, direction: 'asc' | 'desc') {
    const sign = direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = a[field];
      const y = b[field];
      const byField = x < y ? -1 : x > y ? 1 : 0;
      return sign * (byField || a.id - b.id);
    });
  }

  it('answers the first page in display order with its meta', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.meta).toEqual({ current_page: 1, per_page: 15, total: 18, last_page: 2 });
    expect(body.data.map((s: Service) => s.id)).toEqual(
      sorted(seeded, 'sort_order', 'asc')
        .slice(0, 15)
        .map((s) => s.id),
    );
    expect(body.data[0]).toMatchObject({
      name: expect.any(String),
      category: expect.any(String),
      base_price: expect.any(Number),
      duration_minutes: expect.any(Number),
      is_active: expect.any(Boolean),
      image_url: null,
    });
  });

  it('pages with per_page, and a page past the end is empty', async () => {
    const body = (await list('?per_page=5&page=3')).json();
    expect(body.meta).toEqual({ current_page: 3, per_page: 5, total: 18, last_page: 4 });
    expect(body.data.map((s: Service) => s.id)).toEqual(
      sorted(seeded, 'sort_order', 'asc')
        .slice(10, 15)
        .map((s) => s.id),
    );
    const past = (await list('?per_page=5&page=9')).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(18);
  });

  for (const field of [
    'name',
    'category',
    'base_price',
    'duration_minutes',
    'is_active',
    'sort_order',
    'created_at',
  ] as const) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${direction === 'desc' ? '-' : ''}${field}`, async () => {
        const sort = direction === 'desc' ? `-${field}` : field;
        const body = (await list(`?sort=${sort}&per_page=100`)).json();
        expect(body.data.map((s: Service) => s.id)).toEqual(
          sorted(seeded, field, direction).map((s) => s.id),
        );
      });
    }
  }

  it('filters by category and by active', async () => {
    const weddings = (await list('?category=wedding&per_page=100')).json();
    const expected = seeded.filter((s) => s.category === 'wedding');
    expect(weddings.meta.total).toBe(expected.length);
    expect(weddings.data.every((s: Service) => s.category === 'wedding')).toBe(true);

    const inactive = (await list('?is_active=0&per_page=100')).json();
    expect(inactive.data.map((s: Service) => s.id).sort()).toEqual(
      seeded
        .filter((s) => !s.is_active)
        .map((s) => s.id)
        .sort(),
    );
    const both = (await list('?is_active=1&category=graduation')).json();
    expect(both.meta.total).toBe(
      seeded.filter((s) => s.is_active && s.category === 'graduation').length,
    );
  });

  it('searches in Arabic in the name and the description', async () => {
    const body = (await list(`?search=${encodeURIComponent('زفاف')}&per_page=100`)).json();
    expect(body.data.map((s: Service) => s.name).sort()).toEqual(
      ['أمسية زفاف', 'ثلاث ساعات زفاف', 'حفل زفاف كامل', 'زفاف في الحديقة'].sort(),
    );
    const byDescription = (await list(`?search=${encodeURIComponent('بالفيديو')}`)).json();
    expect(byDescription.data.map((s: Service) => s.name)).toEqual(['ثلاث ساعات زفاف']);
    const none = (await list(`?search=${encodeURIComponent('غير موجود')}`)).json();
    expect(none).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
    // LIKE wildcards typed by a user are plain characters.
    expect((await list('?search=%25')).json().meta.total).toBe(0);
  });

  it('answers 422 with Arabic messages for bad parameters', async () => {
    const cases: [string, string, string][] = [
      ['?per_page=101', 'per_page', listMessages.perPage],
      ['?per_page=0', 'per_page', listMessages.perPage],
      ['?page=0', 'page', listMessages.page],
      ['?page=abc', 'page', listMessages.page],
    ];
    for (const [query, field, message] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    for (const [query, field] of [
      ['?sort=price', 'sort'],
      ['?sort=-description', 'sort'],
      ['?category=party', 'category'],
      ['?is_active=yes', 'is_active'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect(response.json().errors[field][0]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('needs a token', async () => {
    const response = await t.app().inject({ method: 'GET', url: '/api/admin/services' });
    expect(response.statusCode).toBe(401);
  });
});

describe('names fixture', () => {
  it('starts each name with a different letter, in code-point order', () => {
    const firsts = names.map((n) => n.codePointAt(0)!);
    expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
    expect(new Set(firsts).size).toBe(firsts.length);
  });
});
