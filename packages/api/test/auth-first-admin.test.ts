import { afterEach, describe, expect, it, vi } from 'vitest';
import { countAdmins } from '../src/auth/admins.js';
import { ensureFirstAdmin, FALLBACK_ADMIN_EMAIL } from '../src/auth/first-admin.js';
import { verifyPassword } from '../src/auth/password.js';
import { describeOnEachDatabase } from './support/databases.js';
import { postLogin, testAdmin, withTestAdmin } from './support/auth.js';

const silentLog = { info() {}, warn() {}, error() {} };

describeOnEachDatabase(
  'first admin (bootstrap)',
  (t) => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, who can sign in', async () => {
      expect(await countAdmins(t.db())).toBe(1);
      expect((await postLogin(t.app(), testAdmin)).statusCode).toBe(200);
    });

    it('does nothing when an admin exists (it runs on every start)', async () => {
      await ensureFirstAdmin({
        db: t.db(),
        config: {
          ...t.config(),
          adminEmail: 'other@laqta.test',
          adminPassword: 'another long password',
        },
        log: silentLog,
      });
      expect(await countAdmins(t.db())).toBe(1);
    });

    describe('on a database without admins', () => {
      it('without ADMIN_PASSWORD: generates a password, prints it once to the console, stores only its hash', async () => {
        await t.db().deleteFrom('admins').execute();
        const printed: string[] = [];
        vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
          printed.push(args.join(' '));
        });
        const config = {
          ...t.config(),
          nodeEnv: 'development' as const,
          adminEmail: undefined,
          adminPassword: undefined,
        };

        await ensureFirstAdmin({ db: t.db(), config, log: silentLog });
        await ensureFirstAdmin({ db: t.db(), config, log: silentLog });

        expect(printed).toHaveLength(1);
        const password = /password:\s+(\S+)/.exec(printed[0]!)?.[1];
        expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
        const admin = await t.db().selectFrom('admins').selectAll().executeTakeFirstOrThrow();
        expect(admin.email).toBe(FALLBACK_ADMIN_EMAIL);
        expect(admin.password_hash).not.toContain(password!);
        expect(await verifyPassword(admin.password_hash, password!)).toBe(true);
        expect(
          (await postLogin(t.app(), { email: FALLBACK_ADMIN_EMAIL, password: password! }))
            .statusCode,
        ).toBe(200);
      });

      it('never falls back to a fixed password: two databases get two different ones', async () => {
        const passwords: string[] = [];
        vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
          passwords.push(/password:\s+(\S+)/.exec(args.join(' '))?.[1] ?? '');
        });
        const config = {
          ...t.config(),
          nodeEnv: 'development' as const,
          adminEmail: undefined,
          adminPassword: undefined,
        };
        for (let i = 0; i < 2; i++) {
          await t.db().deleteFrom('admins').execute();
          await ensureFirstAdmin({ db: t.db(), config, log: silentLog });
        }
        expect(passwords).toHaveLength(2);
        expect(passwords[0]).not.toBe(passwords[1]);
      });

      it('refuses a too-short ADMIN_PASSWORD instead of creating a weak admin', async () => {
        await t.db().deleteFrom('admins').execute();
        await expect(
          ensureFirstAdmin({
            db: t.db(),
            config: { ...t.config(), adminPassword: 'short' },
            log: silentLog,
          }),
        ).rejects.toThrow(/ADMIN_PASSWORD/);
        expect(await countAdmins(t.db())).toBe(0);
      });
    });
  },
  withTestAdmin,
);
