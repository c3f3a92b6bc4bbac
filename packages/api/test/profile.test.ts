import { randomUUID } from 'node:crypto';
import {
  newAdminPasswordSchema,
  profileMessages,
  tooManyPasswordAttemptsMessage,
  type AdminSession,
  type Profile,
} from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../src/auth/admins.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';
import { withTestAdmin } from './support/auth.js';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const password = 'a long enough password';

interface Avatar {
  bytes: Buffer;
  name: string;
  type: string;
}

/** The profile form as the app sends it: multipart POST with `_method=PUT`. */
async function profileForm(fields: Record<string, string>, avatar?: Avatar) {
  const form = new FormData();
  form.append('_method', 'PUT');
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (avatar) form.append('avatar', new Blob([avatar.bytes], { type: avatar.type }), avatar.name);
  return multipart(form);
}

describeOnEachDatabase(
  'profile (every admin, their own record)',
  (t) => {
    /** A fresh admin of `role` (so tests do not share sessions), not yet signed in. */
    async function newAdmin(role: 'owner' | 'operations' | 'finance' | 'content' = 'finance') {
      return createAdmin(t.db(), {
        name: 'ريم الحسيني',
        email: `reem-${randomUUID()}@laqta.test`,
        password,
        role,
      });
    }

    /** Signs in through the API from a browser and an address; answers the Authorization value. */
    async function signIn(
      email: string,
      { userAgent = chromeOnWindows, ip = '198.51.100.4', secret = password } = {},
    ): Promise<string> {
      const form = new FormData();
      form.append('email', email);
      form.append('password', secret);
      const { payload, headers } = await multipart(form);
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        remoteAddress: ip,
        payload,
        headers: { ...headers, 'user-agent': userAgent },
      });
      expect(response.statusCode, response.body).toBe(200);
      return `Bearer ${response.json().data.token.access_token}`;
    }

    const get = (url: string, authorization: string) =>
      t.app().inject({ method: 'GET', url, headers: { authorization } });

    async function profileOf(authorization: string): Promise<Profile> {
      const response = await get('/api/admin/profile', authorization);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Profile;
    }

    async function saveProfile(
      authorization: string,
      fields: Record<string, string>,
      avatar?: Avatar,
    ) {
      const { payload, headers } = await profileForm(fields, avatar);
      return t.app().inject({
        method: 'POST',
        url: '/api/admin/profile',
        payload,
        headers: { ...headers, authorization },
      });
    }

    const changePassword = (authorization: string, fields: Record<string, string>) =>
      t.app().inject({
        method: 'PUT',
        url: '/api/admin/profile/password',
        headers: { authorization },
        payload: fields,
      });

    async function sessionsOf(authorization: string): Promise<AdminSession[]> {
      const response = await get('/api/admin/profile/sessions', authorization);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as AdminSession[];
    }

    const meStatus = async (authorization: string) =>
      (await get('/api/admin/auth/me', authorization)).statusCode;

    async function newestEvent(action: string, adminId: number) {
      return t
        .db()
        .selectFrom('audit_events')
        .selectAll()
        .where('action', '=', action)
        .where('admin_id', '=', adminId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    }

    let authorization = '';
    let adminId = 0;
    beforeAll(async () => {
      const admin = await newAdmin('content');
      adminId = admin.id;
      authorization = await signIn(admin.email);
    });

    it('answers the signed-in admin: name, e-mail, role, avatar and updated_at', async () => {
      const profile = await profileOf(authorization);
      expect(profile).toEqual({
        id: adminId,
        name: 'ريم الحسيني',
        email: expect.stringMatching(/^reem-.*@laqta\.test$/),
        role: 'content',
        avatar_url: null,
        updated_at: expect.any(String),
        two_factor_enabled: false,
        two_factor_required: false,
      });
      expect(JSON.stringify(profile)).not.toContain('argon2');
    });

    it('saves a new name and a PNG avatar (multipart, _method=PUT); me shows the avatar', async () => {
      const before = await profileOf(authorization);
      const response = await saveProfile(
        authorization,
        { name: 'ريم عبد الله الحسيني', updated_at: before.updated_at },
        { bytes: png, name: 'me.png', type: 'image/png' },
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe(profileMessages.updated);
      const saved = response.json().data as Profile;
      expect(saved.name).toBe('ريم عبد الله الحسيني');
      expect(saved.avatar_url).toMatch(/\.png$/);
      expect(saved.updated_at).not.toBe(before.updated_at);

      const me = await get('/api/admin/auth/me', authorization);
      expect(me.json().data).toMatchObject({
        name: 'ريم عبد الله الحسيني',
        avatar_url: saved.avatar_url,
      });

      const event = await newestEvent('admin.profile_updated', adminId);
      expect(JSON.parse(event!.before_values!)).toEqual({ name: before.name, avatar_url: null });
      expect(JSON.parse(event!.after_values!)).toEqual({
        name: 'ريم عبد الله الحسيني',
        avatar_url: saved.avatar_url,
      });
    });

    it('answers 409 to a save made from a stale page, changing nothing', async () => {
      const current = await profileOf(authorization);
      const response = await saveProfile(authorization, {
        name: 'اسم من صفحة قديمة',
        updated_at: '2000-01-01T00:00:00.000Z',
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ message: profileMessages.stale, code: 'stale_edit' });
      expect(await profileOf(authorization)).toEqual(current);
    });

    it('answers 422 with Arabic messages per field: blank name, a text file renamed .png', async () => {
      const current = await profileOf(authorization);
      const response = await saveProfile(
        authorization,
        { name: '   ', updated_at: current.updated_at },
        { bytes: Buffer.from('just some text, not a picture'), name: 'me.png', type: 'image/png' },
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({
        name: ['الاسم مطلوب'],
        avatar: [profileMessages.avatarType],
      });
      const missingStamp = await saveProfile(authorization, { name: 'ريم' });
      expect(missingStamp.statusCode).toBe(422);
      expect(missingStamp.json().errors).toEqual({ updated_at: [profileMessages.staleMissing] });
      expect(await profileOf(authorization)).toEqual(current);
    });

    it('refuses an avatar over 2 MB with 413, changing nothing', async () => {
      const current = await profileOf(authorization);
      const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
      const response = await saveProfile(
        authorization,
        { name: 'ريم', updated_at: current.updated_at },
        { bytes: big, name: 'big.png', type: 'image/png' },
      );
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json().message).toBe(profileMessages.avatarTooLarge);
      expect(await profileOf(authorization)).toEqual(current);
    });

    it('changes the password: current one required, others signed out, this one kept', async () => {
      const admin = await newAdmin('operations');
      const here = await signIn(admin.email);
      const elsewhere = await signIn(admin.email, { userAgent: safariOnIphone });

      const wrong = await changePassword(here, {
        current_password: 'not the password',
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({
        current_password: [profileMessages.currentPasswordWrong],
      });
      const invalid = await changePassword(here, {
        current_password: '',
        password: 'short',
        password_confirmation: 'shorter',
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors).toEqual({
        current_password: [profileMessages.currentPasswordRequired],
        password: [newAdminPasswordSchema.safeParse('short').error!.issues[0]!.message],
        password_confirmation: [profileMessages.confirmationMismatch],
      });
      expect(await meStatus(elsewhere)).toBe(200);

      const changed = await changePassword(here, {
        current_password: password,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().message).toBe(profileMessages.passwordChanged);
      expect(await meStatus(here)).toBe(200);
      expect(await meStatus(elsewhere)).toBe(401);
      await signIn(admin.email, { secret: 'a brand new password' });

      const event = await newestEvent('admin.password_changed', admin.id);
      expect(JSON.parse(event!.after_values!)).toEqual({ signed_out_sessions: 1 });
      const stored = JSON.stringify(event);
      expect(stored).not.toContain('brand new');
      expect(stored).not.toContain(password);
    });

    it('counts wrong current passwords like failed sign-ins: 429 with Retry-After past five', async () => {
      const admin = await newAdmin();
      const token = await signIn(admin.email, { ip: '203.0.113.50' });
      const guess = (secret: string) =>
        t.app().inject({
          method: 'PUT',
          url: '/api/admin/profile/password',
          remoteAddress: '203.0.113.50',
          headers: { authorization: token },
          payload: {
            current_password: secret,
            password: 'a brand new password',
            password_confirmation: 'a brand new password',
          },
        });
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await guess(`guess ${attempt}`)).statusCode).toBe(422);
      const refused = await guess(password);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toBe(
        tooManyPasswordAttemptsMessage(Number(refused.headers['retry-after'])),
      );
      expect(await meStatus(token)).toBe(200);
    });

    it('lists live sessions with the device, the address and which one is this', async () => {
      const admin = await newAdmin();
      const laptop = await signIn(admin.email, { ip: '203.0.113.9' });
      const phone = await signIn(admin.email, { userAgent: safariOnIphone, ip: '192.0.2.77' });
      const sessions = await sessionsOf(phone);
      expect(sessions).toHaveLength(2);
      expect(sessions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            device: 'Chrome على Windows',
            address: '203.0.113.9',
            current: false,
          }),
          expect.objectContaining({
            device: 'Safari على iOS',
            address: '192.0.2.77',
            current: true,
          }),
        ]),
      );
      for (const session of sessions) expect(session.created_at).toEqual(expect.any(String));
      // Asked from the laptop, the laptop is the current one.
      const fromLaptop = await sessionsOf(laptop);
      expect(fromLaptop.filter((s) => s.current).map((s) => s.device)).toEqual([
        'Chrome على Windows',
      ]);
    });

    it('signs out another session; 404 for another admin’s or an unknown one, 422 for this one', async () => {
      const admin = await newAdmin();
      const laptop = await signIn(admin.email);
      const phone = await signIn(admin.email, { userAgent: safariOnIphone });
      const stranger = await sessionsOf(authorization);
      const laptopSession = (await sessionsOf(phone)).find((s) => !s.current)!;

      for (const id of [String(stranger[0]!.id), '999999', 'abc']) {
        const refused = await t.app().inject({
          method: 'DELETE',
          url: `/api/admin/profile/sessions/${id}`,
          headers: { authorization: phone },
        });
        expect(refused.statusCode, id).toBe(404);
        expect(refused.json()).toEqual({
          success: false,
          message: profileMessages.sessionNotFound,
          code: 'not_found',
        });
      }
      expect(await meStatus(authorization)).toBe(200);

      const own = (await sessionsOf(phone)).find((s) => s.current)!;
      const current = await t.app().inject({
        method: 'DELETE',
        url: `/api/admin/profile/sessions/${own.id}`,
        headers: { authorization: phone },
      });
      expect(current.statusCode).toBe(422);
      expect(current.json().errors).toEqual({ id: [profileMessages.currentSession] });
      expect(await meStatus(phone)).toBe(200);

      const response = await t.app().inject({
        method: 'DELETE',
        url: `/api/admin/profile/sessions/${laptopSession.id}`,
        headers: { authorization: phone },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe(profileMessages.sessionSignedOut);
      expect(await meStatus(laptop)).toBe(401);
      expect(await meStatus(phone)).toBe(200);
      const event = await newestEvent('auth.session_signed_out', admin.id);
      expect(JSON.parse(event!.after_values!)).toEqual({ session_id: laptopSession.id });
    });

    it('signs out every other session and keeps this one', async () => {
      const admin = await newAdmin();
      const others = [await signIn(admin.email), await signIn(admin.email)];
      const here = await signIn(admin.email, { userAgent: safariOnIphone });
      const response = await t.app().inject({
        method: 'DELETE',
        url: '/api/admin/profile/sessions',
        headers: { authorization: here },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: profileMessages.otherSessionsSignedOut,
        data: { signed_out: 2 },
      });
      for (const other of others) expect(await meStatus(other)).toBe(401);
      expect(await meStatus(here)).toBe(200);
      expect((await sessionsOf(here)).map((s) => s.current)).toEqual([true]);
      expect(await meStatus(authorization)).toBe(200);
      const event = await newestEvent('auth.other_sessions_signed_out', admin.id);
      expect(JSON.parse(event!.after_values!)).toEqual({ signed_out_sessions: 2 });
    });

    it('every role manages their own profile', async () => {
      for (const role of ['owner', 'operations', 'finance', 'content'] as const) {
        const admin = await newAdmin(role);
        const token = await signIn(admin.email);
        const profile = await profileOf(token);
        const saved = await saveProfile(token, {
          name: `مشرف ${role}`,
          updated_at: profile.updated_at,
        });
        expect(saved.statusCode, `${role}: ${saved.body}`).toBe(200);
      }
    });
  },
  withTestAdmin,
);
