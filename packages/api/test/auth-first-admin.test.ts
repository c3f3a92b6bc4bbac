import { afterEach, describe, expect, it, vi } from 'vitest';
import { countAdmins } from '../src/auth/admins.js';
import { ensureFirstAdmin } from '../src/auth/first-admin.js';
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
      /** What ensureFirstAdmin writes to standard output and standard error. */
      function captureConsole() {
        const stdout: string[] = [];
        const stderr: string[] = [];
        vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
          stdout.push(args.join(' '));
        });
        vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
          stderr.push(args.join(' '));
        });
        return { stdout, stderr };
      }
      const started = (env: { adminEmail?: string; adminPassword?: string }) => ({
        ...t.config(),
        nodeEnv: 'development' as const,
        adminEmail: env.adminEmail,
        adminPassword: env.adminPassword,
      });
      const newEmail = 'owner@laqta.test';

      it('without ADMIN_PASSWORD: generates a password, prints it once to standard error, stores only its hash', async () => {
        await t.db().deleteFrom('admins').execute();
        const { stdout, stderr } = captureConsole();
        const config = started({ adminEmail: newEmail });

        await ensureFirstAdmin({ db: t.db(), config, log: silentLog });
        await ensureFirstAdmin({ db: t.db(), config, log: silentLog });

        expect(stdout).toEqual([]);
        expect(stderr).toHaveLength(1);
        const password = /password:\s+(\S+)/.exec(stderr[0]!)?.[1];
        expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
        const admin = await t.db().selectFrom('admins').selectAll().executeTakeFirstOrThrow();
        expect(admin.email).toBe(newEmail);
        expect(admin.password_hash).not.toContain(password!);
        expect(await verifyPassword(admin.password_hash, password!)).toBe(true);
        expect(
          (await postLogin(t.app(), { email: newEmail, password: password! })).statusCode,
        ).toBe(200);
      });

      it('never falls back to a fixed password: two databases get two different ones', async () => {
        const { stderr } = captureConsole();
        for (let i = 0; i < 2; i++) {
          await t.db().deleteFrom('admins').execute();
          await ensureFirstAdmin({
            db: t.db(),
            config: started({ adminEmail: newEmail }),
            log: silentLog,
          });
        }
        const passwords = stderr.map((text) => /password:\s+(\S+)/.exec(text)?.[1]);
        expect(passwords).toHaveLength(2);
        expect(passwords[0]).not.toBe(passwords[1]);
      });

      it('has no default e-mail: without ADMIN_EMAIL it creates no admin and says how to create one', async () => {
        await t.db().deleteFrom('admins').execute();
        const { stdout, stderr } = captureConsole();
        // Even with a password: an account needs an address its owner chose.
        const config = started({ adminPassword: 'a long enough password' });

        await ensureFirstAdmin({ db: t.db(), config, log: silentLog });

        expect(await countAdmins(t.db())).toBe(0);
        expect(stdout).toEqual([]);
        expect(stderr.join('\n')).toContain('pnpm admin:create');
        expect(stderr.join('\n')).toContain('ADMIN_EMAIL');
        expect(stderr.join('\n')).not.toContain('a long enough password');
        const guess = await postLogin(
          t.app(),
          { email: 'admin@laqta.local', password: 'a long enough password' },
          { ip: '10.9.0.1' },
        );
        expect(guess.statusCode).toBe(422);
      });

      it('refuses a too-short ADMIN_PASSWORD instead of creating a weak admin', async () => {
        await t.db().deleteFrom('admins').execute();
        await expect(
          ensureFirstAdmin({
            db: t.db(),
            config: { ...t.config(), adminEmail: newEmail, adminPassword: 'short' },
            log: silentLog,
          }),
        ).rejects.toThrow(/ADMIN_PASSWORD/);
        expect(await countAdmins(t.db())).toBe(0);
      });
    });
  },
  withTestAdmin,
);
