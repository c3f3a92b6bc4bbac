import { beforeAll, expect, it } from 'vitest';
import { billboardMessages, listMessages, type Billboard } from '@laqta/contract';
import { adminAuthorization } from './support/marketplace-rows.js';
import { describeOnEachDatabase } from './support/databases.js';

const day = 24 * 60 * 60 * 1000;
const titles = [
  'أضواء الربيع',
  'بطاقة الصيف',
  'تخفيضات التخرج',
  'ثلاث جلسات',
  'جديد المواليد',
  'حفلات الزفاف',
  'خصم العائلة',
];

interface Seeded {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  is_active: boolean;
  sort_order: number;
  link_url: string | null;
}

describeOnEachDatabase('billboards: list and detail', (t) => {
  let authorization: string;
  const seeded: Seeded[] = [];
  const now = Date.now();

  beforeAll(async () => {
    authorization = await adminAuthorization(t.db());
    // Windows: past (i = 0, 1), current (2, 3, 4), upcoming (5, 6).
    const offsets = [-30, -20, -5, -1, -2, 5, 10];
    for (const [i, title] of titles.entries()) {
      const starts = now + offsets[i]! * day;
      const stamp = new Date(now).toISOString();
      const row = {
        title,
        image_url: `/uploads/billboard-${i}.png`,
        link_url: i % 2 === 0 ? `https://laqta.sa/offers/${i}` : null,
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + 7 * day).toISOString(),
        is_active: i === 3 ? 0 : 1,
        sort_order: (i * 3) % 5,
        created_at: stamp,
        updated_at: stamp,
      };
      const { id } = await t
        .db()
        .insertInto('billboards')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      seeded.push({ ...row, id, is_active: row.is_active === 1 });
    }
  });

  const get = (url: string) => t.app().inject({ method: 'GET', url, headers: { authorization } });
  const ids = (body: { data: Billboard[] }) => body.data.map((b) => b.id);
  function sorted(field: keyof Seeded, direction: 'asc' | 'desc', rows = seeded) {
    const sign = direction === 'asc' ? 1 : -1;
    return [...rows]
      .sort((a, b) => {
        const x = a[field] ?? '';
        const y = b[field] ?? '';
        return sign * ((x < y ? -1 : x > y ? 1 : 0) || a.id - b.id);
      })
      .map((s) => s.id);
  }

  it('lists in display order with meta and every column the screen shows', async () => {
    const body = (await get('/api/admin/billboards?per_page=3&page=2')).json();
    expect(body.meta).toEqual({ current_page: 2, per_page: 3, total: 7, last_page: 3 });
    expect(ids(body)).toEqual(sorted('sort_order', 'asc').slice(3, 6));
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      image_url: expect.stringMatching(/^\/uploads\//),
      link_url: expect.toBeOneOf([null, expect.any(String)]),
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      is_active: expect.any(Boolean),
      sort_order: expect.any(Number),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  for (const field of ['title', 'starts_at', 'ends_at', 'is_active', 'sort_order'] as const)
    for (const direction of ['asc', 'desc'] as const)
      it(`sorts by ${direction === 'desc' ? '-' : ''}${field}`, async () => {
        const body = (
          await get(
            `/api/admin/billboards?per_page=100&sort=${direction === 'desc' ? '-' : ''}${field}`,
          )
        ).json();
        expect(ids(body)).toEqual(sorted(field, direction));
      });

  it('filters by window (current, upcoming, past) and by active', async () => {
    const byWindow = async (window: string) =>
      ids((await get(`/api/admin/billboards?window=${window}&sort=title&per_page=100`)).json());
    expect(await byWindow('past')).toEqual([seeded[0]!.id, seeded[1]!.id]);
    expect(await byWindow('current')).toEqual([seeded[2]!.id, seeded[3]!.id, seeded[4]!.id]);
    expect(await byWindow('upcoming')).toEqual([seeded[5]!.id, seeded[6]!.id]);
    const live = (await get('/api/admin/billboards?window=current&is_active=1&sort=title')).json();
    expect(ids(live)).toEqual([seeded[2]!.id, seeded[4]!.id]);
    expect((await get('/api/admin/billboards?is_active=0')).json().meta.total).toBe(1);
  });

  it('searches in Arabic in titles, and in links', async () => {
    const body = (await get(`/api/admin/billboards?search=${encodeURIComponent('التخرج')}`)).json();
    expect(body.data.map((b: Billboard) => b.title)).toEqual(['تخفيضات التخرج']);
    const byLink = (await get('/api/admin/billboards?search=offers/4')).json();
    expect(ids(byLink)).toEqual([seeded[4]!.id]);
  });

  it('answers 422 for bad parameters', async () => {
    const response = await get('/api/admin/billboards?per_page=500');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ per_page: [listMessages.perPage] });
    for (const query of ['window=tomorrow', 'is_active=2', 'sort=link_url', 'page=1.5'])
      expect((await get(`/api/admin/billboards?${query}`)).statusCode, query).toBe(422);
  });

  it('shows one billboard; 404 for unknown', async () => {
    const response = await get(`/api/admin/billboards/${seeded[2]!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'تخفيضات التخرج', is_active: true });
    const missing = await get('/api/admin/billboards/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      message: billboardMessages.notFound,
      code: 'not_found',
    });
  });

  it('needs a token', async () => {
    expect((await t.app().inject({ method: 'GET', url: '/api/admin/billboards' })).statusCode).toBe(
      401,
    );
  });
});
