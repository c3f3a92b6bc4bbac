import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * SQLite: the indexes and triggers a bulk load drops, kept durably until they are back. Each
 * object's definition is written in the same transaction that drops it (SQLite's schema changes
 * are transactional), so a seeder killed half-way leaves either the object or its definition, and
 * the next start (`restoreSuspendedSchema` in startup.ts) creates whatever is still missing.
 */
export interface SchemaObject {
  type: 'index' | 'trigger';
  name: string;
  sql: string;
}

/** Not part of the migrated schema: it exists only while a bulk load has objects suspended. */
const table = 'seed_suspended_objects';

async function tableExists(db: Kysely<DB> | Transaction<DB>): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return rows.length > 0;
}

/** Records and drops `objects` in one transaction. */
export async function suspendSchemaObjects(db: Kysely<DB>, objects: SchemaObject[]): Promise<void> {
  if (objects.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`create table if not exists ${sql.table(table)} (
      name text primary key, type text not null, sql text not null)`.execute(trx);
    for (const object of objects) {
      await sql`insert or replace into ${sql.table(table)} (name, type, sql)
        values (${object.name}, ${object.type}, ${object.sql})`.execute(trx);
      await sql`drop ${sql.raw(object.type)} if exists ${sql.id(object.name)}`.execute(trx);
    }
  });
}

/** The recorded objects of `type` (suspended by a bulk load that has not put them back). */
export async function suspendedSchemaObjects(
  db: Kysely<DB>,
  type: SchemaObject['type'],
): Promise<SchemaObject[]> {
  if (!(await tableExists(db))) return [];
  const { rows } = await sql<SchemaObject>`
    select name, type, sql from ${sql.table(table)} where type = ${type} order by name`.execute(db);
  return rows;
}

/**
 * Creates again, in one transaction, every recorded object of `type` that is missing, forgets
 * them, and drops the record table once it is empty. Answers the names it created.
 */
export async function restoreSchemaObjects(
  db: Kysely<DB>,
  type: SchemaObject['type'],
): Promise<string[]> {
  const recorded = await suspendedSchemaObjects(db, type);
  if (recorded.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const created: string[] = [];
    for (const object of recorded) {
      const { rows: present } = await sql`
        select name from sqlite_master where type = ${type} and name = ${object.name}`.execute(trx);
      if (present.length === 0) {
        await sql.raw(object.sql).execute(trx);
        created.push(object.name);
      }
      await sql`delete from ${sql.table(table)} where name = ${object.name}`.execute(trx);
    }
    const { rows: left } = await sql`select name from ${sql.table(table)} limit 1`.execute(trx);
    if (left.length === 0) await sql`drop table ${sql.table(table)}`.execute(trx);
    return created;
  });
}
