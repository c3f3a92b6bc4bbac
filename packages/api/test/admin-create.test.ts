import { expect, it } from 'vitest';
import { adminCreateCommand, type CommandIo } from '../src/auth/admin-create-command.js';
import { verifyPassword } from '../src/auth/password.js';
import { describeOnEachDatabase } from './support/databases.js';
import { postLogin, signInHeader, testAdmin, withTestAdmin } from './support/auth.js';

/** Answers the prompts in order and keeps what the command printed. */
function scriptedIo(answers: string[]): CommandIo & { printed: string[]; asked: string[] } {
  const printed: string[] = [];
  const asked: string[] = [];
  return {
    printed,
    asked,
    async prompt(question) {
      asked.push(question);
      const answer = answers.shift();
      if (answer === undefined) throw new Error(`unexpected question: ${question}`);
      return answer;
    },
    print: (line) => printed.push(line),
  };
}

describeOnEachDatabase(
  'pnpm admin:create',
  (t) => {
    it('creates an admin from flags, who can then sign in; the password is never printed', async () => {
      const io = scriptedIo([]);
      await adminCreateCommand(
        t.db(),
        { email: 'Ops@Laqta.test', name: 'فريق التشغيل', password: 'ops password 1' },
        io,
      );
      expect(io.printed.join('\n')).toContain('ops@laqta.test');
      expect(io.printed.join('\n')).not.toContain('ops password 1');
      expect(
        (await postLogin(t.app(), { email: 'ops@laqta.test', password: 'ops password 1' }))
          .statusCode,
      ).toBe(200);
    });

    it('asks for what the flags omit, the password twice', async () => {
      const io = scriptedIo(['asked@laqta.test', 'سؤال', 'asked password', 'asked password']);
      await adminCreateCommand(t.db(), {}, io);
      expect(io.asked).toHaveLength(4);
      const row = await t
        .db()
        .selectFrom('admins')
        .selectAll()
        .where('email', '=', 'asked@laqta.test')
        .executeTakeFirstOrThrow();
      expect(row.name).toBe('سؤال');
      expect(await verifyPassword(row.password_hash, 'asked password')).toBe(true);
    });

    it('refuses mismatched or short passwords and taken emails, changing nothing', async () => {
      await expect(
        adminCreateCommand(
          t.db(),
          { email: 'a@laqta.test', name: 'a' },
          scriptedIo(['password one', 'password two']),
        ),
      ).rejects.toThrow(/differ/);
      await expect(
        adminCreateCommand(
          t.db(),
          { email: 'a@laqta.test', name: 'a', password: 'short' },
          scriptedIo([]),
        ),
      ).rejects.toThrow(/password/);
      await expect(
        adminCreateCommand(
          t.db(),
          { email: testAdmin.email, name: 'x', password: 'long enough 123' },
          scriptedIo([]),
        ),
      ).rejects.toThrow(/--reset/);
      const emails = (await t.db().selectFrom('admins').select('email').execute()).map(
        (r) => r.email,
      );
      expect(emails).not.toContain('a@laqta.test');
    });

    it('--reset gives an existing admin a new password and signs their sessions out', async () => {
      const authorization = await signInHeader(t.app());
      await adminCreateCommand(
        t.db(),
        { email: testAdmin.email, reset: true, password: 'a brand new password' },
        scriptedIo([]),
      );
      const me = await t
        .app()
        .inject({ method: 'GET', url: '/api/admin/auth/me', headers: { authorization } });
      expect(me.statusCode).toBe(401);
      expect(
        (await postLogin(t.app(), { email: testAdmin.email, password: 'a brand new password' }))
          .statusCode,
      ).toBe(200);
      expect((await postLogin(t.app(), testAdmin, { ip: '10.9.9.9' })).statusCode).toBe(422);
    });
  },
  withTestAdmin,
);
