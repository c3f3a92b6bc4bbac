import { randomUUID } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  tooManyPasswordAttemptsMessage,
  twoFactorMessages,
  type RecoveryCodes,
  type TwoFactorEnrolment,
} from '@laqta/contract';
import { generate } from 'otplib';
import { expect, it } from 'vitest';
import { createAdmin } from '../src/auth/admins.js';
import { postLogin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';

const password = 'a long enough password';

/** A code the app would show now, computed with the same library from the answered secret. */
const codeFor = (secret: string) => generate({ secret });

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
    expect(refused.json().message).toBe(tooManyPasswordAttemptsMessage(retryAfter));
  });

  it('needs a token', async () => {
    const response = await t.app().inject({ method: 'POST', url: '/api/admin/profile/two-factor' });
    expect(response.statusCode).toBe(401);
  });
});
