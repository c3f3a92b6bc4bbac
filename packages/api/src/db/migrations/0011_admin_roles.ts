import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import { dialectOf } from '../dialect.js';
import { withId, withTimestamps } from './helpers.js';

const teamRoles = sql`role in ('owner', 'operations', 'finance', 'content')`;
const seedRole = sql`role in ('admin')`;

/**
 * SQLite cannot change a column's check: the table is rebuilt (SQLite's documented twelve steps):
 * foreign keys off outside the transaction, so dropping `admins` does not cascade to its tokens;
 * the copy, drop and rename in one transaction; then a foreign-key check before they are on again.
 */
async function rebuildSqliteAdmins(
  db: Kysely<unknown>,
  check: RawBuilder<unknown>,
  role: RawBuilder<unknown>,
): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await withTimestamps(
        withId(trx, trx.schema.createTable('admins_rebuilt'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('avatar_url', 'text')
          .addColumn('role', 'text', (c) => c.notNull().check(check)),
      ).execute();
      await sql`insert into admins_rebuilt
        (id, name, email, password_hash, avatar_url, role, created_at, updated_at)
        select id, name, email, password_hash, avatar_url, ${role}, created_at, updated_at
        from admins`.execute(trx);
      await trx.schema.dropTable('admins').execute();
      await trx.schema.alterTable('admins_rebuilt').renameTo('admins').execute();
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('admins rebuild left dangling foreign keys');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function replacePostgresRoleCheck(
  db: Kysely<unknown>,
  check: RawBuilder<unknown>,
  role: RawBuilder<unknown>,
): Promise<void> {
  await sql`alter table admins drop constraint admins_role_check`.execute(db);
  await sql`alter table admins alter column role drop default`.execute(db);
  await sql`update admins set role = ${role}`.execute(db);
  await sql`alter table admins add constraint admins_role_check check (${check})`.execute(db);
}

function replaceRoleCheck(
  db: Kysely<unknown>,
  check: RawBuilder<unknown>,
  role: RawBuilder<unknown>,
) {
  return dialectOf(db) === 'postgres'
    ? replacePostgresRoleCheck(db, check, role)
    : rebuildSqliteAdmins(db, check, role);
}

/**
 * The back office's roles (issue 12, ARCHITECTURE.md §8): `admins.role` becomes one of owner,
 * operations, finance, content, with no default (whoever adds an admin names the role). Every
 * admin so far could do everything: each becomes an owner, so nobody loses what they had.
 */
export const adminRoles: Migration = {
  async up(db: Kysely<unknown>) {
    await replaceRoleCheck(db, teamRoles, sql.lit('owner'));
  },

  /** Back to the single role: everyone an `admin` again. */
  async down(db: Kysely<unknown>) {
    await replaceRoleCheck(db, seedRole, sql.lit('admin'));
  },
};
