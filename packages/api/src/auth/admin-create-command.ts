import { adminRoles, adminRoleSchema, newAdminSchema, type AdminRole } from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { nowIso } from '../time.js';
import type { DB } from '../db/schema.js';
import { countAdmins, createAdmin, findAdminByEmail } from './admins.js';
import { hashPassword } from './password.js';

export interface AdminCreateFlags {
  email?: string;
  name?: string;
  password?: string;
  /** owner, operations, finance or content; default owner for the first admin, else operations. */
  role?: string;
  /** Set a new password for an existing admin (and sign them out everywhere). */
  reset?: boolean;
}

/** How the command talks to the person running it (a terminal, or a test). */
export interface CommandIo {
  prompt(question: string, options?: { hidden?: boolean }): Promise<string>;
  print(line: string): void;
}

/** A refusal to show as is (no stack trace). */
export class CommandError extends Error {}

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'input'}: ${issue.message}` : 'invalid input';
}

async function askPassword(io: CommandIo): Promise<string> {
  const password = await io.prompt('Password (at least 8 characters): ', { hidden: true });
  const again = await io.prompt('Repeat the password: ', { hidden: true });
  if (password !== again) throw new CommandError('The two passwords differ; nothing was changed.');
  return password;
}

/**
 * The role asked for, else owner for the first admin (someone must manage the team) and
 * operations for a later one (the owner's powers only when someone says so).
 */
async function roleFor(db: Kysely<DB>, asked: string | undefined): Promise<AdminRole> {
  if (asked !== undefined) {
    const role = adminRoleSchema.safeParse(asked.trim().toLowerCase());
    if (!role.success)
      throw new CommandError(`--role must be one of ${adminRoles.join(', ')} (got "${asked}").`);
    return role.data;
  }
  return (await countAdmins(db)) === 0 ? 'owner' : 'operations';
}

/**
 * `pnpm admin:create`: creates a back-office admin (email, name, password from flags or prompts),
 * or with `--reset` gives an existing admin a new password — the way a platform administrator
 * answers 'نسيت كلمة السر؟'. The password is never printed.
 */
export async function adminCreateCommand(
  db: Kysely<DB>,
  flags: AdminCreateFlags,
  io: CommandIo,
): Promise<void> {
  const email = flags.email ?? (await io.prompt('Email: '));
  const existing = await findAdminByEmail(db, email);

  if (flags.reset) {
    if (!existing) throw new CommandError(`No admin has the email ${email.trim()}.`);
    const password = newAdminSchema.shape.password.safeParse(
      flags.password ?? (await askPassword(io)),
    );
    if (!password.success) throw new CommandError(firstProblem(password.error));
    await db
      .updateTable('admins')
      .set({ password_hash: await hashPassword(password.data), updated_at: nowIso() })
      .where('id', '=', existing.id)
      .execute();
    // A new password ends every session of the old one.
    await db.deleteFrom('admin_tokens').where('admin_id', '=', existing.id).execute();
    io.print(`New password set for ${existing.email}; their open sessions were signed out.`);
    return;
  }

  if (existing) {
    throw new CommandError(
      `An admin with the email ${existing.email} exists. To give it a new password, add --reset.`,
    );
  }
  const input = newAdminSchema.safeParse({
    email,
    name: flags.name ?? (await io.prompt('Name: ')),
    password: flags.password ?? (await askPassword(io)),
  });
  if (!input.success) throw new CommandError(firstProblem(input.error));
  const admin = await createAdmin(db, { ...input.data, role: await roleFor(db, flags.role) });
  io.print(`Admin created: ${admin.name} <${admin.email}> (${admin.role}). Sign in at /login.`);
}
