import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.js';
import { StatementNames, statementNaming } from '../src/db/postgres-statement-names.js';

/** Which texts PostgreSQL keeps as prepared statements (src/db/postgres-statement-names.ts). */
describe('the names given to PostgreSQL statements', () => {
  const namesAtMost = statementNaming.namesAtMost;
  afterEach(() => {
    statementNaming.namesAtMost = namesAtMost;
  });

  const read = 'select "id", "name" from "customers" where "id" = $1';
  /** The name a text gets on its second run (the first is never named). */
  const nameOnSecondRun = (names: StatementNames, text: string) => {
    names.nameOf(text);
    return names.nameOf(text);
  };

  it('names a text from its second run on, the same name every time, one per text', () => {
    const names = new StatementNames();
    expect(names.nameOf(read)).toBeUndefined();
    const name = names.nameOf(read);
    expect(name).toMatch(/^laqta_[0-9a-f]{32}$/);
    expect(names.nameOf(read)).toBe(name);
    const other = 'update "customers" set "name" = $1 where "id" = $2';
    names.nameOf(other);
    expect(names.nameOf(other)).not.toBe(name);
    expect(name!.length).toBeLessThan(64);
  });

  it('never names DDL, nor a text that selects * (its result would change with a new column)', () => {
    const names = new StatementNames();
    for (const text of [
      'create table "x" ("id" integer)',
      'select * from "customers" where "id" = $1',
      'select "customers".* from "customers" where "id" = $1',
    ])
      expect(nameOnSecondRun(names, text), text).toBeUndefined();
    expect(nameOnSecondRun(names, 'select count(*) as "n" from "orders"')).toBeDefined();
  });

  it('never names a search or a list of ids compared as values, whose best plan depends on them', () => {
    // A generic plan made after five runs of rare names would serve every common name after them.
    const names = new StatementNames();
    for (const text of [
      'select "id" from "customers" where "customers"."name_search" like $1 escape \'\\\' limit $2',
      'select "id" from "customers" where "email" ILIKE $1',
      'select "orders"."id" from "orders" where "orders"."customer_id" = any($1::integer[])',
    ])
      expect(nameOnSecondRun(names, text), text).toBeUndefined();
    const likesCounted = 'select "likes_count" from "photographers" where "id" = $1';
    expect(nameOnSecondRun(names, likesCounted)).toBeDefined();
    // A list read as a join (a search's capped count, db/id-list.ts) has one plan for any ids.
    const countedAsJoin =
      'select count(*) as "n" from (select 1 as "one" from "orders" where "orders"."customer_id" in (select unnest($1::integer[])) limit $2) as "capped"';
    expect(nameOnSecondRun(names, countedAsJoin)).toBeDefined();
  });

  it('gives no more names than it may; the texts past that run unnamed', () => {
    statementNaming.namesAtMost = 2;
    const names = new StatementNames();
    const texts = [1, 2, 3].map((n) => `select "id" from "orders" where "id" = ${n}`);
    const named = texts.map((text) => nameOnSecondRun(names, text));
    expect(named.map((name) => name !== undefined)).toEqual([true, true, false]);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(postgresUrl === undefined)('statements PostgreSQL keeps prepared', () => {
  it("runs a query asked again as the connection's prepared statement, with the same answers", async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const database = openDatabase(postgresUrl!, { searchPath: schema });
    try {
      await sql.raw(`create schema ${schema}`).execute(database.db);
      await sql.raw('create table notes (id integer primary key, body text)').execute(database.db);
      await sql`insert into notes (id, body) values (${1}, ${'نص'})`.execute(database.db);
      const answers = await database.db.connection().execute(async (db) => {
        const ask = async () =>
          (await sql<{ body: string }>`select body from notes where id = ${1}`.execute(db)).rows;
        const seen = [await ask(), await ask(), await ask()];
        const prepared = await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(db);
        return { seen, prepared: prepared.rows };
      });
      expect(answers.seen).toEqual([[{ body: 'نص' }], [{ body: 'نص' }], [{ body: 'نص' }]]);
      expect(answers.prepared).toContainEqual({
        name: expect.stringMatching(/^laqta_/),
        statement: 'select body from notes where id = $1',
      });
      expect(answers.prepared.map((row) => row.statement)).not.toContain(
        'create table notes (id integer primary key, body text)',
      );
    } finally {
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
      await database.close();
    }
  });
});
