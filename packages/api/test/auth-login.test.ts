import { createHash } from 'node:crypto';
import { authMessages } from '@laqta/contract';
import { describe, expect, it } from 'vitest';
import { loginThrottleRules } from '../src/auth/throttle.js';
import { describeOnEachDatabase } from './support/databases.js';
import { postLogin, signInHeader, testAdmin, withTestAdmin } from './support/auth.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describeOnEachDatabase(
  'admin sign-in',
  (t) => {
    describe('POST /api/admin/auth/login', () => {
      it('signs the first admin in with a multipart form and answers a Bearer token and the admin', async () => {
        const before = Date.now();
        const response = await postLogin(t.app(), testAdmin);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        const body = response.json();
        expect(body).toMatchObject({
          success: true,
          data: {
            token: { type: 'Bearer' },
            // The first admin is an owner (issue 12); the role is all the seed's shape gained.
            user: {
              name: expect.any(String),
              email: testAdmin.email,
              avatar_url: null,
              role: 'owner',
            },
          },
        });
        expect(body.data.user.id).toEqual(expect.any(Number));
        expect(Object.keys(body.data.user).sort()).toEqual([
          'avatar_url',
          'email',
          'id',
          'name',
          'role',
        ]);

        // 256 random bits, base64url; only its SHA-256 is stored, with its lifetime.
        const token: string = body.data.token.access_token;
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(token, 'base64url')).toHaveLength(32);
        const rows = await t.db().selectFrom('admin_tokens').selectAll().execute();
        const row = rows.find((r) => r.token_hash === sha256(token));
        expect(row).toBeDefined();
        expect(JSON.stringify(rows)).not.toContain(token);
        const ttlMs = t.config().tokenTtlMinutes * 60_000;
        expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(ttlMs);
        expect(Date.parse(row!.created_at)).toBeGreaterThanOrEqual(before - 1000);
        expect(row!.last_used_at).toBeNull();
      });

      it('accepts JSON and any letter case in the email', async () => {
        const response = await t.app().inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          payload: { email: '  ADMIN@Laqta.Test ', password: testAdmin.password },
        });
        expect(response.statusCode).toBe(200);
      });

      it('answers 422 with Arabic field errors when fields are missing or malformed', async () => {
        const missing = await postLogin(t.app(), {}, { ip: '10.0.0.1' });
        expect(missing.statusCode).toBe(422);
        expect(missing.json()).toEqual({
          message: authMessages.emailRequired,
          code: 'validation_failed',
          errors: {
            email: [authMessages.emailRequired],
            password: [authMessages.passwordRequired],
          },
        });
        const malformed = await postLogin(
          t.app(),
          { email: 'not-an-email', password: 'x' },
          { ip: '10.0.0.1' },
        );
        expect(malformed.statusCode).toBe(422);
        expect(malformed.json().errors).toEqual({ email: [authMessages.emailInvalid] });
      });

      it('gives the same 422 for a wrong password and for an unknown email', async () => {
        const wrongPassword = await postLogin(
          t.app(),
          { email: testAdmin.email, password: 'not the password' },
          { ip: '10.0.0.2' },
        );
        const unknownEmail = await postLogin(
          t.app(),
          { email: 'nobody@laqta.test', password: testAdmin.password },
          { ip: '10.0.0.2' },
        );
        expect(wrongPassword.statusCode).toBe(422);
        expect(unknownEmail.statusCode).toBe(422);
        expect(wrongPassword.json()).toEqual(unknownEmail.json());
        expect(wrongPassword.json()).toEqual({
          message: authMessages.invalidCredentials,
          code: 'validation_failed',
          errors: { email: [authMessages.invalidCredentials] },
        });
      });

      it('stores the password as argon2id with at least 19 MiB and 2 passes', async () => {
        const admin = await t
          .db()
          .selectFrom('admins')
          .select('password_hash')
          .where('email', '=', testAdmin.email)
          .executeTakeFirstOrThrow();
        const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/.exec(admin.password_hash);
        expect(match).not.toBeNull();
        expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
        expect(Number(match![2])).toBeGreaterThanOrEqual(2);
        expect(admin.password_hash).not.toContain(testAdmin.password);
      });
    });

    describe('throttling', () => {
      const wrong = { email: testAdmin.email, password: 'guess' };

      it('answers the 6th rapid failure for one account with 429, Retry-After and an Arabic message', async () => {
        const ip = '192.0.2.10';
        for (let attempt = 1; attempt <= 5; attempt++) {
          expect((await postLogin(t.app(), wrong, { ip })).statusCode).toBe(422);
        }
        const sixth = await postLogin(t.app(), wrong, { ip });
        expect(sixth.statusCode).toBe(429);
        const retryAfter = Number(sixth.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(sixth.json()).toEqual({
          success: false,
          message: `محاولات تسجيل دخول كثيرة. حاول مرة أخرى بعد ${retryAfter} ثانية.`,
          code: 'throttled',
        });
        // Even the right password waits: the guesser learns nothing during the lockout.
        expect((await postLogin(t.app(), testAdmin, { ip })).statusCode).toBe(429);
      });

      it('does not lock the real admin out from their own address, and the lockout ends', async () => {
        expect((await postLogin(t.app(), testAdmin, { ip: '198.51.100.7' })).statusCode).toBe(200);
        // The window of the locked address ends (moved into the past here): sign-in works again.
        await t
          .db()
          .updateTable('login_throttles')
          .set({ resets_at: new Date(Date.now() - 1000).toISOString() })
          .execute();
        expect((await postLogin(t.app(), testAdmin, { ip: '192.0.2.10' })).statusCode).toBe(200);
      });

      it('keeps every lockout short (a few minutes at most)', () => {
        for (const rule of loginThrottleRules) expect(rule.windowSeconds).toBeLessThanOrEqual(300);
      });

      it('throttles one address trying many accounts', async () => {
        const ip = '203.0.113.5';
        const ipRule = loginThrottleRules.find((rule) => rule.scope === 'ip')!;
        const statuses: number[] = [];
        for (let i = 0; i <= ipRule.maxAttempts; i++) {
          statuses.push(
            (await postLogin(t.app(), { email: `user${i}@laqta.test`, password: 'x' }, { ip }))
              .statusCode,
          );
        }
        expect(statuses.slice(0, ipRule.maxAttempts).every((status) => status === 422)).toBe(true);
        expect(statuses.at(-1)).toBe(429);
      });

      it('counts parallel attempts before checking them, so a burst cannot slip past the limit', async () => {
        const ip = '192.0.2.99';
        // 9 attempts: over the account-from-this-address limit (5), under the account's (10), so
        // that rule alone decides and no attempt is slowed.
        const burst = await Promise.all(
          Array.from({ length: 9 }, () =>
            postLogin(t.app(), { email: 'burst@laqta.test', password: 'x' }, { ip }),
          ),
        );
        const statuses = burst.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 422)).toHaveLength(5);
        expect(statuses.filter((status) => status === 429)).toHaveLength(4);
      });
    });

    describe('GET /api/admin/auth/me and POST /api/admin/auth/logout', () => {
      it('answers the signed-in admin and records when the token was used', async () => {
        const authorization = await signInHeader(t.app(), '10.1.0.1');
        const response = await t
          .app()
          .inject({ method: 'GET', url: '/api/admin/auth/me', headers: { authorization } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          success: true,
          data: { email: testAdmin.email, avatar_url: null, role: 'owner' },
        });
        const hash = sha256(authorization.split(' ')[1]!);
        const row = await t
          .db()
          .selectFrom('admin_tokens')
          .selectAll()
          .where('token_hash', '=', hash)
          .executeTakeFirstOrThrow();
        expect(row.last_used_at).not.toBeNull();
      });

      it('revokes only the token used: it then gets 401, another session goes on', async () => {
        const first = await signInHeader(t.app(), '10.1.0.2');
        const second = await signInHeader(t.app(), '10.1.0.2');
        const logout = await t.app().inject({
          method: 'POST',
          url: '/api/admin/auth/logout',
          headers: { authorization: first },
        });
        expect(logout.statusCode).toBe(200);
        expect(logout.json()).toMatchObject({ success: true, data: null });

        const again = await t
          .app()
          .inject({ method: 'GET', url: '/api/admin/auth/me', headers: { authorization: first } });
        expect(again.statusCode).toBe(401);
        expect(again.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
        const other = await t
          .app()
          .inject({ method: 'GET', url: '/api/admin/auth/me', headers: { authorization: second } });
        expect(other.statusCode).toBe(200);
        const rows = await t.db().selectFrom('admin_tokens').select('token_hash').execute();
        expect(rows.map((r) => r.token_hash)).not.toContain(sha256(first.split(' ')[1]!));
      });
    });
  },
  withTestAdmin,
);
