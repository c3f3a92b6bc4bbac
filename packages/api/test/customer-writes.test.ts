import {
  customerMessages,
  customerWriteMessages,
  reasonMessages,
  staleRecordMessage,
} from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { insertCustomerRow } from './support/people-rows.js';

describeOnEachDatabase(
  'customers: edit, block, unblock, bulk',
  (t) => {
    let authorization = '';
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
    });
    const send = (method: 'PUT' | 'POST', url: string, payload: object) =>
      t.app().inject({ method, url, headers: { authorization }, payload });

    it('edits name, e-mail (lower-cased), phone (Latin digits) and city', async () => {
      const row = await insertCustomerRow(t.db());
      const response = await send('PUT', `/api/admin/users/${row.id}`, {
        name: 'ريم الشهري',
        email: 'Reem@Example.com',
        phone: '٠٥٥٥١٢٣٤٥٦',
        city: 'الدمام',
        updated_at: row.updated_at,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        name: 'ريم الشهري',
        email: 'reem@example.com',
        phone: '0555123456',
        city: 'الدمام',
        blocked_reason: null,
      });
    });

    it('answers 422 for an e-mail another customer has, 409 when stale', async () => {
      const other = await insertCustomerRow(t.db());
      const row = await insertCustomerRow(t.db());
      const fields = { name: 'اسم', phone: '0555123456', city: 'جدة' };
      const taken = await send('PUT', `/api/admin/users/${row.id}`, {
        ...fields,
        email: other.email.toUpperCase(),
        updated_at: row.updated_at,
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json()).toEqual({
        message: customerWriteMessages.emailTaken,
        errors: { email: [customerWriteMessages.emailTaken] },
        code: 'validation_failed',
      });
      const stale = await send('PUT', `/api/admin/users/${row.id}`, {
        ...fields,
        email: row.email,
        updated_at: '2001-01-01T00:00:00.000Z',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        success: false,
        message: staleRecordMessage,
        code: 'stale_edit',
      });
    });

    it('lists a bad field and a taken e-mail in one 422; a missing customer is 404 first', async () => {
      const other = await insertCustomerRow(t.db());
      const row = await insertCustomerRow(t.db());
      const body = { name: '', email: other.email, phone: '0555123456', city: 'جدة' };
      const both = await send('PUT', `/api/admin/users/${row.id}`, {
        ...body,
        updated_at: row.updated_at,
      });
      expect(both.statusCode).toBe(422);
      expect(both.json().code).toBe('validation_failed');
      expect(Object.keys(both.json().errors).sort()).toEqual(['email', 'name']);
      expect(both.json().errors.email).toEqual([customerWriteMessages.emailTaken]);
      for (const id of ['999999', 'abc']) {
        const missing = await send('PUT', `/api/admin/users/${id}`, body);
        expect(missing.statusCode, id).toBe(404);
        expect(missing.json(), id).toEqual({
          success: false,
          message: customerMessages.notFound,
          code: 'not_found',
        });
      }
    });

    it('blocks with a reason, refuses blocking twice (422 naming the state), unblocks', async () => {
      const row = await insertCustomerRow(t.db());
      const url = `/api/admin/users/${row.id}/status`;
      const noReason = await send('POST', url, { action: 'block', updated_at: row.updated_at });
      expect(noReason.json().errors.reason).toEqual([reasonMessages.required]);
      const blocked = await send('POST', url, {
        action: 'block',
        reason: 'إساءة للمصورين',
        updated_at: row.updated_at,
      });
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect(blocked.json().data).toMatchObject({
        status: 'blocked',
        blocked_reason: 'إساءة للمصورين',
      });
      const twice = await send('POST', url, {
        action: 'block',
        reason: 'مرة أخرى',
        updated_at: blocked.json().data.updated_at,
      });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().message).toContain('محظور');
      expect(twice.json().code).toBe('invalid_transition');
      const unblocked = await send('POST', url, {
        action: 'unblock',
        updated_at: blocked.json().data.updated_at,
      });
      expect(unblocked.json().data).toMatchObject({ status: 'active', blocked_reason: null });
    });

    it('blocks three from a bulk selection; an already blocked one fails alone', async () => {
      const rows = [
        await insertCustomerRow(t.db()),
        await insertCustomerRow(t.db()),
        await insertCustomerRow(t.db(), { status: 'blocked' }),
      ];
      const response = await send('POST', '/api/admin/users/bulk', {
        action: 'block',
        reason: 'حسابات وهمية',
        ids: rows.map((r) => r.id),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({ total: 3, succeeded: 2, failed: 1 });
      expect(data.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, false]);
      const missingReason = await send('POST', '/api/admin/users/bulk', {
        action: 'block',
        ids: [rows[0]!.id],
      });
      expect(missingReason.json().data.results[0].ok).toBe(false);
    });
  },
  withTestAdmin,
);
