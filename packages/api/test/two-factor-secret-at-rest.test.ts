import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { twoFactorMessages } from '@laqta/contract';
import { expect, it } from 'vitest';
import { createAdmin } from '../src/auth/admins.js';
import {
  sealPlainTwoFactorSecrets,
  sealTwoFactorSecret,
  TWO_FACTOR_KEY_FILE,
  twoFactorKeyMismatchMessage,
} from '../src/auth/two-factor-secret.js';
import { loadConfig } from '../src/config.js';
import { postLogin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { codeFor, enrolledAdmin } from './support/two-factor.js';

const password = 'a long enough password';
const silentLog = { info() {}, warn() {}, error() {} };
/** What an authenticator app's secret looks like in plain text (RFC 4648 base32). */
const base32 = /^[A-Z2-7]+=*$/;

/** The tests' suites run with and without a deployment key. */
const deploymentKey = randomBytes(32).toString('base64');

function twoFactorSuite(title: string, env: Record<string, string>) {
  describeOnEachDatabase(
    title,
    (t) => {
      /** A fresh admin with two-factor on, enrolled through the API; the pending secret sealed. */
      const enrolledAdminHere = () =>
        enrolledAdmin(
          t.app(),
          t.db(),
          { name: 'هند القحطاني', emailPrefix: 'hind', role: 'content', password },
          async (adminId, secret) => {
            const pending = await storedSecrets(adminId);
            expect(pending.two_factor_pending_secret).not.toBe(secret);
            expect(pending.two_factor_pending_secret).not.toMatch(base32);
          },
        );

      const storedSecrets = (id: number) =>
        t
          .db()
          .selectFrom('admins')
          .select(['two_factor_secret', 'two_factor_pending_secret'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();

      /** The password step then the code step, as the sign-in form sends them. */
      async function signInWithCode(email: string, code: string) {
        const first = await postLogin(t.app(), { email, password });
        expect(first.statusCode, first.body).toBe(200);
        return t.app().inject({
          method: 'POST',
          url: '/api/admin/auth/two-factor',
          payload: { challenge: first.json().data.two_factor.challenge as string, code },
        });
      }

      it('stores the secret sealed (not the secret, not base32) and signs in with a code', async () => {
        const { admin, secret } = await enrolledAdminHere();
        const stored = (await storedSecrets(admin.id)).two_factor_secret;
        expect(stored).not.toBeNull();
        expect(stored).not.toBe(secret);
        expect(stored).not.toContain(secret);
        expect(stored).not.toMatch(base32);
        expect(stored).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
        const response = await signInWithCode(admin.email, await codeFor(secret));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.user.email).toBe(admin.email);
      });

      it('seals a plain secret of an older version at start-up, once, and it still signs in', async () => {
        const { admin, secret } = await enrolledAdminHere();
        // A row as versions before the sealing wrote it.
        await t
          .db()
          .updateTable('admins')
          .set({ two_factor_secret: secret })
          .where('id', '=', admin.id)
          .execute();
        await sealPlainTwoFactorSecrets({ db: t.db(), config: t.config(), log: silentLog });
        const sealed = (await storedSecrets(admin.id)).two_factor_secret;
        expect(sealed).not.toBe(secret);
        expect(sealed).toMatch(/^v1:/);
        // A second start changes nothing.
        await sealPlainTwoFactorSecrets({ db: t.db(), config: t.config(), log: silentLog });
        expect((await storedSecrets(admin.id)).two_factor_secret).toBe(sealed);
        const response = await signInWithCode(admin.email, await codeFor(secret));
        expect(response.statusCode, response.body).toBe(200);
      });

      it('fails closed under another key: an Arabic 422, never a 5xx; recovery codes and the password still work', async () => {
        const { admin, authorization, secret, recoveryCodes } = await enrolledAdminHere();
        // The secret as another key sealed it (a changed TWO_FACTOR_KEY, a lost key file).
        await t
          .db()
          .updateTable('admins')
          .set({ two_factor_secret: sealTwoFactorSecret(randomBytes(32), secret) })
          .where('id', '=', admin.id)
          .execute();
        const refused = await signInWithCode(admin.email, await codeFor(secret));
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.json()).toEqual({
          message: twoFactorKeyMismatchMessage,
          errors: { code: [twoFactorKeyMismatchMessage] },
          code: 'refused',
        });
        const byRecoveryCode = await signInWithCode(admin.email, recoveryCodes[0]!);
        expect(byRecoveryCode.statusCode, byRecoveryCode.body).toBe(200);
        const disableByCode = await t.app().inject({
          method: 'POST',
          url: '/api/admin/profile/two-factor/disable',
          headers: { authorization },
          payload: { code: await codeFor(secret) },
        });
        expect(disableByCode.statusCode, disableByCode.body).toBe(422);
        expect(disableByCode.json().errors).toEqual({ code: [twoFactorKeyMismatchMessage] });
        const disableByPassword = await t.app().inject({
          method: 'POST',
          url: '/api/admin/profile/two-factor/disable',
          headers: { authorization },
          payload: { password },
        });
        expect(disableByPassword.statusCode, disableByPassword.body).toBe(200);
        expect(disableByPassword.json().message).toBe(twoFactorMessages.disabled);
      });
    },
    { env },
  );
}

twoFactorSuite('two-factor secrets at rest, under TWO_FACTOR_KEY', {
  TWO_FACTOR_KEY: deploymentKey,
});

twoFactorSuite('two-factor secrets at rest, under a key generated into the data folder', {});

describeOnEachDatabase('two-factor key file', (t) => {
  it('is generated once into the data folder, readable by its owner only, when no key is set', async () => {
    const { dataDir } = t.config();
    const file = path.join(dataDir, TWO_FACTOR_KEY_FILE);
    // The suite's start-up found no secret to seal; the first enrolment makes the key.
    const login = await postLogin(t.app(), {
      email: (
        await createAdmin(t.db(), {
          name: 'سارة',
          email: `sara-${randomUUID()}@laqta.test`,
          password,
          role: 'content',
        })
      ).email,
      password,
    });
    const started = await t.app().inject({
      method: 'POST',
      url: '/api/admin/profile/two-factor',
      headers: { authorization: `Bearer ${login.json().data.token.access_token as string}` },
    });
    expect(started.statusCode, started.body).toBe(200);
    const first = fs.readFileSync(file, 'utf8');
    expect(Buffer.from(first.trim(), 'base64')).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.trim()).not.toBe(deploymentKey);
  });

  it('refuses a TWO_FACTOR_KEY that is not 32 bytes of base64 at start', () => {
    expect(() => loadConfig({ TWO_FACTOR_KEY: 'c2hvcnQ=' })).toThrow(
      /TWO_FACTOR_KEY must be 32 bytes/,
    );
    expect(loadConfig({ TWO_FACTOR_KEY: deploymentKey }).twoFactorKey).toEqual(
      Buffer.from(deploymentKey, 'base64'),
    );
  });
});
