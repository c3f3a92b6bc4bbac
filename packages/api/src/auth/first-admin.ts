import { randomBytes } from 'node:crypto';
import { newAdminSchema } from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { countAdmins, createAdmin } from './admins.js';

/** Used only when ADMIN_EMAIL is not set; the password is never a default. */
export const FALLBACK_ADMIN_EMAIL = 'admin@laqta.local';
export const FIRST_ADMIN_NAME = 'مدير المنصة';

/** 18 random bytes → 24 base64url characters (144 bits). */
export function generateOneTimePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Start-up step: when there is no admin at all, create one from ADMIN_EMAIL / ADMIN_PASSWORD, or
 * with a generated password printed once to the console (it is stored only as a hash, so it can
 * never be shown again — `pnpm admin:create` makes another admin if it is lost).
 */
export async function ensureFirstAdmin({
  db,
  config,
  log,
}: {
  db: Kysely<DB>;
  config: Config;
  log: Logger;
}): Promise<void> {
  if ((await countAdmins(db)) > 0) return;

  const generated = config.adminPassword === undefined;
  const input = newAdminSchema.safeParse({
    name: FIRST_ADMIN_NAME,
    email: config.adminEmail ?? FALLBACK_ADMIN_EMAIL,
    password: config.adminPassword ?? generateOneTimePassword(),
  });
  if (!input.success) {
    const problems = input.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD cannot make the first admin (${problems})`);
  }

  try {
    await createAdmin(db, input.data);
  } catch (error) {
    // Another process starting at the same moment created it first: nothing to do.
    if ((await countAdmins(db)) > 0) return;
    throw error;
  }
  log.info({ email: input.data.email }, 'first admin created');

  if (generated && config.nodeEnv !== 'test') {
    // Straight to the console, once, and never through the logger (whose lines may be shipped).
    console.log(
      [
        '',
        '  First admin created. Sign in at /login with:',
        `    email:    ${input.data.email}`,
        `    password: ${input.data.password}`,
        '  This password is shown only this once. Keep it safe, or run `pnpm admin:create` for another admin.',
        '',
      ].join('\n'),
    );
  }
}
