import type { AdminUser } from '@laqta/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../time.js';
import type { DB } from '../db/schema.js';
import type { AdminRole, AdminRow } from '../db/tables/auth.js';
import { hashPassword } from './password.js';

/** Emails are compared case-insensitively: stored and looked up lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findAdminByEmail(db: Kysely<DB>, email: string): Promise<AdminRow | undefined> {
  return db
    .selectFrom('admins')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export async function countAdmins(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface CreateAdminInput {
  name: string;
  email: string;
  password: string;
  avatarUrl?: string | null;
  /** Default operations: a later admin gets the owner's powers only when someone says so. */
  role?: AdminRole;
}

/** Creates an admin with an argon2id hash of the password; throws when the email is taken. */
export async function createAdmin(db: Kysely<DB>, input: CreateAdminInput): Promise<AdminRow> {
  const now = nowIso();
  return db
    .insertInto('admins')
    .values({
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      password_hash: await hashPassword(input.password),
      avatar_url: input.avatarUrl ?? null,
      role: input.role ?? 'operations',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the API shows of an admin: never the hash. */
export function toAdminUser(
  admin: Pick<AdminRow, 'id' | 'name' | 'email' | 'avatar_url' | 'role'>,
): AdminUser {
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    avatar_url: admin.avatar_url,
    role: admin.role,
  };
}
