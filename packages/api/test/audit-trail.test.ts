import { randomUUID } from 'node:crypto';
import { settingNames, type AuditAction } from '@laqta/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordRowChange } from '../src/audit/row-change.js';
import { withoutSecrets } from '../src/audit/secrets.js';
import { auditedChange } from '../src/audit/transaction.js';
import { createAdmin } from '../src/auth/admins.js';
import { findSettingByName, storeSettings } from '../src/modules/settings/queries.js';
import type { DB } from '../src/db/schema.js';
import type { AuditEventRow } from '../src/db/tables/audit.js';
import { adminIdOf, postLogin, signInHeader, testAdmin, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';
import { bookingWriteRoutes } from './support/booking-rows.js';
import { orderMoneyWriteRoutes } from './support/order-money.js';
import { peopleContentWriteRoutes } from './support/people-content-writes.js';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const serviceFields = {
  name: 'جلسة تخرج في الحديقة',
  description: 'ساعة تصوير مع عشرين صورة معدلة.',
  category: 'graduation',
  base_price: '45000',
  duration_minutes: '60',
  is_active: '1',
  sort_order: '2',
};

async function serviceForm(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('image', new Blob([png], { type: 'image/png' }), 'a.png');
  return multipart(data);
}

interface Arrange {
  app: FastifyInstance;
  db: Kysely<DB>;
  authorization: string;
  /** Different on every call, so each request really changes something. */
  fresh: string;
}

/** A content admin to act on (deactivated when asked), and its id and updated_at. */
async function teamMember(db: Kysely<DB>, { deactivated = false } = {}) {
  const stamp = new Date().toISOString();
  return db
    .insertInto('admins')
    .values({
      name: 'عضو الفريق',
      email: `member-${randomUUID()}@laqta.test`,
      password_hash: 'not-a-real-hash',
      avatar_url: null,
      role: 'content',
      deactivated_at: deactivated ? stamp : null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning(['id', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/** A request to one of the team's per-member routes, on a fresh member. */
const teamWrite =
  (
    path: 'role' | 'deactivate' | 'reactivate' | 'password',
    options: { deactivated?: boolean } = {},
  ) =>
  async ({ db, authorization }: Arrange): Promise<InjectOptions> => {
    const member = await teamMember(db, options);
    return {
      method: path === 'role' ? 'PUT' : 'POST',
      url: `/api/admin/team/${member.id}/${path}`,
      headers: { authorization },
      payload: path === 'role' ? { role: 'finance', updated_at: member.updated_at } : {},
    };
  };

/**
 * An admin of their own with two sessions (the profile's routes act on the caller: the suite's
 * test admin keeps its password and its token).
 */
async function profileOwner({ app, db }: Arrange) {
  const password = 'a password for the profile';
  const admin = await createAdmin(db, {
    name: 'صاحب الملف',
    email: `profile-${randomUUID()}@laqta.test`,
    password,
    role: 'finance',
  });
  const signInAs = async () => {
    const response = await postLogin(app, { email: admin.email, password });
    return `Bearer ${response.json().data.token.access_token as string}`;
  };
  return { admin, password, here: await signInAs(), elsewhere: await signInAs() };
}

/**
 * A profile owner's two-factor request: `start` needs nothing, `confirm` an enrolment in progress,
 * `disable` and `recovery-codes` two-factor on (each set up through the API itself).
 */
const twoFactorWrite =
  (step: 'start' | 'confirm' | 'disable' | 'recovery-codes') =>
  async (arrange: Arrange): Promise<InjectOptions> => {
    const { here } = await profileOwner(arrange);
    const headers = { authorization: here };
    const url = '/api/admin/profile/two-factor';
    if (step === 'start') return { method: 'POST', url, headers };
    const started = await arrange.app.inject({ method: 'POST', url, headers });
    const secret = started.json().data.secret as string;
    if (step === 'confirm')
      return {
        method: 'POST',
        url: `${url}/confirm`,
        headers,
        payload: { code: await generate({ secret }) },
      };
    const confirmed = await arrange.app.inject({
      method: 'POST',
      url: `${url}/confirm`,
      headers,
      payload: { code: await generate({ secret }) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return {
      method: 'POST',
      url: `${url}/${step}`,
      headers,
      payload: { code: await generate({ secret }) },
    };
  };

async function createService({ authorization, fresh }: Arrange): Promise<InjectOptions> {
  const { payload, headers } = await serviceForm({ ...serviceFields, name: fresh });
  return {
    method: 'POST',
    url: '/api/admin/services',
    payload,
    headers: { ...headers, authorization },
  };
}

/**
 * Every write route the server registers (POST/PUT/PATCH/DELETE), with a request that changes
 * something and the event it must leave behind (a visitor's own forms included: the website
 * acts). A route missing here fails the walk.
 */
type WriteRoute = { action: AuditAction; request(arrange: Arrange): Promise<InjectOptions> };

const writeRoutes: Record<string, WriteRoute> = {
  // Issue 14: photographers, customers, reviews, services, billboards, suggestions, newsletter.
  ...peopleContentWriteRoutes,
  // Issue 13: orders, refunds, payouts, transaction status.
  ...orderMoneyWriteRoutes,
  // Issue 20: the public booking (the website acts, no admin).
  ...bookingWriteRoutes,
  // A visitor's own forms: the website acts (no admin), as for a booking.
  'POST /api/contact': {
    action: 'suggestion.received',
    request: async ({ fresh }) => ({
      method: 'POST',
      url: '/api/contact',
      payload: {
        fullName: 'سارة الحربي',
        email: `contact-${Date.now()}@example.com`,
        phone: '0501234567',
        message: fresh,
      },
    }),
  },
  'POST /api/newsletter': {
    action: 'newsletter_subscriber.subscribed',
    request: async () => ({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: `reader-${Date.now()}@example.com` },
    }),
  },
  'POST /api/admin/auth/login': {
    action: 'auth.signed_in',
    request: async () => {
      const form = new FormData();
      form.append('email', testAdmin.email);
      form.append('password', testAdmin.password);
      return { method: 'POST', url: '/api/admin/auth/login', ...(await multipart(form)) };
    },
  },
  'POST /api/admin/auth/logout': {
    action: 'auth.signed_out',
    request: async ({ app }) => ({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { authorization: await signInHeader(app) },
    }),
  },
  'POST /api/admin/settings': {
    action: 'setting.updated',
    request: async ({ authorization, fresh }) => ({
      method: 'POST',
      url: '/api/admin/settings',
      headers: { authorization },
      payload: {
        settings: [{ name: settingNames.aboutFeature1Title, value: fresh, type: 'text' }],
      },
    }),
  },
  'PUT /api/admin/settings/:id': {
    action: 'setting.updated',
    request: async ({ db, authorization, fresh }) => {
      const { id } = await db
        .selectFrom('settings')
        .select('id')
        .where('name', '=', settingNames.aboutFeature1Subtitle)
        .executeTakeFirstOrThrow();
      return {
        method: 'PUT',
        url: `/api/admin/settings/${id}`,
        headers: { authorization },
        payload: { value: fresh },
      };
    },
  },
  'POST /api/admin/services': { action: 'service.created', request: createService },
  'PUT /api/admin/services/:id': {
    action: 'service.updated',
    request: async ({ db, authorization, fresh }) => {
      const { id } = await db
        .selectFrom('services')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { payload, headers } = await serviceForm({ ...serviceFields, name: fresh });
      return {
        method: 'PUT',
        url: `/api/admin/services/${id}`,
        payload,
        headers: { ...headers, authorization },
      };
    },
  },
  'POST /api/admin/team': {
    action: 'admin.created',
    request: async ({ authorization }) => ({
      method: 'POST',
      url: '/api/admin/team',
      headers: { authorization },
      payload: { name: 'مشرف جديد', email: `new-${randomUUID()}@laqta.test`, role: 'content' },
    }),
  },
  'PUT /api/admin/team/:id/role': {
    action: 'admin.role_changed',
    request: teamWrite('role'),
  },
  'POST /api/admin/team/:id/deactivate': {
    action: 'admin.deactivated',
    request: teamWrite('deactivate'),
  },
  'POST /api/admin/team/:id/reactivate': {
    action: 'admin.reactivated',
    request: teamWrite('reactivate', { deactivated: true }),
  },
  'POST /api/admin/team/:id/password': {
    action: 'admin.password_reset',
    request: teamWrite('password'),
  },
  'PUT /api/admin/profile': {
    action: 'admin.profile_updated',
    request: async (arrange) => {
      const { admin, here } = await profileOwner(arrange);
      return {
        method: 'PUT',
        url: '/api/admin/profile',
        headers: { authorization: here },
        payload: { name: arrange.fresh, updated_at: admin.updated_at },
      };
    },
  },
  'PUT /api/admin/profile/password': {
    action: 'admin.password_changed',
    request: async (arrange) => {
      const { password, here } = await profileOwner(arrange);
      return {
        method: 'PUT',
        url: '/api/admin/profile/password',
        headers: { authorization: here },
        payload: {
          current_password: password,
          password: 'another password entirely',
          password_confirmation: 'another password entirely',
        },
      };
    },
  },
  'DELETE /api/admin/profile/sessions': {
    action: 'auth.other_sessions_signed_out',
    request: async (arrange) => ({
      method: 'DELETE',
      url: '/api/admin/profile/sessions',
      headers: { authorization: (await profileOwner(arrange)).here },
    }),
  },
  'DELETE /api/admin/profile/sessions/:id': {
    action: 'auth.session_signed_out',
    request: async (arrange) => {
      const { admin, here } = await profileOwner(arrange);
      const other = await arrange.db
        .selectFrom('admin_tokens')
        .select('id')
        .where('admin_id', '=', admin.id)
        .orderBy('id', 'desc') // `elsewhere`, signed in after `here`
        .executeTakeFirstOrThrow();
      return {
        method: 'DELETE',
        url: `/api/admin/profile/sessions/${other.id}`,
        headers: { authorization: here },
      };
    },
  },
  'POST /api/admin/auth/two-factor': {
    action: 'auth.signed_in',
    request: async (arrange) => {
      const { admin, password, here } = await profileOwner(arrange);
      const headers = { authorization: here };
      const url = '/api/admin/profile/two-factor';
      const started = await arrange.app.inject({ method: 'POST', url, headers });
      const secret = started.json().data.secret as string;
      await arrange.app.inject({
        method: 'POST',
        url: `${url}/confirm`,
        headers,
        payload: { code: await generate({ secret }) },
      });
      const login = await postLogin(arrange.app, { email: admin.email, password });
      const { challenge } = login.json().data.two_factor as { challenge: string };
      return {
        method: 'POST',
        url: '/api/admin/auth/two-factor',
        payload: { challenge, code: await generate({ secret }) },
      };
    },
  },
  'POST /api/admin/profile/two-factor': {
    action: 'admin.two_factor_enrolment_started',
    request: twoFactorWrite('start'),
  },
  'POST /api/admin/profile/two-factor/confirm': {
    action: 'admin.two_factor_enabled',
    request: twoFactorWrite('confirm'),
  },
  'POST /api/admin/profile/two-factor/disable': {
    action: 'admin.two_factor_disabled',
    request: twoFactorWrite('disable'),
  },
  'POST /api/admin/profile/two-factor/recovery-codes': {
    action: 'admin.recovery_codes_regenerated',
    request: twoFactorWrite('recovery-codes'),
  },
  'PUT /api/admin/security/two-factor': {
    action: 'security.two_factor_requirement_changed',
    // An enrolled owner turns the requirement off (left on, it would hold back the routes after).
    request: async (arrange) => {
      const owner = await createAdmin(arrange.db, {
        name: 'مالك بتحقق بخطوتين',
        email: `owner-${randomUUID()}@laqta.test`,
        password: 'a password for the owner',
        role: 'owner',
      });
      const login = await postLogin(arrange.app, {
        email: owner.email,
        password: 'a password for the owner',
      });
      const headers = { authorization: `Bearer ${login.json().data.token.access_token as string}` };
      const url = '/api/admin/profile/two-factor';
      const started = await arrange.app.inject({ method: 'POST', url, headers });
      const secret = started.json().data.secret as string;
      const confirmed = await arrange.app.inject({
        method: 'POST',
        url: `${url}/confirm`,
        headers,
        payload: { code: await generate({ secret }) },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const policy = await arrange.db
        .updateTable('security_policy')
        .set({ two_factor_required: 1 })
        .returning('updated_at')
        .executeTakeFirstOrThrow();
      return {
        method: 'PUT',
        url: '/api/admin/security/two-factor',
        headers,
        payload: { two_factor_required: '0', updated_at: policy.updated_at },
      };
    },
  },
  'PATCH /api/admin/suggestions/:id': {
    action: 'suggestion.status_changed',
    request: async ({ db, authorization }) => {
      const stamp = new Date().toISOString();
      const { id } = await db
        .insertInto('suggestions')
        .values({
          name: 'سارة',
          email: 'sara@example.com',
          phone: '0500000000',
          message: 'أقترح إضافة جلسات تصوير المنتجات',
          source: 'contact_form',
          status: 'new',
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        method: 'PATCH',
        url: `/api/admin/suggestions/${id}`,
        headers: { authorization },
        payload: { status: 'read' },
      };
    },
  },
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function eventCount(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function newestEvents(db: Kysely<DB>, count = 1): Promise<AuditEventRow[]> {
  return db.selectFrom('audit_events').selectAll().orderBy('id', 'desc').limit(count).execute();
}

describe('withoutSecrets', () => {
  it('drops passwords, tokens, hashes and two-factor secrets at any depth, keeps the rest', () => {
    expect(
      withoutSecrets({
        name: 'ليلى',
        email: 'layla@example.com',
        value: 'نص',
        password: 'p',
        password_hash: '$argon2id$…',
        currentPassword: 'p',
        access_token: 't',
        token_hash: 'h',
        totp_secret: 's',
        recovery_codes: ['a'],
        nested: { role: 'owner', apiKey: 'k', list: [{ secret: 'x', id: 1 }] },
      }),
    ).toEqual({
      name: 'ليلى',
      email: 'layla@example.com',
      value: 'نص',
      nested: { role: 'owner', list: [{ id: 1 }] },
    });
  });
});

describeOnEachDatabase(
  'audit trail',
  (t) => {
    let authorization = '';
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
      // A service for the update route to change.
      const created = await t
        .app()
        .inject(
          await createService({ app: t.app(), db: t.db(), authorization, fresh: 'خدمة أولى' }),
        );
      expect(created.statusCode, created.body).toBe(201);
    });

    it('every write route records its event (the route table matches the server)', async () => {
      const registered = t
        .app()
        .registeredRoutes.filter((route) => WRITE_METHODS.has(route.method))
        .map((route) => `${route.method} ${route.url}`);
      expect([...new Set(registered)].sort()).toEqual(Object.keys(writeRoutes).sort());

      const silent: string[] = [];
      for (const [route, entry] of Object.entries(writeRoutes)) {
        const before = await eventCount(t.db());
        const response = await t.app().inject(
          await entry.request({
            app: t.app(),
            db: t.db(),
            authorization,
            fresh: `قيمة ${route} ${Date.now()}`,
          }),
        );
        expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
        const [newest] = await newestEvents(t.db());
        if ((await eventCount(t.db())) <= before || newest?.action !== entry.action)
          silent.push(`${route} (expected ${entry.action}, newest ${newest?.action})`);
      }
      expect(silent).toEqual([]);
    });

    it('stores who, what changed (before → after), from where', async () => {
      const adminId = await adminIdOf(t.db());
      const setting = await t
        .db()
        .selectFrom('settings')
        .selectAll()
        .where('name', '=', settingNames.aboutFeature2Title)
        .executeTakeFirstOrThrow();
      const response = await t.app().inject({
        method: 'PUT',
        url: `/api/admin/settings/${setting.id}`,
        remoteAddress: '203.0.113.7',
        headers: { authorization, 'user-agent': 'Mozilla/5.0 (اختبار)' },
        payload: { value: 'سعر واضح دائمًا' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [event] = await newestEvents(t.db());
      expect(event).toMatchObject({
        admin_id: adminId,
        action: 'setting.updated',
        entity_type: 'setting',
        entity_id: String(setting.id),
        ip: '203.0.113.7',
        user_agent: 'Mozilla/5.0 (اختبار)',
      });
      expect(JSON.parse(event!.before_values!)).toEqual({ value: setting.value });
      expect(JSON.parse(event!.after_values!)).toEqual({ value: 'سعر واضح دائمًا' });
    });

    it('a refused batch (one stale entry) leaves neither the change nor an event', async () => {
      const before = await eventCount(t.db());
      const first = await t
        .db()
        .selectFrom('settings')
        .selectAll()
        .where('name', '=', settingNames.aboutFeature3Title)
        .executeTakeFirstOrThrow();
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/admin/settings',
        headers: { authorization },
        payload: {
          settings: [
            { name: settingNames.aboutFeature3Title, value: 'تغيير لن يبقى', type: 'text' },
            {
              name: settingNames.aboutFeature2Subtitle,
              value: 'قديم',
              type: 'text',
              updated_at: '2000-01-01T00:00:00.000Z',
            },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(await eventCount(t.db())).toBe(before);
      const after = await t
        .db()
        .selectFrom('settings')
        .select('value')
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow();
      expect(after.value).toBe(first.value);
    });

    it("a query's own transaction joins the change's: a failure after it undoes both", async () => {
      const name = settingNames.aboutFeature3Title;
      const original = await findSettingByName(t.db(), name);
      const before = await eventCount(t.db());
      const failure = auditedChange(t.db(), async (trx) => {
        const [saved] = await storeSettings(trx, [{ name, value: 'لن يبقى', type: 'text' }]);
        await recordRowChange(trx, {
          adminId: null,
          ip: null,
          userAgent: null,
          entityType: 'setting',
          actions: { created: 'setting.created', updated: 'setting.updated' },
          before: original,
          after: saved!,
          fields: ['value'],
        });
        expect(await eventCount(trx)).toBe(before + 1);
        throw new Error('the change fails after its event');
      });
      await expect(failure).rejects.toThrow('the change fails after its event');
      expect((await findSettingByName(t.db(), name))?.value).toBe(original?.value);
      expect(await eventCount(t.db())).toBe(before);
    });

    it('a save that changes nothing records nothing', async () => {
      const setting = await t
        .db()
        .selectFrom('settings')
        .selectAll()
        .where('name', '=', settingNames.aboutFeature3Subtitle)
        .executeTakeFirstOrThrow();
      const before = await eventCount(t.db());
      const response = await t.app().inject({
        method: 'PUT',
        url: `/api/admin/settings/${setting.id}`,
        headers: { authorization },
        payload: { value: setting.value },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await eventCount(t.db())).toBe(before);
    });

    it('records failed sign-ins, with no admin for an unknown e-mail, and never a password or token', async () => {
      const wrongPassword = 'not the password at all';
      expect(
        (await postLogin(t.app(), { email: testAdmin.email, password: wrongPassword })).statusCode,
      ).toBe(422);
      expect(
        (await postLogin(t.app(), { email: 'Nobody@Example.com', password: wrongPassword }))
          .statusCode,
      ).toBe(422);
      const [unknown, known] = await newestEvents(t.db(), 2);
      expect(known).toMatchObject({
        action: 'auth.sign_in_failed',
        admin_id: await adminIdOf(t.db()),
      });
      expect(unknown).toMatchObject({
        action: 'auth.sign_in_failed',
        admin_id: null,
        entity_id: null,
      });
      expect(JSON.parse(unknown!.after_values!)).toEqual({ email: 'nobody@example.com' });

      const signedIn = await postLogin(t.app(), testAdmin);
      const token: string = signedIn.json().data.token.access_token;
      const everything = JSON.stringify(
        await t.db().selectFrom('audit_events').selectAll().execute(),
      );
      for (const secret of [testAdmin.password, wrongPassword, token, '$argon2'])
        expect(everything).not.toContain(secret);
    });
  },
  withTestAdmin,
);
