import { adminRoles, forbiddenForRoleMessage, settingNames, type AdminRole } from '@laqta/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { adminCreateCommand, CommandError } from '../src/auth/admin-create-command.js';
import { issueToken } from '../src/auth/tokens.js';
import { createMigrator, migrateToLatest } from '../src/db/migrate.js';
import type { DB } from '../src/db/schema.js';
import { isAdminApiPath, type RegisteredRoute } from '../src/plugins/auth.js';
import { withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { orderMoneyWriteRoles } from './support/order-money.js';
import { peopleContentWriteRoles } from './support/people-content-writes.js';

const EVERY_ROLE = adminRoles;
const CONTENT = ['owner', 'content'] as const;

/**
 * Who may call each admin route (ARCHITECTURE.md §8), written out here rather than read from the
 * code, so a permission changed by mistake disagrees with it. Every read is open to every role.
 * A route the server has and this table lacks fails the walk.
 */
const writeRoles: Record<string, readonly AdminRole[]> = {
  // Issue 14: photographers, customers, reviews, services, billboards, suggestions, newsletter.
  ...peopleContentWriteRoles,
  // Issue 13: orders (operations), refunds, payouts, transaction status (finance).
  ...orderMoneyWriteRoles,
  'POST /api/admin/auth/logout': EVERY_ROLE,
  'POST /api/admin/settings': CONTENT,
  'PUT /api/admin/settings/:id': CONTENT,
  'POST /api/admin/services': CONTENT,
  'PUT /api/admin/services/:id': CONTENT,
  'PATCH /api/admin/suggestions/:id': ['owner', 'operations', 'content'],
  'POST /api/admin/team': ['owner'],
  'PUT /api/admin/team/:id/role': ['owner'],
  'POST /api/admin/team/:id/deactivate': ['owner'],
  'POST /api/admin/team/:id/reactivate': ['owner'],
  'POST /api/admin/team/:id/password': ['owner'],
  'PUT /api/admin/profile': EVERY_ROLE,
  'PUT /api/admin/profile/password': EVERY_ROLE,
  'DELETE /api/admin/profile/sessions': EVERY_ROLE,
  'DELETE /api/admin/profile/sessions/:id': EVERY_ROLE,
  'POST /api/admin/profile/two-factor': EVERY_ROLE,
  'POST /api/admin/profile/two-factor/confirm': EVERY_ROLE,
  'POST /api/admin/profile/two-factor/disable': EVERY_ROLE,
  'POST /api/admin/profile/two-factor/recovery-codes': EVERY_ROLE,
  'PUT /api/admin/security/two-factor': ['owner'],
};
/** Reads that are not for everyone: the team is the owner's business. */
const restrictedReads: Record<string, readonly AdminRole[]> = {
  'GET /api/admin/team': ['owner'],
  'HEAD /api/admin/team': ['owner'],
  'GET /api/admin/team/:id': ['owner'],
  'HEAD /api/admin/team/:id': ['owner'],
};

const READ_METHODS = new Set(['GET', 'HEAD']);

function rolesFor(route: RegisteredRoute): readonly AdminRole[] | undefined {
  const key = `${route.method} ${route.url}`;
  if (READ_METHODS.has(route.method)) return restrictedReads[key] ?? EVERY_ROLE;
  return writeRoles[key];
}

/** An admin of `role` and a fresh token of theirs. */
async function authorizationAs(db: Kysely<DB>, role: AdminRole): Promise<string> {
  const stamp = new Date().toISOString();
  const { id } = await db
    .insertInto('admins')
    .values({
      name: `مشرف ${role}`,
      email: `${role}-${Math.random().toString(36).slice(2)}@laqta.test`,
      password_hash: 'not-a-real-hash',
      avatar_url: null,
      role,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `Bearer ${(await issueToken(db, id, { ttlMinutes: 60 })).plainText}`;
}

/** A request naming no existing record (`:id` → 999999): an allowed write changes nothing. */
function requestFor(route: RegisteredRoute, authorization: string): InjectOptions {
  const url = route.url.replace(/:[A-Za-z0-9_]+/g, '999999').replace(/\*/g, 'x');
  return { method: route.method as InjectOptions['method'], url, headers: { authorization } };
}

function protectedAdminRoutes(app: FastifyInstance): RegisteredRoute[] {
  return app.registeredRoutes.filter((route) => isAdminApiPath(route.url) && !route.public);
}

describeOnEachDatabase(
  'roles: every admin route × every role',
  (t) => {
    it('has an expected answer for every write route the server registers', () => {
      const writes = protectedAdminRoutes(t.app())
        .filter((route) => !READ_METHODS.has(route.method))
        .map((route) => `${route.method} ${route.url}`);
      expect([...new Set(writes)].sort()).toEqual(Object.keys(writeRoles).sort());
    });

    it.each(EVERY_ROLE)(
      '%s: 403 in Arabic exactly outside the role, never inside it',
      async (role) => {
        const wrong: string[] = [];
        for (const route of protectedAdminRoutes(t.app())) {
          // A fresh token each time: logout revokes the one it is called with.
          const response = await t
            .app()
            .inject(requestFor(route, await authorizationAs(t.db(), role)));
          const allowed = rolesFor(route)?.includes(role) ?? false;
          const refused =
            response.statusCode === 403 &&
            (route.method === 'HEAD' ||
              (response.json().success === false &&
                response.json().message === forbiddenForRoleMessage));
          if (allowed === refused)
            wrong.push(
              `${route.method} ${route.url} → ${response.statusCode} (allowed: ${allowed})`,
            );
        }
        expect(wrong).toEqual([]);
      },
    );

    it('answers GET /api/admin/auth/me with the role', async () => {
      for (const role of EVERY_ROLE) {
        const response = await t.app().inject({
          method: 'GET',
          url: '/api/admin/auth/me',
          headers: { authorization: await authorizationAs(t.db(), role) },
        });
        expect(response.json().data.role).toBe(role);
      }
    });

    it('keeps commission, currency and time zone to the owner; content edits the rest', async () => {
      const idOf = async (name: string) =>
        (
          await t
            .db()
            .selectFrom('settings')
            .select(['id', 'value'])
            .where('name', '=', name)
            .executeTakeFirstOrThrow()
        ).id;
      const put = async (role: AdminRole, name: string, value: string) =>
        t.app().inject({
          method: 'PUT',
          url: `/api/admin/settings/${await idOf(name)}`,
          headers: { authorization: await authorizationAs(t.db(), role) },
          payload: { value },
        });
      const batch = async (role: AdminRole, name: string, value: string, type: string) =>
        t.app().inject({
          method: 'POST',
          url: '/api/admin/settings',
          headers: { authorization: await authorizationAs(t.db(), role) },
          payload: {
            settings: [
              { name: settingNames.aboutFeature1Title, value: 'مصورون', type: 'text' },
              { name, value, type },
            ],
          },
        });

      const refused = await put('content', settingNames.commissionRate, '20');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        message: forbiddenForRoleMessage,
        code: 'forbidden',
      });
      expect((await batch('content', settingNames.currency, 'USD', 'text')).statusCode).toBe(403);
      expect((await batch('content', settingNames.timeZone, 'Asia/Dubai', 'text')).statusCode).toBe(
        403,
      );
      const commission = await t
        .db()
        .selectFrom('settings')
        .select('value')
        .where('name', '=', settingNames.commissionRate)
        .executeTakeFirstOrThrow();
      expect(commission.value).toBe('15');

      expect((await put('owner', settingNames.commissionRate, '20')).statusCode).toBe(200);
      expect((await put('content', settingNames.aboutFeature2Title, 'سعر واضح')).statusCode).toBe(
        200,
      );
      expect((await put('finance', settingNames.aboutFeature2Title, 'سعر')).statusCode).toBe(403);
    });

    it('lets a content admin sign in, and out, with the role in the answer', async () => {
      const authorization = await authorizationAs(t.db(), 'content');
      // A leftover token does not stop a sign-in (a public route is no role's business).
      const login = await t.app().inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        headers: { authorization },
        payload: {
          email: withTestAdmin.env.ADMIN_EMAIL,
          password: withTestAdmin.env.ADMIN_PASSWORD,
        },
      });
      expect(login.statusCode, login.body).toBe(200);
      const logout = await t
        .app()
        .inject({ method: 'POST', url: '/api/admin/auth/logout', headers: { authorization } });
      expect(logout.statusCode).toBe(200);
    });
  },
  withTestAdmin,
);

/** Answers no prompt (every answer comes from flags) and keeps what was printed. */
const silentIo = () => ({
  printed: [] as string[],
  async prompt(question: string): Promise<string> {
    throw new Error(`unexpected question: ${question}`);
  },
  print(line: string) {
    this.printed.push(line);
  },
});

async function roleOf(db: Kysely<DB>, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('admins')
    .select('role')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.role;
}

describeOnEachDatabase('roles: pnpm admin:create --role, and the migration', (t) => {
  it('makes the first admin an owner and a later one operations, unless --role says', async () => {
    const password = 'a long password 1';
    await adminCreateCommand(
      t.db(),
      { email: 'first@laqta.test', name: 'الأول', password },
      silentIo(),
    );
    await adminCreateCommand(
      t.db(),
      { email: 'later@laqta.test', name: 'التالي', password },
      silentIo(),
    );
    const io = silentIo();
    await adminCreateCommand(
      t.db(),
      { email: 'money@laqta.test', name: 'المالية', password, role: 'Finance' },
      io,
    );
    expect(await roleOf(t.db(), 'first@laqta.test')).toBe('owner');
    expect(await roleOf(t.db(), 'later@laqta.test')).toBe('operations');
    expect(await roleOf(t.db(), 'money@laqta.test')).toBe('finance');
    expect(io.printed.join('\n')).toContain('(finance)');

    const refused = adminCreateCommand(
      t.db(),
      { email: 'boss@laqta.test', name: 'مدير', password, role: 'admin' },
      silentIo(),
    );
    await expect(refused).rejects.toThrow(CommandError);
    await expect(refused).rejects.toThrow('owner, operations, finance, content');
    expect(await roleOf(t.db(), 'boss@laqta.test')).toBeUndefined();
  });

  it('the database refuses a role outside the four', async () => {
    const stamp = new Date().toISOString();
    const insert = t
      .db()
      .insertInto('admins')
      .values({
        name: 'خطأ',
        email: 'bad-role@laqta.test',
        password_hash: 'x',
        avatar_url: null,
        role: 'admin' as AdminRole,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await expect(insert).rejects.toThrow();
  });

  it('turns every existing admin into an owner, keeping their tokens and events (down, then up)', async () => {
    const db = t.db();
    const schema =
      t.dialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
            ?.schema
        : undefined;
    const migrator = createMigrator(db, undefined, schema);
    expect((await migrator.migrateTo('0010_audit_events')).error).toBeUndefined();
    const stamp = new Date().toISOString();
    const { id } = await sql<{ id: number }>`insert into admins
      (name, email, password_hash, avatar_url, role, created_at, updated_at)
      values ('قديم', 'seed-admin@laqta.test', 'x', null, 'admin', ${stamp}, ${stamp})
      returning id`
      .execute(db)
      .then((result) => result.rows[0]!);
    const token = await issueToken(db, id, { ttlMinutes: 60 });
    await db
      .insertInto('audit_events')
      .values({
        admin_id: id,
        action: 'auth.signed_in',
        entity_type: 'admin',
        entity_id: String(id),
        before_values: null,
        after_values: null,
        reason: null,
        ip: null,
        user_agent: null,
        created_at: stamp,
      })
      .execute();

    expect(await migrateToLatest(db)).toContain('0011_admin_roles');
    expect(await roleOf(db, 'seed-admin@laqta.test')).toBe('owner');
    expect(await roleOf(db, 'first@laqta.test')).toBe('owner');
    expect(await roleOf(db, 'later@laqta.test')).toBe('owner');
    const tokens = await db
      .selectFrom('admin_tokens')
      .select('id')
      .where('admin_id', '=', id)
      .execute();
    expect(tokens.map((row) => row.id)).toEqual([token.id]);
    const events = await db
      .selectFrom('audit_events')
      .select('admin_id')
      .where('admin_id', '=', id)
      .execute();
    expect(events).toHaveLength(1);
    const me = await t.app().inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { authorization: `Bearer ${token.plainText}` },
    });
    expect(me.json().data).toMatchObject({ email: 'seed-admin@laqta.test', role: 'owner' });
  });
});
