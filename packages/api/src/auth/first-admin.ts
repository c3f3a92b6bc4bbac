import { randomBytes } from 'node:crypto';
import { newAdminSchema } from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { countAdmins, createAdmin } from './admins.js';

export const FIRST_ADMIN_NAME = 'مدير المنصة';

/** 18 random bytes → 24 base64url characters (144 bits). */
export function generateOneTimePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** What a start without ADMIN_EMAIL prints while no admin exists: how to make the first one. */
export const noAdminNotice = [
  '',
  '  No admin account exists yet, and ADMIN_EMAIL is not set, so none was created.',
  '  Create one now (it asks for the e-mail, name and password):',
  '    pnpm admin:create',
  '  or set ADMIN_EMAIL (and ADMIN_PASSWORD, else one is generated) in .env and start again.',
  '',
].join('\n');

/**
 * Start-up step: when there is no admin at all, create one from ADMIN_EMAIL / ADMIN_PASSWORD, or
 * from ADMIN_EMAIL with a generated password printed once (it is stored only as a hash, so it can
 * never be shown again — `pnpm admin:create` makes another admin if it is lost).
 *
 * There is no default e-mail: a guessable one (`admin@…`) handed every stranger half of the
 * credentials and an account to aim sign-in throttling at. Without ADMIN_EMAIL the server starts
 * without an admin (the public site works) and says, on every start until one exists, how to
 * create one.
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

  if (config.adminEmail === undefined) {
    log.warn('no admin account and no ADMIN_EMAIL: none created; run `pnpm admin:create`');
    if (config.nodeEnv !== 'test') console.error(noAdminNotice);
    return;
  }

  const generated = config.adminPassword === undefined;
  const input = newAdminSchema.safeParse({
    name: FIRST_ADMIN_NAME,
    email: config.adminEmail,
    password: config.adminPassword ?? generateOneTimePassword(),
  });
  if (!input.success) {
    const problems = input.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD cannot make the first admin (${problems})`);
  }

  try {
    // The first admin is an owner: someone must be able to manage the team.
    await createAdmin(db, { ...input.data, role: 'owner' });
  } catch (error) {
    // Another process starting at the same moment created it first: nothing to do.
    if ((await countAdmins(db)) > 0) return;
    throw error;
  }
  log.info({ email: input.data.email }, 'first admin created');

  if (generated && config.nodeEnv !== 'test') {
    // Straight to the console's standard error, once, and never through the logger (whose lines
    // may be shipped) nor standard output (which scripts and log collectors read).
    console.error(
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
