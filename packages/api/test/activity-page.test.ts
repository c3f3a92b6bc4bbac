import { DEFAULT_CURRENCY, type ActivityListAnswer, type ListOptions } from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { adminIdOf, postLogin, signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';

/**
 * What the activity page needs beyond the list itself: a search (who, reason, address, record id),
 * the currency its money values are in, and every admin as a "who" filter choice for any role.
 */
describeOnEachDatabase(
  'activity page (search, currency, admins as filter choices)',
  (t) => {
    let authorization = '';
    let saraId = 0;
    beforeAll(async () => {
      authorization = await signInHeader(t.app(), '10.1.2.3');
      const added = await t.app().inject({
        method: 'POST',
        url: '/api/admin/team',
        headers: { authorization },
        payload: { name: 'سارة العتيبي', email: 'sara@laqta.test', role: 'operations' },
      });
      expect(added.statusCode, added.body).toBe(201);
      const { member, one_time_password } = added.json().data as {
        member: { id: number };
        one_time_password: string;
      };
      saraId = member.id;
      const saraSignIn = await postLogin(
        t.app(),
        { email: 'sara@laqta.test', password: one_time_password },
        { ip: '10.9.9.9' },
      );
      expect(saraSignIn.statusCode, saraSignIn.body).toBe(200);
      // A deactivated admin stays a choice: their past activity is still in the list.
      const deactivated = await t.app().inject({
        method: 'POST',
        url: `/api/admin/team/${saraId}/deactivate`,
        headers: { authorization },
      });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      await t
        .db()
        .insertInto('audit_events')
        .values({
          admin_id: await adminIdOf(t.db()),
          action: 'suggestion.status_changed',
          entity_type: 'suggestion',
          entity_id: '4242',
          before_values: JSON.stringify({ status: 'new' }),
          after_values: JSON.stringify({ status: 'archived' }),
          reason: 'رسالة مكررة من الزائر',
          ip: '10.1.2.3',
          user_agent: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    });

    const list = async (query: string) => {
      const response = await t
        .app()
        .inject({ method: 'GET', url: `/api/admin/activity${query}`, headers: { authorization } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as ActivityListAnswer;
    };

    it('answers the currency the money of a change is in', async () => {
      expect((await list('')).currency).toBe(DEFAULT_CURRENCY);
    });

    it("searches who acted (by name), the reason, the address and the record's id", async () => {
      const bySara = await list(`?search=${encodeURIComponent('العتيبي')}`);
      expect(bySara.data.length).toBeGreaterThan(0);
      expect(bySara.data.every((event) => event.admin?.id === saraId)).toBe(true);
      expect(bySara.data.map((event) => event.action)).toContain('auth.signed_in');

      const byReason = await list(`?search=${encodeURIComponent('مكررة')}`);
      expect(byReason.data.map((event) => event.entity_id)).toEqual(['4242']);

      const byAddress = await list('?search=10.9.9');
      expect(byAddress.data.map((event) => [event.action, event.ip])).toEqual([
        ['auth.signed_in', '10.9.9.9'],
      ]);

      const byRecord = await list('?search=4242');
      expect(byRecord.data.map((event) => event.reason)).toEqual(['رسالة مكررة من الزائر']);

      const nothing = await list(`?search=${encodeURIComponent('لا أحد بهذا الاسم')}`);
      expect(nothing.data).toEqual([]);
      expect(nothing.meta.total).toBe(0);
    });

    it('keeps a search with LIKE wildcards literal', async () => {
      expect((await list('?search=%25')).data).toEqual([]);
      expect((await list('?search=_')).data).toEqual([]);
    });

    it('offers every admin by name as a filter choice, deactivated ones too', async () => {
      const response = await t
        .app()
        .inject({ method: 'GET', url: '/api/admin/list-options', headers: { authorization } });
      expect(response.statusCode, response.body).toBe(200);
      const { admins } = response.json().data as ListOptions;
      expect(admins).toContainEqual({ id: saraId, name: 'سارة العتيبي' });
      expect(admins).toContainEqual({ id: await adminIdOf(t.db()), name: expect.any(String) });
      expect(admins.every((admin) => Object.keys(admin).sort().join() === 'id,name')).toBe(true);
    });

    it('keeps the filter choices from a client without a token (401 unauthenticated)', async () => {
      const response = await t.app().inject({ method: 'GET', url: '/api/admin/list-options' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    });
  },
  withTestAdmin,
);
