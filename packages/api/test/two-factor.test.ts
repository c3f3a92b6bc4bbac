import { randomUUID } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  tooManyLoginAttemptsMessage,
  tooManyPasswordAttemptsMessage,
  twoFactorMessages,
  twoFactorSignInMessages,
  type RecoveryCodes,
  type TwoFactorEnrolment,
} from '@laqta/contract';
import { expect, it } from 'vitest';
import { createAdmin } from '../src/auth/admins.js';
import { postLogin, testAdmin, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { codeFor, enrolledAdmin } from './support/two-factor.js';

const password = 'a long enough password';

/** A six-digit code that is not the current one (half the code space away). */
function wrongCodeFor(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
}

describeOnEachDatabase('two-factor enrolment (profile)', (t) => {
  /** A fresh admin, signed in; answers their e-mail and Authorization value. */
  async function signedInAdmin() {
    const admin = await createAdmin(t.db(), {
      name: 'ريم الحسيني',
      email: `reem-${randomUUID()}@laqta.test`,
      password,
      role: 'finance',
    });
    const response = await postLogin(t.app(), { email: admin.email, password });
    expect(response.statusCode, response.body).toBe(200);
    return {
      admin,
      authorization: `Bearer ${response.json().data.token.access_token as string}`,
    };
  }

  const post = (url: string, authorization: string, payload: Record<string, string> = {}) =>
    t.app().inject({ method: 'POST', url, headers: { authorization }, payload });

  async function startEnrolment(authorization: string): Promise<TwoFactorEnrolment> {
    const response = await post('/api/admin/profile/two-factor', authorization);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TwoFactorEnrolment;
  }

  async function enrolled() {
    const signedIn = await signedInAdmin();
    const { secret } = await startEnrolment(signedIn.authorization);
    const response = await post('/api/admin/profile/two-factor/confirm', signedIn.authorization, {
      code: await codeFor(secret),
    });
    expect(response.statusCode, response.body).toBe(200);
    return {
      ...signedIn,
      secret,
      recoveryCodes: (response.json().data as RecoveryCodes).recovery_codes,
    };
  }

  it('answers an otpauth URI of the issuer and account with the secret, and its QR code', async () => {
    const { admin, authorization } = await signedInAdmin();
    const enrolment = await startEnrolment(authorization);
    const uri = new URL(enrolment.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(enrolment.secret);
    expect(uri.searchParams.get('issuer')).toBe('لقطة');
    expect(decodeURIComponent(uri.pathname)).toContain(admin.email);
    expect(enrolment.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  });

  it('refuses a wrong code with an Arabic 422 and leaves two-factor off', async () => {
    const { authorization } = await signedInAdmin();
    const { secret } = await startEnrolment(authorization);
    const wrong = await post('/api/admin/profile/two-factor/confirm', authorization, {
      code: wrongCodeFor(await codeFor(secret)),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [twoFactorMessages.codeWrong] });
    const notDigits = await post('/api/admin/profile/two-factor/confirm', authorization, {
      code: 'abc',
    });
    expect(notDigits.statusCode).toBe(422);
    expect(notDigits.json().errors).toEqual({ code: [twoFactorMessages.codeFormat] });
    // Still off: disabling says so.
    const disable = await post('/api/admin/profile/two-factor/disable', authorization, {
      password,
    });
    expect(disable.json().errors).toEqual({ code: [twoFactorMessages.notEnabled] });
  });

  it('turns two-factor on with a right code and answers ten distinct recovery codes once, stored hashed', async () => {
    const { admin, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const stored = await t
      .db()
      .selectFrom('admin_recovery_codes')
      .select('code_hash')
      .where('admin_id', '=', admin.id)
      .execute();
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const { code_hash } of stored)
      for (const code of recoveryCodes) expect(code_hash).not.toContain(code);
  });

  it('takes a code typed in Arabic-Indic digits', async () => {
    const { authorization } = await signedInAdmin();
    const { secret } = await startEnrolment(authorization);
    const code = (await codeFor(secret)).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
    const response = await post('/api/admin/profile/two-factor/confirm', authorization, { code });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('keeps the secret out of the audit trail and out of every later answer', async () => {
    const { admin, authorization, secret, recoveryCodes } = await enrolled();
    const events = await t
      .db()
      .selectFrom('audit_events')
      .select(['action', 'before_values', 'after_values'])
      .where('admin_id', '=', admin.id)
      .execute();
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['admin.two_factor_enrolment_started', 'admin.two_factor_enabled']),
    );
    const trail = JSON.stringify(events);
    expect(trail).not.toContain(secret);
    for (const code of recoveryCodes) expect(trail).not.toContain(code);
    const again = await post('/api/admin/profile/two-factor', authorization);
    expect(again.statusCode).toBe(422);
    expect(again.body).not.toContain(secret);
    const profile = await t.app().inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { authorization },
    });
    expect(profile.body).not.toContain(secret);
  });

  it('replaces the recovery codes for a right code; the old ones are gone', async () => {
    const { admin, authorization, secret, recoveryCodes } = await enrolled();
    const wrong = await post('/api/admin/profile/two-factor/recovery-codes', authorization, {
      code: wrongCodeFor(await codeFor(secret)),
    });
    expect(wrong.statusCode).toBe(422);
    const response = await post('/api/admin/profile/two-factor/recovery-codes', authorization, {
      code: await codeFor(secret),
    });
    expect(response.statusCode, response.body).toBe(200);
    const fresh = (response.json().data as RecoveryCodes).recovery_codes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    const rows = await t
      .db()
      .selectFrom('admin_recovery_codes')
      .select('id')
      .where('admin_id', '=', admin.id)
      .execute();
    expect(rows).toHaveLength(RECOVERY_CODE_COUNT);
  });

  it('disables with the current password or a code, refusing a wrong one', async () => {
    const first = await enrolled();
    const wrongPassword = await post('/api/admin/profile/two-factor/disable', first.authorization, {
      password: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({ password: [twoFactorMessages.passwordWrong] });
    const none = await post('/api/admin/profile/two-factor/disable', first.authorization);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ password: [twoFactorMessages.proofRequired] });
    const byPassword = await post('/api/admin/profile/two-factor/disable', first.authorization, {
      password,
    });
    expect(byPassword.statusCode, byPassword.body).toBe(200);
    const codesLeft = await t
      .db()
      .selectFrom('admin_recovery_codes')
      .select('id')
      .where('admin_id', '=', first.admin.id)
      .execute();
    expect(codesLeft).toEqual([]);

    const second = await enrolled();
    const byCode = await post('/api/admin/profile/two-factor/disable', second.authorization, {
      code: await codeFor(second.secret),
    });
    expect(byCode.statusCode, byCode.body).toBe(200);
    // Off again: a new enrolment may start.
    await startEnrolment(second.authorization);
  });

  it('throttles wrong codes like passwords: 429 with Retry-After past five a minute', async () => {
    const { authorization } = await signedInAdmin();
    const { secret } = await startEnrolment(authorization);
    const wrong = wrongCodeFor(await codeFor(secret));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/admin/profile/two-factor/confirm', authorization, {
        code: wrong,
      });
      expect(response.statusCode).toBe(422);
    }
    const refused = await post('/api/admin/profile/two-factor/confirm', authorization, {
      code: await codeFor(secret),
    });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      success: false,
      message: tooManyPasswordAttemptsMessage(retryAfter),
      code: 'throttled',
    });
  });

  it('needs a token', async () => {
    const response = await t.app().inject({ method: 'POST', url: '/api/admin/profile/two-factor' });
    expect(response.statusCode).toBe(401);
  });
});

describeOnEachDatabase(
  'two-factor sign-in',
  (t) => {
    /** An admin with two-factor on, set up through the API; answers what the test needs. */
    const adminWithTwoFactor = () =>
      enrolledAdmin(t.app(), t.db(), {
        name: 'نورة العتيبي',
        emailPrefix: 'noura',
        role: 'operations',
        password,
      });

    /** The password step: answers the challenge (and checks the answer holds no token). */
    async function challengeFor(email: string, ip = '203.0.113.9'): Promise<string> {
      const response = await postLogin(t.app(), { email, password }, { ip });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.message).toBe(twoFactorSignInMessages.codeRequested);
      expect(body.data.token).toBeUndefined();
      expect(body.data.two_factor.required).toBe(true);
      expect(body.data.two_factor.expires_in).toBeGreaterThan(0);
      return body.data.two_factor.challenge as string;
    }

    const secondStep = (payload: Record<string, string>, ip = '203.0.113.9') =>
      t.app().inject({
        method: 'POST',
        url: '/api/admin/auth/two-factor',
        remoteAddress: ip,
        payload,
      });

    async function expectSignedIn(response: Awaited<ReturnType<typeof secondStep>>, email: string) {
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json();
      expect(data.token.type).toBe('Bearer');
      expect(data.user.email).toBe(email);
      const me = await t.app().inject({
        method: 'GET',
        url: '/api/admin/auth/me',
        headers: { authorization: `Bearer ${data.token.access_token as string}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.email).toBe(email);
    }

    it('signs in an admin without two-factor exactly as before', async () => {
      const response = await postLogin(t.app(), testAdmin);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.data.two_factor).toBeUndefined();
      expect(body.data.token.type).toBe('Bearer');
      expect(body.data.user.email).toBe(testAdmin.email);
    });

    it("asks for a code after the right password, and signs in with the app's code", async () => {
      const { admin, secret } = await adminWithTwoFactor();
      const challenge = await challengeFor(admin.email);
      await expectSignedIn(
        await secondStep({ challenge, code: await codeFor(secret) }),
        admin.email,
      );
      // The challenge is spent by the sign-in it completed.
      const again = await secondStep({ challenge, code: await codeFor(secret) });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({
        challenge: [twoFactorSignInMessages.challengeExpired],
      });
    });

    it('accepts a code for one sign-in only (RFC 6238 §5.2)', async () => {
      const { admin, secret } = await adminWithTwoFactor();
      const code = await codeFor(secret);
      await expectSignedIn(
        await secondStep({ challenge: await challengeFor(admin.email), code }),
        admin.email,
      );
      const replayed = await secondStep({ challenge: await challengeFor(admin.email), code });
      expect(replayed.statusCode).toBe(422);
      expect(replayed.json().errors).toEqual({ code: [twoFactorSignInMessages.codeWrong] });
    });

    it('refuses a wrong code with an Arabic 422, and the challenge survives the typo', async () => {
      const { admin, secret } = await adminWithTwoFactor();
      const challenge = await challengeFor(admin.email);
      const wrong = await secondStep({ challenge, code: wrongCodeFor(await codeFor(secret)) });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        message: twoFactorSignInMessages.codeWrong,
        errors: { code: [twoFactorSignInMessages.codeWrong] },
        code: 'validation_failed',
      });
      await expectSignedIn(
        await secondStep({ challenge, code: await codeFor(secret) }),
        admin.email,
      );
    });

    it('signs in with a recovery code once; the same code is refused after', async () => {
      const { admin, recoveryCodes } = await adminWithTwoFactor();
      const code = recoveryCodes[3] ?? '';
      await expectSignedIn(
        await secondStep({ challenge: await challengeFor(admin.email), code: code.toUpperCase() }),
        admin.email,
      );
      const reused = await secondStep({ challenge: await challengeFor(admin.email), code });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors).toEqual({ code: [twoFactorSignInMessages.codeWrong] });
      // Another of the ten still works.
      await expectSignedIn(
        await secondStep({
          challenge: await challengeFor(admin.email),
          code: recoveryCodes[4] ?? '',
        }),
        admin.email,
      );
    });

    it('answers 422 for an unknown or expired challenge', async () => {
      const { admin, secret } = await adminWithTwoFactor();
      const unknown = await secondStep({
        challenge: 'not-a-challenge',
        code: await codeFor(secret),
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({
        challenge: [twoFactorSignInMessages.challengeExpired],
      });
      const challenge = await challengeFor(admin.email);
      await t
        .db()
        .updateTable('admin_sign_in_challenges')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('admin_id', '=', admin.id)
        .execute();
      const expired = await secondStep({ challenge, code: await codeFor(secret) });
      expect(expired.statusCode).toBe(422);
      expect(expired.json().errors).toEqual({
        challenge: [twoFactorSignInMessages.challengeExpired],
      });
      const missing = await secondStep({});
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['challenge', 'code']);
    });

    it('throttles codes like passwords: 429 with Retry-After past five wrong ones a minute', async () => {
      const { admin, secret } = await adminWithTwoFactor();
      const challenge = await challengeFor(admin.email, '198.51.100.77');
      const wrong = wrongCodeFor(await codeFor(secret));
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await secondStep({ challenge, code: wrong }, '198.51.100.77');
        expect(response.statusCode).toBe(422);
      }
      const refused = await secondStep({ challenge, code: await codeFor(secret) }, '198.51.100.77');
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(refused.json().message).toBe(tooManyLoginAttemptsMessage(retryAfter));
    });

    it('records the sign-in and the failed code in the audit trail, never the code', async () => {
      const { admin, secret, recoveryCodes } = await adminWithTwoFactor();
      const challenge = await challengeFor(admin.email);
      await secondStep({ challenge, code: 'wrong-code' });
      await secondStep({ challenge, code: await codeFor(secret) });
      const events = await t
        .db()
        .selectFrom('audit_events')
        .select(['action', 'after_values'])
        .where('admin_id', '=', admin.id)
        .where('action', 'in', ['auth.signed_in', 'auth.sign_in_failed'])
        .orderBy('id')
        .execute();
      expect(events.slice(-2).map((event) => event.action)).toEqual([
        'auth.sign_in_failed',
        'auth.signed_in',
      ]);
      const trail = JSON.stringify(events);
      expect(trail).not.toContain('wrong-code');
      expect(trail).not.toContain(secret);
      for (const code of recoveryCodes) expect(trail).not.toContain(code);
    });
  },
  withTestAdmin,
);
