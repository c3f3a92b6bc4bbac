import { listMessages, settingNames, type ActivityEvent } from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { adminIdOf, postLogin, signInHeader, testAdmin, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';

describeOnEachDatabase(
  'activity list (GET /api/admin/activity)',
  (t) => {
    let authorization = '';
    let settingId = 0;
    beforeAll(async () => {
      await postLogin(t.app(), { email: 'stranger@example.com', password: 'a guess 1' });
      authorization = await signInHeader(t.app());
      settingId = (
        await t
          .db()
          .selectFrom('settings')
          .select('id')
          .where('name', '=', settingNames.aboutFeature1Title)
          .executeTakeFirstOrThrow()
      ).id;
      for (const value of ['مصورون موثوقون', 'مصورون معتمدون دائمًا']) {
        const response = await t.app().inject({
          method: 'PUT',
          url: `/api/admin/settings/${settingId}`,
          headers: { authorization },
          payload: { value },
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      // Another setting's change, which its history must leave out.
      const other = await t
        .db()
        .selectFrom('settings')
        .select('id')
        .where('name', '=', settingNames.aboutFeature2Title)
        .executeTakeFirstOrThrow();
      const otherChange = await t.app().inject({
        method: 'PUT',
        url: `/api/admin/settings/${other.id}`,
        headers: { authorization },
        payload: { value: 'سعر واضح' },
      });
      expect(otherChange.statusCode, otherChange.body).toBe(200);
      // Two events at known moments either side of midnight in Riyadh (UTC+3).
      for (const created_at of ['2026-03-01T20:59:00.000Z', '2026-03-01T21:01:00.000Z'])
        await t
          .db()
          .insertInto('audit_events')
          .values({
            admin_id: await adminIdOf(t.db()),
            action: 'service.updated',
            entity_type: 'service',
            entity_id: '77',
            before_values: JSON.stringify({ base_price: 40000 }),
            after_values: JSON.stringify({ base_price: 45000 }),
            reason: null,
            ip: '127.0.0.1',
            user_agent: null,
            created_at,
          })
          .execute();
    });

    const list = async (query: string) => {
      const response = await t
        .app()
        .inject({ method: 'GET', url: `/api/admin/activity${query}`, headers: { authorization } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: ActivityEvent[]; meta: { total: number } };
    };

    it('lists newest first, with who acted by name and what changed', async () => {
      const { data } = await list('');
      expect(data[1]).toMatchObject({
        action: 'setting.updated',
        entity_type: 'setting',
        entity_id: String(settingId),
        admin: { id: await adminIdOf(t.db()), name: expect.any(String) },
        before: { value: 'مصورون موثوقون' },
        after: { value: 'مصورون معتمدون دائمًا' },
      });
      const times = data.map((event) => event.created_at);
      expect(times).toEqual([...times].sort().reverse());
      const failed = data.find((event) => event.action === 'auth.sign_in_failed');
      expect(failed).toMatchObject({ admin: null, after: { email: 'stranger@example.com' } });
    });

    it("filters to one record's history, an action, an admin", async () => {
      const history = await list(`?entity_type=setting&entity_id=${settingId}`);
      expect(history.data.map((event) => event.after)).toEqual([
        { value: 'مصورون معتمدون دائمًا' },
        { value: 'مصورون موثوقون' },
      ]);
      const signIns = await list('?action=auth.signed_in');
      expect(signIns.data.length).toBeGreaterThan(0);
      expect(signIns.data.every((event) => event.action === 'auth.signed_in')).toBe(true);
      const byAdmin = await list(`?admin_id=${await adminIdOf(t.db(), testAdmin.email)}`);
      expect(
        byAdmin.data.some(
          (event) => event.action === 'auth.sign_in_failed' && event.admin === null,
        ),
      ).toBe(false);
      expect(byAdmin.meta.total).toBe((await list('')).meta.total - 1);
    });

    it('bounds dates by business days in Riyadh, inclusive', async () => {
      const first = await list('?entity_type=service&from=2026-03-01&to=2026-03-01');
      expect(first.data.map((event) => event.created_at)).toEqual(['2026-03-01T20:59:00.000Z']);
      const second = await list('?entity_type=service&from=2026-03-02');
      expect(second.data.map((event) => event.created_at)).toEqual(['2026-03-01T21:01:00.000Z']);
    });

    it('pages like every list', async () => {
      const total = (await list('')).meta.total;
      const page = await list('?per_page=2&page=2&sort=created_at');
      expect(page.data).toHaveLength(2);
      expect(page.meta).toMatchObject({ total, current_page: 2, per_page: 2 });
    });

    it('answers 422 in Arabic for a bad filter', async () => {
      const answer = async (query: string) => {
        const response = await t.app().inject({
          method: 'GET',
          url: `/api/admin/activity${query}`,
          headers: { authorization },
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().code).toBe('validation_failed');
        return response.json().errors as Record<string, string[]>;
      };
      expect(Object.keys(await answer('?action=deleted_everything&admin_id=abc')).sort()).toEqual([
        'action',
        'admin_id',
      ]);
      expect(await answer('?from=2026-02-01&to=2026-01-01')).toEqual({
        to: [listMessages.dateRange],
      });
    });
  },
  withTestAdmin,
);
