import {
  forbiddenForRoleMessage,
  photographerSuspensionConfirmationSchema,
  photographerWriteMessages,
  reasonMessages,
  staleRecordMessage,
  type Photographer,
} from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens.js';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';
import {
  insertCustomerRow,
  insertOrderRow,
  insertPhotographerRow,
  insertServiceRow,
} from './support/people-rows.js';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describeOnEachDatabase(
  'photographers: create, edit, approve, reject, suspend, reinstate, bulk',
  (t) => {
    let authorization = '';
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
    });

    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app().inject({ method: 'POST', url, headers: { authorization, ...headers }, payload });

    async function form(fields: Record<string, string | string[]>, avatar?: Buffer) {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields))
        if (Array.isArray(value)) value.forEach((v, i) => data.append(`${key}[${i}]`, v));
        else data.append(key, value);
      if (avatar) data.append('avatar', new Blob([avatar], { type: 'image/png' }), 'a.png');
      return multipart(data);
    }

    const fields = {
      name: 'نورة العتيبي',
      email: 'Noura@Example.com',
      phone: '٠٥٠١٢٣٤٥٦٧',
      city: 'الرياض',
      bio: 'مصورة مناسبات',
      specialties: ['wedding', 'family'],
      starting_price: '45050',
    };

    async function create(extra: Record<string, string | string[]> = {}, avatar?: Buffer) {
      const { payload, headers } = await form({ ...fields, ...extra }, avatar);
      return post('/api/admin/photographers', payload, headers);
    }

    it('creates a pending photographer with an avatar, prices in halalas, digits folded', async () => {
      const response = await create({ email: 'create@example.com' }, png);
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json().data as Photographer;
      expect(created).toMatchObject({
        name: 'نورة العتيبي',
        email: 'create@example.com',
        phone: '0501234567',
        status: 'pending',
        starting_price: 45050,
        specialties: ['family', 'wedding'],
        status_reason: null,
        rejected_at: null,
      });
      expect(created.avatar_url).toMatch(/^\/uploads\//);
      const event = await t
        .db()
        .selectFrom('audit_events')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(event.action).toBe('photographer.created');
    });

    it('answers 422 in Arabic per field, and for a taken e-mail', async () => {
      const first = await create({ email: 'taken@example.com' });
      expect(first.statusCode).toBe(201);
      const response = await create({
        email: 'TAKEN@example.com',
        name: '',
        specialties: [],
        starting_price: '-5',
      });
      expect(response.statusCode).toBe(422);
      const { errors, code } = response.json();
      expect(code).toBe('validation_failed');
      expect(errors.email).toEqual([photographerWriteMessages.emailTaken]);
      expect(errors.name).toBeDefined();
      expect(errors.starting_price).toBeDefined();
    });

    it('refuses an avatar past 2 MB (413) and a text file named .png (422)', async () => {
      const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
      const tooBig = await create({ email: 'big@example.com' }, big);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({
        message: photographerWriteMessages.avatarTooLarge,
        code: 'payload_too_large',
      });
      const text = await create({ email: 'text@example.com' }, Buffer.from('not an image'));
      expect(text.statusCode).toBe(422);
      expect(text.json().errors.avatar).toEqual([photographerWriteMessages.avatarType]);
    });

    it('edits with the updated_at it loaded; a stale one is 409 and changes nothing', async () => {
      const row = await insertPhotographerRow(t.db());
      const edit = async (updatedAt: string, name: string) => {
        const { payload, headers } = await form({
          ...fields,
          email: row.email,
          name,
          updated_at: updatedAt,
        });
        return t.app().inject({
          method: 'PUT',
          url: `/api/admin/photographers/${row.id}`,
          headers: { authorization, ...headers },
          payload,
        });
      };
      const saved = await edit(row.updated_at, 'اسم جديد');
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.name).toBe('اسم جديد');
      const stale = await edit(row.updated_at, 'اسم قديم');
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        success: false,
        message: staleRecordMessage,
        code: 'stale_edit',
      });
      const now = await t
        .db()
        .selectFrom('photographers')
        .select('name')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(now.name).toBe('اسم جديد');
    });

    const act = (id: number, body: object) => post(`/api/admin/photographers/${id}/status`, body);

    it('approves a pending photographer; approving again is 422 naming the state', async () => {
      const row = await insertPhotographerRow(t.db());
      const approved = await act(row.id, { action: 'approve', updated_at: row.updated_at });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data.status).toBe('approved');
      const again = await act(row.id, {
        action: 'approve',
        updated_at: approved.json().data.updated_at,
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toContain('معتمد');
      expect(again.json().code).toBe('invalid_transition');
    });

    it('rejects with a reason (required) and keeps it; reinstating approves', async () => {
      const row = await insertPhotographerRow(t.db());
      const noReason = await act(row.id, { action: 'reject', updated_at: row.updated_at });
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json().errors.reason).toEqual([reasonMessages.required]);
      const rejected = await act(row.id, {
        action: 'reject',
        reason: 'صور غير واضحة',
        updated_at: row.updated_at,
      });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().data).toMatchObject({
        status: 'suspended',
        status_reason: 'صور غير واضحة',
      });
      expect(rejected.json().data.rejected_at).not.toBeNull();
      const event = await t
        .db()
        .selectFrom('audit_events')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(event).toMatchObject({ action: 'photographer.rejected', reason: 'صور غير واضحة' });
      const reinstated = await act(row.id, {
        action: 'reinstate',
        updated_at: rejected.json().data.updated_at,
      });
      expect(reinstated.json().data).toMatchObject({
        status: 'approved',
        status_reason: null,
        rejected_at: null,
      });
    });

    it('asks before suspending a photographer with confirmed sessions ahead, listing them', async () => {
      const row = await insertPhotographerRow(t.db(), { status: 'approved' });
      const customer = await insertCustomerRow(t.db());
      const service = await insertServiceRow(t.db());
      const ahead = await insertOrderRow(t.db(), {
        customer_id: customer.id,
        service_id: service.id,
        photographer_id: row.id,
        status: 'confirmed',
      });
      await insertOrderRow(t.db(), {
        customer_id: customer.id,
        service_id: service.id,
        photographer_id: row.id,
        status: 'confirmed',
        session_at: new Date(Date.now() - 86_400_000).toISOString(),
      });
      const body = { action: 'suspend', reason: 'شكاوى متكررة', updated_at: row.updated_at };
      const asked = await act(row.id, body);
      expect(asked.statusCode).toBe(409);
      expect(asked.json()).toMatchObject({
        success: false,
        code: 'conflict',
        confirmation_required: true,
        message: photographerWriteMessages.confirmSuspension(1),
      });
      expect(asked.json().orders.map((o: { code: string }) => o.code)).toEqual([ahead.code]);
      // The app asks its question only when the answer is this contract's (else it shows an error).
      expect(photographerSuspensionConfirmationSchema.safeParse(asked.json()).success).toBe(true);
      const unchanged = await t
        .db()
        .selectFrom('photographers')
        .select('status')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(unchanged.status).toBe('approved');
      const confirmed = await act(row.id, { ...body, confirm: true });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data.status).toBe('suspended');
    });

    it('does each bulk row on its own: a refused or stale row fails alone', async () => {
      const pending = await insertPhotographerRow(t.db());
      const approved = await insertPhotographerRow(t.db(), { status: 'approved' });
      const stale = await insertPhotographerRow(t.db());
      const response = await post('/api/admin/photographers/bulk', {
        action: 'approve',
        ids: [pending.id, approved.id, stale.id, 999999],
        updated_at: { [stale.id]: '2000-01-01T00:00:00.000Z' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({ total: 4, succeeded: 1, failed: 3, only_failures: false });
      expect(data.results[0]).toEqual({ id: pending.id, ok: true });
      expect(data.results[1].ok).toBe(false);
      expect(data.results[1].message).toContain('معتمد');
      expect(data.results[2]).toEqual({ id: stale.id, ok: false, message: staleRecordMessage });
      expect(data.results[3].ok).toBe(false);
    });

    it('approves every row a filter keeps, past 1,000, on the server', async () => {
      const city = `مدينة-${Date.now()}`;
      const stampAt = new Date().toISOString();
      const rows = Array.from({ length: 1005 }, (_, i) => ({
        name: `مصور جماعي ${i}`,
        email: `bulk-${city}-${i}@laqta.test`,
        phone: '0500000000',
        city,
        bio: '',
        avatar_url: null,
        starting_price: 100,
        status: 'pending' as const,
        created_at: stampAt,
        updated_at: stampAt,
      }));
      for (let i = 0; i < rows.length; i += 200)
        await t
          .db()
          .insertInto('photographers')
          .values(rows.slice(i, i + 200))
          .execute();
      const started = Date.now();
      const response = await post('/api/admin/photographers/bulk', {
        action: 'approve',
        filter: { city, status: 'pending' },
      });
      const elapsed = Date.now() - started;
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        total: 1005,
        succeeded: 1005,
        failed: 0,
        results: [],
        only_failures: true,
      });
      console.info(`bulk approve of 1005 rows by filter [${t.dialect}]: ${elapsed} ms`);
      const left = await t
        .db()
        .selectFrom('photographers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('city', '=', city)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      expect(Number(left.n)).toBe(0);
    }, 120_000);

    it('lists the approval queue pending first', async () => {
      const response = await t.app().inject({
        method: 'GET',
        url: '/api/admin/photographers?sort=queue&per_page=100',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(200);
      const statuses = (response.json().data as { status: string }[]).map((r) => r.status);
      const firstOther = statuses.findIndex((s) => s !== 'pending');
      expect(statuses.slice(firstOther).includes('pending')).toBe(false);
    });

    it('refuses finance and content admins (403)', async () => {
      const at = new Date().toISOString();
      const { id } = await t
        .db()
        .insertInto('admins')
        .values({
          name: 'مالية',
          email: `finance-${Date.now()}@laqta.test`,
          password_hash: 'x',
          avatar_url: null,
          role: 'finance',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = `Bearer ${(await issueToken(t.db(), id, { ttlMinutes: 5 })).plainText}`;
      const row = await insertPhotographerRow(t.db());
      const response = await t.app().inject({
        method: 'POST',
        url: `/api/admin/photographers/${row.id}/status`,
        headers: { authorization: token },
        payload: { action: 'approve', updated_at: row.updated_at },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(forbiddenForRoleMessage);
    });
  },
  withTestAdmin,
);
