import { randomUUID } from 'node:crypto';
import {
  forbiddenForRoleMessage,
  twoFactorPolicyMessages,
  type AdminRole,
  type Profile,
  type TwoFactorEnrolment,
  type TwoFactorPolicy,
} from '@laqta/contract';
import { generate } from 'otplib';
import { afterEach, expect, it } from 'vitest';
import { createAdmin } from '../src/auth/admins.js';
import { postLogin, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';

const password = 'a long enough password';
const policyUrl = '/api/admin/security/two-factor';

describeOnEachDatabase(
  'two-factor required for everyone (owner)',
  (t) => {
    /** A fresh admin of `role`, signed in; answers their id and Authorization value. */
    async function signedInAdmin(role: AdminRole) {
      const admin = await createAdmin(t.db(), {
        name: 'نورة الزهراني',
        email: `noura-${randomUUID()}@laqta.test`,
        password,
        role,
      });
      const response = await postLogin(t.app(), { email: admin.email, password });
      expect(response.statusCode, response.body).toBe(200);
      return {
        id: admin.id,
        authorization: `Bearer ${response.json().data.token.access_token as string}`,
      };
    }

    const inject = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH',
      url: string,
      authorization: string,
      payload?: Record<string, string | boolean>,
    ) => t.app().inject({ method, url, headers: { authorization }, payload });

    /** Turns two-factor on for the signed-in admin through the API (start, then a right code). */
    async function enrol(authorization: string): Promise<void> {
      const started = await inject('POST', '/api/admin/profile/two-factor', authorization);
      expect(started.statusCode, started.body).toBe(200);
      const { secret } = started.json().data as TwoFactorEnrolment;
      const confirmed = await inject(
        'POST',
        '/api/admin/profile/two-factor/confirm',
        authorization,
        {
          code: await generate({ secret }),
        },
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }

    /** An owner with two-factor on: the only one who may turn the requirement on. */
    async function enrolledOwner() {
      const owner = await signedInAdmin('owner');
      await enrol(owner.authorization);
      return owner;
    }

    async function policyOf(authorization: string): Promise<TwoFactorPolicy> {
      const response = await inject('GET', policyUrl, authorization);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as TwoFactorPolicy;
    }

    async function setRequired(authorization: string, required: boolean) {
      const { updated_at } = await policyOf(authorization);
      return inject('PUT', policyUrl, authorization, {
        two_factor_required: required ? '1' : '0',
        updated_at,
      });
    }

    // Every test starts with the requirement off, whatever the one before left.
    afterEach(async () => {
      await t.db().updateTable('security_policy').set({ two_factor_required: 0 }).execute();
    });

    it('is off at first; every role reads it and the profile says so', async () => {
      const content = await signedInAdmin('content');
      expect(await policyOf(content.authorization)).toEqual({
        two_factor_required: false,
        updated_at: expect.any(String),
      });
      const profile = await inject('GET', '/api/admin/profile', content.authorization);
      expect(profile.json().data).toMatchObject({
        two_factor_enabled: false,
        two_factor_required: false,
      } satisfies Partial<Profile>);
    });

    it('an owner without two-factor cannot turn it on (422 in Arabic), so it cannot lock them out', async () => {
      const owner = await signedInAdmin('owner');
      const before = await policyOf(owner.authorization);
      const response = await setRequired(owner.authorization, true);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        two_factor_required: [twoFactorPolicyMessages.ownerMustEnrolFirst],
      });
      expect(await policyOf(owner.authorization)).toEqual(before);
    });

    it('only an owner changes it: 403 in Arabic for the other roles', async () => {
      for (const role of ['operations', 'finance', 'content'] as const) {
        const admin = await signedInAdmin(role);
        const response = await setRequired(admin.authorization, false);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(forbiddenForRoleMessage);
      }
    });

    it('an enrolled owner turns it on: answered, audited, and shown in every profile', async () => {
      const owner = await enrolledOwner();
      const response = await setRequired(owner.authorization, true);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe(twoFactorPolicyMessages.requiredOn);
      expect(response.json().data.two_factor_required).toBe(true);
      const event = await t
        .db()
        .selectFrom('audit_events')
        .selectAll()
        .where('action', '=', 'security.two_factor_requirement_changed')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(event.admin_id).toBe(owner.id);
      expect(event.entity_type).toBe('security_policy');
      expect(JSON.parse(event.before_values!)).toEqual({ two_factor_required: 0 });
      expect(JSON.parse(event.after_values!)).toEqual({ two_factor_required: 1 });

      const other = await signedInAdmin('finance');
      const profile = await inject('GET', '/api/admin/profile', other.authorization);
      expect(profile.json().data).toMatchObject({
        two_factor_enabled: false,
        two_factor_required: true,
      });
    });

    it('while on, an admin without two-factor reaches only their profile and enrolment (403 naming the requirement), then everything once enrolled', async () => {
      const owner = await enrolledOwner();
      expect((await setRequired(owner.authorization, true)).statusCode).toBe(200);
      const admin = await signedInAdmin('operations');

      for (const url of ['/api/admin/orders', '/api/admin/dashboard/statistics', policyUrl]) {
        const refused = await inject('GET', url, admin.authorization);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toEqual({
          success: false,
          message: twoFactorPolicyMessages.enrolmentRequired,
          code: 'two_factor_required',
        });
      }
      // A write is refused too, and changes nothing.
      const write = await inject('PATCH', '/api/admin/suggestions/999999', admin.authorization, {
        status: 'read',
      });
      expect(write.statusCode).toBe(403);

      // The way to enrol stays open: who they are, the profile, its sessions.
      for (const url of ['/api/admin/auth/me', '/api/admin/profile', '/api/admin/profile/sessions'])
        expect((await inject('GET', url, admin.authorization)).statusCode, url).toBe(200);

      await enrol(admin.authorization);
      const profile = await inject('GET', '/api/admin/profile', admin.authorization);
      expect(profile.json().data).toMatchObject({
        two_factor_enabled: true,
        two_factor_required: true,
      });
      const orders = await inject('GET', '/api/admin/orders', admin.authorization);
      expect(orders.statusCode, orders.body).toBe(200);
      // The owner, enrolled, was never held back.
      expect((await inject('GET', '/api/admin/orders', owner.authorization)).statusCode).toBe(200);
    });

    it('an admin who signs in while it is on is held back until enrolled, and may sign out', async () => {
      const owner = await enrolledOwner();
      expect((await setRequired(owner.authorization, true)).statusCode).toBe(200);
      const admin = await signedInAdmin('content');
      expect((await inject('GET', '/api/admin/services', admin.authorization)).statusCode).toBe(
        403,
      );
      const logout = await inject('POST', '/api/admin/auth/logout', admin.authorization);
      expect(logout.statusCode, logout.body).toBe(200);
    });

    it('turned off again, admins without two-factor work as before', async () => {
      const owner = await enrolledOwner();
      expect((await setRequired(owner.authorization, true)).statusCode).toBe(200);
      const admin = await signedInAdmin('finance');
      expect((await inject('GET', '/api/admin/orders', admin.authorization)).statusCode).toBe(403);
      const off = await setRequired(owner.authorization, false);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().message).toBe(twoFactorPolicyMessages.requiredOff);
      expect((await inject('GET', '/api/admin/orders', admin.authorization)).statusCode).toBe(200);
    });

    it('a stale updated_at answers 409 and changes nothing; bad input answers 422 in Arabic', async () => {
      const owner = await enrolledOwner();
      const stale = await inject('PUT', policyUrl, owner.authorization, {
        two_factor_required: '1',
        updated_at: '2000-01-01T00:00:00.000Z',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        message: twoFactorPolicyMessages.stale,
        code: 'stale_edit',
      });
      expect((await policyOf(owner.authorization)).two_factor_required).toBe(false);

      const bad = await inject('PUT', policyUrl, owner.authorization, {
        two_factor_required: 'maybe',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({
        two_factor_required: [twoFactorPolicyMessages.requiredInvalid],
        updated_at: [twoFactorPolicyMessages.staleMissing],
      });
    });

    it('saving the same state records nothing', async () => {
      const owner = await enrolledOwner();
      const count = async () =>
        (
          await t
            .db()
            .selectFrom('audit_events')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('action', '=', 'security.two_factor_requirement_changed')
            .executeTakeFirstOrThrow()
        ).n;
      const before = Number(await count());
      const same = await setRequired(owner.authorization, false);
      expect(same.statusCode, same.body).toBe(200);
      expect(Number(await count())).toBe(before);
    });
  },
  withTestAdmin,
);
