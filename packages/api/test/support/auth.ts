import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { issueToken } from '../../src/auth/tokens.js';
import type { DB } from '../../src/db/schema.js';
import { multipart } from './forms.js';

/** The first admin every auth suite starts with (made by the ensureFirstAdmin bootstrap step). */
export const testAdmin = { email: 'admin@laqta.test', password: 'correct horse battery staple' };

/** Suite options that make ensureFirstAdmin create `testAdmin`. */
export const withTestAdmin = {
  env: { ADMIN_EMAIL: testAdmin.email, ADMIN_PASSWORD: testAdmin.password },
};

/** `POST /api/admin/auth/login` as the app sends it: multipart email + password. */
export async function postLogin(
  app: FastifyInstance,
  fields: Record<string, string>,
  { ip = '127.0.0.1' }: { ip?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    remoteAddress: ip,
    ...(await multipart(form)),
  });
}

/** Signs the test admin in through the API and returns the Authorization header value. */
export async function signInHeader(app: FastifyInstance, ip?: string): Promise<string> {
  const response = await postLogin(app, testAdmin, { ip });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const { token } = response.json().data;
  return `${token.type} ${token.access_token}`;
}

export async function adminIdOf(db: Kysely<DB>, email: string = testAdmin.email): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A token that expired ten minutes ago. */
export async function expiredToken(db: Kysely<DB>): Promise<string> {
  const issued = await issueToken(db, await adminIdOf(db), {
    ttlMinutes: 5,
    now: new Date(Date.now() - 15 * 60_000),
  });
  return issued.plainText;
}
