import { authMessages, teamMessages, type TeamMember } from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { adminIdOf, postLogin, signInHeader, testAdmin, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';

describeOnEachDatabase(
  'team (owner only)',
  (t) => {
    let authorization = '';
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
    });

    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app().inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

    async function add(fields: Record<string, string>) {
      const response = await send('POST', '/api/admin/team', fields);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { member: TeamMember; one_time_password: string | null };
    }

    async function tokenOf(email: string, password: string): Promise<string> {
      const response = await postLogin(t.app(), { email, password });
      expect(response.statusCode, response.body).toBe(200);
      return `Bearer ${response.json().data.token.access_token}`;
    }

    const me = (token: string) =>
      t
        .app()
        .inject({ method: 'GET', url: '/api/admin/auth/me', headers: { authorization: token } });

    async function newestEvent() {
      return t
        .db()
        .selectFrom('audit_events')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    }

    it('adds an operations admin with a one-time password shown once, who then signs in', async () => {
      const { member, one_time_password } = await add({
        name: 'سارة من فريق العمليات',
        email: 'Sara@Laqta.test',
        role: 'operations',
      });
      expect(member).toMatchObject({
        email: 'sara@laqta.test',
        role: 'operations',
        deactivated_at: null,
      });
      expect(one_time_password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const login = await postLogin(t.app(), {
        email: 'sara@laqta.test',
        password: one_time_password!,
      });
      expect(login.json().data.user).toMatchObject({
        email: 'sara@laqta.test',
        role: 'operations',
      });

      const list = (await send('GET', '/api/admin/team')).json().data as TeamMember[];
      expect(list.map((m) => [m.email, m.role])).toEqual(
        expect.arrayContaining([
          [testAdmin.email, 'owner'],
          ['sara@laqta.test', 'operations'],
        ]),
      );
      expect(JSON.stringify(list)).not.toContain('argon2');

      const event = await t
        .db()
        .selectFrom('audit_events')
        .selectAll()
        .where('action', '=', 'admin.created')
        .where('entity_id', '=', String(member.id))
        .executeTakeFirstOrThrow();
      expect(event.admin_id).toBe(await adminIdOf(t.db()));
      expect(JSON.parse(event.after_values!)).toEqual({
        name: 'سارة من فريق العمليات',
        email: 'sara@laqta.test',
        role: 'operations',
      });
      const trail = JSON.stringify(await t.db().selectFrom('audit_events').selectAll().execute());
      expect(trail).not.toContain(one_time_password!);
    });

    it('takes a password the owner sets (none shown back); refuses a taken e-mail and bad fields in Arabic', async () => {
      const { one_time_password } = await add({
        name: 'خالد',
        email: 'khaled@laqta.test',
        role: 'finance',
        password: 'khaled chose this',
      });
      expect(one_time_password).toBeNull();
      expect(
        (await postLogin(t.app(), { email: 'khaled@laqta.test', password: 'khaled chose this' }))
          .statusCode,
      ).toBe(200);

      const taken = await send('POST', '/api/admin/team', {
        name: 'آخر',
        email: 'KHALED@laqta.test',
        role: 'content',
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ email: [teamMessages.emailTaken] });

      const bad = await send('POST', '/api/admin/team', {
        email: 'x',
        role: 'admin',
        password: 'short',
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'password', 'role']);
      expect(bad.json().errors.role[0]).toMatch(/[\u0600-\u06FF]/);
    });

    it('changes a role with the updated_at loaded; a stale one answers 409', async () => {
      const { member } = await add({ name: 'منى', email: 'mona@laqta.test', role: 'content' });
      const stale = await send('PUT', `/api/admin/team/${member.id}/role`, {
        role: 'finance',
        updated_at: '2000-01-01T00:00:00.000Z',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        success: false,
        message: teamMessages.staleRole,
        code: 'stale_edit',
      });

      const changed = await send('PUT', `/api/admin/team/${member.id}/role`, {
        role: 'finance',
        updated_at: member.updated_at,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.role).toBe('finance');
      const event = await newestEvent();
      expect(event).toMatchObject({ action: 'admin.role_changed', entity_id: String(member.id) });
      expect([JSON.parse(event.before_values!), JSON.parse(event.after_values!)]).toEqual([
        { role: 'content' },
        { role: 'finance' },
      ]);
      for (const id of ['999999', 'abc']) {
        const unknown = await send('PUT', `/api/admin/team/${id}/role`, {
          role: 'owner',
          updated_at: 'x',
        });
        expect(unknown.statusCode, id).toBe(404);
        expect(unknown.json(), id).toEqual({
          success: false,
          message: teamMessages.notFound,
          code: 'not_found',
        });
      }
    });

    it('never demotes or deactivates the last active owner (422 in Arabic)', async () => {
      const ownerId = await adminIdOf(t.db());
      const owner = (await send('GET', `/api/admin/team/${ownerId}`)).json().data as TeamMember;
      const demote = await send('PUT', `/api/admin/team/${ownerId}/role`, {
        role: 'content',
        updated_at: owner.updated_at,
      });
      expect(demote.statusCode).toBe(422);
      expect(demote.json()).toEqual({
        message: teamMessages.lastOwner,
        errors: { role: [teamMessages.lastOwner] },
        code: 'validation_failed',
      });
      const deactivate = await send('POST', `/api/admin/team/${ownerId}/deactivate`);
      expect(deactivate.statusCode).toBe(422);
      expect(deactivate.json().errors).toEqual({ deactivated_at: [teamMessages.lastOwner] });

      // With a second owner, the first may step down.
      const { member: second } = await add({
        name: 'مالك ثان',
        email: 'owner2@laqta.test',
        role: 'owner',
      });
      const stepDown = await send('POST', `/api/admin/team/${second.id}/deactivate`);
      expect(stepDown.statusCode, stepDown.body).toBe(200);
      // …but not once that second owner is deactivated again: the first is the last one left.
      expect(
        (
          await send('PUT', `/api/admin/team/${ownerId}/role`, {
            role: 'content',
            updated_at: owner.updated_at,
          })
        ).statusCode,
      ).toBe(422);
      const reactivated = await send('POST', `/api/admin/team/${second.id}/reactivate`);
      expect(reactivated.json().data.deactivated_at).toBeNull();
      const demoted = await send('PUT', `/api/admin/team/${second.id}/role`, {
        role: 'content',
        updated_at: reactivated.json().data.updated_at,
      });
      expect(demoted.statusCode, demoted.body).toBe(200);
    });

    it('deactivation revokes the tokens at once and refuses sign-in clearly; reactivation lets them back', async () => {
      const password = 'omar password 1';
      const { member } = await add({
        name: 'عمر',
        email: 'omar@laqta.test',
        role: 'content',
        password,
      });
      const token = await tokenOf('omar@laqta.test', password);
      expect((await me(token)).statusCode).toBe(200);

      const deactivated = await send('POST', `/api/admin/team/${member.id}/deactivate`);
      expect(deactivated.statusCode).toBe(200);
      expect(deactivated.json().data.deactivated_at).toEqual(expect.any(String));
      expect((await me(token)).statusCode).toBe(401);
      expect((await newestEvent()).action).toBe('admin.deactivated');

      const refused = await postLogin(t.app(), { email: 'omar@laqta.test', password });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: teamMessages.deactivatedSignIn,
        errors: { email: [teamMessages.deactivatedSignIn] },
        code: 'refused',
      });
      // A wrong password learns nothing about the account.
      const guess = await postLogin(t.app(), { email: 'omar@laqta.test', password: 'a guess 123' });
      expect(guess.json().errors).toEqual({ email: [authMessages.invalidCredentials] });

      expect((await send('POST', `/api/admin/team/${member.id}/reactivate`)).statusCode).toBe(200);
      expect((await me(await tokenOf('omar@laqta.test', password))).statusCode).toBe(200);
    });

    it('a password reset signs the admin out everywhere; only the new password works', async () => {
      const password = 'huda password 1';
      const { member } = await add({
        name: 'هدى',
        email: 'huda@laqta.test',
        role: 'operations',
        password,
      });
      const token = await tokenOf('huda@laqta.test', password);
      const reset = await send('POST', `/api/admin/team/${member.id}/password`);
      expect(reset.statusCode, reset.body).toBe(200);
      const fresh: string = reset.json().data.one_time_password;
      expect(fresh).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect((await me(token)).statusCode).toBe(401);
      expect((await postLogin(t.app(), { email: 'huda@laqta.test', password })).statusCode).toBe(
        422,
      );
      expect(
        (await postLogin(t.app(), { email: 'huda@laqta.test', password: fresh })).statusCode,
      ).toBe(200);
      const event = await t
        .db()
        .selectFrom('audit_events')
        .selectAll()
        .where('action', '=', 'admin.password_reset')
        .where('entity_id', '=', String(member.id))
        .executeTakeFirstOrThrow();
      expect(event).toMatchObject({ before_values: null, after_values: null });
      const trail = JSON.stringify(await t.db().selectFrom('audit_events').selectAll().execute());
      expect(trail).not.toContain(fresh);
    });

    it("refuses an owner's reset of their own password (the profile asks for the current one)", async () => {
      const ownerId = await adminIdOf(t.db());
      const before = await t
        .db()
        .selectFrom('admins')
        .select('password_hash')
        .where('id', '=', ownerId)
        .executeTakeFirstOrThrow();
      const reset = await send('POST', `/api/admin/team/${ownerId}/password`, {
        password: 'a new password 1',
      });
      expect(reset.statusCode).toBe(422);
      expect(reset.json()).toEqual({
        message: teamMessages.ownPasswordReset,
        errors: { password: [teamMessages.ownPasswordReset] },
        code: 'validation_failed',
      });
      const after = await t
        .db()
        .selectFrom('admins')
        .select('password_hash')
        .where('id', '=', ownerId)
        .executeTakeFirstOrThrow();
      expect(after.password_hash).toBe(before.password_hash);
      expect((await me(authorization)).statusCode).toBe(200);
    });

    it('lists whether each admin has two-factor on and their latest sign-in (null before any)', async () => {
      const password = 'reem password 1';
      const { member } = await add({
        name: 'ريم',
        email: 'reem@laqta.test',
        role: 'finance',
        password,
      });
      expect(member.two_factor_enabled).toBe(false);
      expect(member).not.toHaveProperty('last_signed_in_at');
      const listed = async () =>
        ((await send('GET', '/api/admin/team')).json().data as TeamMember[]).find(
          (m) => m.id === member.id,
        );
      expect(await listed()).toMatchObject({ two_factor_enabled: false, last_signed_in_at: null });

      await tokenOf('reem@laqta.test', password);
      const signIn = await t
        .db()
        .selectFrom('audit_events')
        .select('created_at')
        .where('action', '=', 'auth.signed_in')
        .where('admin_id', '=', member.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      await t
        .db()
        .updateTable('admins')
        .set({ two_factor_enabled_at: '2026-11-20T09:00:00.000Z' })
        .where('id', '=', member.id)
        .execute();
      expect(await listed()).toMatchObject({
        two_factor_enabled: true,
        last_signed_in_at: signIn.created_at,
      });
      expect(JSON.stringify(await listed())).not.toContain('two_factor_secret');
    });
  },
  withTestAdmin,
);
