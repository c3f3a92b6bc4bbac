import { serviceWriteMessages, staleRecordMessage, type Service } from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { insertCustomerRow, insertOrderRow, insertServiceRow } from './support/people-rows.js';

describeOnEachDatabase(
  'services: activate, deactivate, archive, delete when unused, display order, bulk',
  (t) => {
    let authorization = '';
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
    });
    const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
      t.app().inject({ method, url, headers: { authorization }, payload });
    const status = (id: number, action: string, updated_at: string) =>
      send('POST', `/api/admin/services/${id}/status`, { action, updated_at });

    it('deactivates and activates; activating an active one is 422 naming the state', async () => {
      const row = await insertServiceRow(t.db());
      const off = await status(row.id, 'deactivate', row.updated_at);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data.is_active).toBe(false);
      const on = await status(row.id, 'activate', off.json().data.updated_at);
      expect(on.json().data.is_active).toBe(true);
      const again = await status(row.id, 'activate', on.json().data.updated_at);
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toContain('مفعّلة');
      expect(again.json().code).toBe('invalid_transition');
      const stale = await status(row.id, 'deactivate', row.updated_at);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(staleRecordMessage);
      expect(stale.json().code).toBe('stale_edit');
    });

    it('refuses to delete a service an order used (422, archive instead); archives it', async () => {
      const row = await insertServiceRow(t.db());
      const customer = await insertCustomerRow(t.db());
      await insertOrderRow(t.db(), { customer_id: customer.id, service_id: row.id });
      const refused = await send('DELETE', `/api/admin/services/${row.id}`, {
        updated_at: row.updated_at,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(serviceWriteMessages.inUse(1));
      expect(refused.json().code).toBe('refused');
      const archived = await status(row.id, 'archive', row.updated_at);
      expect(archived.statusCode).toBe(200);
      const service = archived.json().data as Service;
      expect(service.archived_at).not.toBeNull();
      expect(service.is_active).toBe(false);
      const activate = await status(row.id, 'activate', service.updated_at);
      expect(activate.statusCode).toBe(422);
      const list = await t.app().inject({
        method: 'GET',
        url: '/api/admin/services?archived=1&per_page=100',
        headers: { authorization },
      });
      expect((list.json().data as Service[]).map((s) => s.id)).toContain(row.id);
      const unarchived = await status(row.id, 'unarchive', service.updated_at);
      expect(unarchived.json().data).toMatchObject({ archived_at: null, is_active: false });
    });

    it('deletes an unused service', async () => {
      const row = await insertServiceRow(t.db());
      const response = await send('DELETE', `/api/admin/services/${row.id}`, {
        updated_at: row.updated_at,
      });
      expect(response.statusCode, response.body).toBe(200);
      const gone = await t.app().inject({
        method: 'GET',
        url: `/api/admin/services/${row.id}`,
        headers: { authorization },
      });
      expect(gone.statusCode).toBe(404);
    });

    it('saves the display order the admin chose, auditing only what moved', async () => {
      const a = await insertServiceRow(t.db());
      const b = await insertServiceRow(t.db());
      const response = await send('PUT', '/api/admin/services/order', {
        items: [
          { id: a.id, sort_order: 5 },
          { id: b.id, sort_order: 0 },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({ moved: 1 });
      const unknown = await send('PUT', '/api/admin/services/order', {
        items: [{ id: 999999, sort_order: 1 }],
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().code).toBe('validation_failed');
      const duplicate = await send('PUT', '/api/admin/services/order', {
        items: [
          { id: a.id, sort_order: 1 },
          { id: a.id, sort_order: 2 },
        ],
      });
      expect(duplicate.json().errors.items).toEqual([serviceWriteMessages.orderDuplicate]);
    });

    it('deactivates in bulk; one already inactive fails alone', async () => {
      const on = await insertServiceRow(t.db());
      const off = await insertServiceRow(t.db(), { is_active: 0 });
      const response = await send('POST', '/api/admin/services/bulk', {
        action: 'deactivate',
        ids: [on.id, off.id],
      });
      expect(response.json().data).toMatchObject({ total: 2, succeeded: 1, failed: 1 });
    });
  },
  withTestAdmin,
);
