import { randomUUID } from 'node:crypto';
import type { AdminRole, RecoveryCodes, TwoFactorEnrolment } from '@laqta/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { createAdmin } from '../../src/auth/admins.js';
import type { DB } from '../../src/db/schema.js';
import { postLogin } from './auth.js';

/** The app code of a secret right now, as an authenticator app shows it. */
export const codeFor = (secret: string) => generate({ secret });

/**
 * A fresh admin with two-factor on, enrolled through the API as the profile page does it: sign in,
 * start (a pending secret), confirm with a code (ten recovery codes). `beforeConfirm` may look at
 * the stored pending secret in between.
 */
export async function enrolledAdmin(
  app: FastifyInstance,
  db: Kysely<DB>,
  who: { name: string; emailPrefix: string; role: AdminRole; password: string },
  beforeConfirm?: (adminId: number, secret: string) => Promise<void>,
) {
  const admin = await createAdmin(db, {
    name: who.name,
    email: `${who.emailPrefix}-${randomUUID()}@laqta.test`,
    password: who.password,
    role: who.role,
  });
  const login = await postLogin(app, { email: admin.email, password: who.password });
  const authorization = `Bearer ${login.json().data.token.access_token as string}`;
  const started = await app.inject({
    method: 'POST',
    url: '/api/admin/profile/two-factor',
    headers: { authorization },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json().data as TwoFactorEnrolment;
  await beforeConfirm?.(admin.id, secret);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/admin/profile/two-factor/confirm',
    headers: { authorization },
    payload: { code: await codeFor(secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recovery_codes: recoveryCodes } = confirmed.json().data as RecoveryCodes;
  return { admin, authorization, secret, recoveryCodes };
}
