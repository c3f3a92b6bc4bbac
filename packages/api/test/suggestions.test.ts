import { beforeAll, expect, it } from 'vitest';
import {
  listMessages,
  suggestionMessages,
  type SuggestionListItem,
  type SuggestionSource,
  type SuggestionStatus,
} from '@laqta/contract';
import { adminAuthorization } from './support/marketplace-rows.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';

const people = [
  'أحمد',
  'بدر',
  'تركي',
  'ثامر',
  'جود',
  'حصة',
  'خالد',
  'دانة',
  'ذكرى',
  'ريم',
  'زياد',
  'سارة',
];
const statuses: SuggestionStatus[] = ['new', 'read', 'archived'];
const sources: SuggestionSource[] = ['contact_form', 'app'];
const longMessage = 'أرغب في حجز مصورة لحفل تخرج ابنتي يوم الخميس القادم. '.repeat(10);

interface Seeded {
  id: number;
  name: string;
  status: SuggestionStatus;
  source: SuggestionSource;
  created_at: string;
  message: string;
}

describeOnEachDatabase('suggestions: list, detail and status', (t) => {
  let authorization: string;
  const seeded: Seeded[] = [];

  beforeAll(async () => {
    authorization = await adminAuthorization(t.db());
    for (const [i, name] of people.entries()) {
      const stamp = new Date(Date.UTC(2026, 9, 1 + ((i * 7) % 12), i)).toISOString();
      const row = {
        name,
        email: `p${i}@example.com`,
        phone: `05000000${String(i).padStart(2, '0')}`,
        message: i === 0 ? longMessage : `رسالة رقم ${i} عن التصوير`,
        source: sources[i % sources.length]!,
        status: statuses[i % statuses.length]!,
        created_at: stamp,
        updated_at: stamp,
      };
      const { id } = await t
        .db()
        .insertInto('suggestions')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      seeded.push({ id, ...row });
    }
  });

  const get = (url: string) => t.app().inject({ method: 'GET', url, headers: { authorization } });
  const ids = (body: { data: SuggestionListItem[] }) => body.data.map((s) => s.id);

  function sorted(field: keyof Seeded, direction: 'asc' | 'desc', rows = seeded) {
    const sign = direction === 'asc' ? 1 : -1;
    return [...rows]
      .sort((a, b) => {
        const x = a[field];
        const y = b[field];
        return sign * ((x < y ? -1 : x > y ? 1 : 0) || a.id - b.id);
      })
      .map((s) => s.id);
  }

  it('lists newest first with meta, and a message preview instead of the whole message', async () => {
    const response = await get('/api/admin/suggestions?per_page=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 5, total: 12, last_page: 3 });
    expect(ids(body)).toEqual(sorted('created_at', 'desc').slice(0, 5));
    const all = (await get('/api/admin/suggestions?per_page=100')).json();
    const long = all.data.find((s: SuggestionListItem) => s.id === seeded[0]!.id);
    expect(long).not.toHaveProperty('message');
    expect(long.message_preview.length).toBeLessThanOrEqual(121);
    expect(long.message_preview.endsWith('…')).toBe(true);
    expect(longMessage.startsWith(long.message_preview.slice(0, -1))).toBe(true);
    const short = all.data.find((s: SuggestionListItem) => s.id === seeded[1]!.id);
    expect(short.message_preview).toBe('رسالة رقم 1 عن التصوير');
  });

  for (const field of ['name', 'source', 'status', 'created_at'] as const)
    for (const direction of ['asc', 'desc'] as const)
      it(`sorts by ${direction === 'desc' ? '-' : ''}${field}`, async () => {
        const body = (
          await get(
            `/api/admin/suggestions?per_page=100&sort=${direction === 'desc' ? '-' : ''}${field}`,
          )
        ).json();
        expect(ids(body)).toEqual(sorted(field, direction));
      });

  it('filters by status and source', async () => {
    const body = (
      await get('/api/admin/suggestions?status=read&source=contact_form&per_page=100')
    ).json();
    const expected = seeded.filter((s) => s.status === 'read' && s.source === 'contact_form');
    expect(body.meta.total).toBe(expected.length);
    expect(ids(body)).toEqual(sorted('created_at', 'desc', expected));
  });

  it('searches in Arabic in names and messages, and by phone', async () => {
    const byName = (
      await get(`/api/admin/suggestions?search=${encodeURIComponent('سارة')}`)
    ).json();
    expect(byName.data.map((s: SuggestionListItem) => s.name)).toEqual(['سارة']);
    const byMessage = (
      await get(`/api/admin/suggestions?search=${encodeURIComponent('حفل تخرج')}`)
    ).json();
    expect(ids(byMessage)).toEqual([seeded[0]!.id]);
    const byPhone = (await get('/api/admin/suggestions?search=0500000007')).json();
    expect(ids(byPhone)).toEqual([seeded[7]!.id]);
  });

  it('answers 422 for bad parameters', async () => {
    const tooMany = await get('/api/admin/suggestions?per_page=101');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ per_page: [listMessages.perPage] });
    for (const query of ['status=deleted', 'source=email', 'sort=message', 'page=-1']) {
      const response = await get(`/api/admin/suggestions?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('shows one suggestion whole; 404 for unknown', async () => {
    const response = await get(`/api/admin/suggestions/${seeded[0]!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'أحمد',
      message: longMessage,
      status: 'new',
    });
    for (const id of ['999999', 'x']) {
      const missing = await get(`/api/admin/suggestions/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: suggestionMessages.notFound,
        code: 'not_found',
      });
    }
  });

  it('marks a suggestion read, then archived, with POST + _method=PATCH', async () => {
    const id = seeded[0]!.id;
    for (const status of ['read', 'archived'] as const) {
      const form = new FormData();
      form.append('_method', 'PATCH');
      form.append('status', status);
      const { payload, headers } = await multipart(form);
      const response = await t.app().inject({
        method: 'POST',
        url: `/api/admin/suggestions/${id}`,
        payload,
        headers: { ...headers, authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: suggestionMessages.updated,
        data: { id, status },
      });
      const row = await t
        .db()
        .selectFrom('suggestions')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(status);
    }
  });

  it('refuses an unknown status (422) and an unknown suggestion (404)', async () => {
    const bad = await t.app().inject({
      method: 'PATCH',
      url: `/api/admin/suggestions/${seeded[1]!.id}`,
      payload: { status: 'deleted' },
      headers: { authorization },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ status: [suggestionMessages.statusRequired] });
    expect(bad.json().code).toBe('validation_failed');
    const missing = await t.app().inject({
      method: 'PATCH',
      url: '/api/admin/suggestions/999999',
      payload: { status: 'read' },
      headers: { authorization },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('needs a token', async () => {
    expect(
      (await t.app().inject({ method: 'GET', url: '/api/admin/suggestions' })).statusCode,
    ).toBe(401);
    expect(
      (
        await t
          .app()
          .inject({ method: 'PATCH', url: '/api/admin/suggestions/1', payload: { status: 'read' } })
      ).statusCode,
    ).toBe(401);
  });
});
