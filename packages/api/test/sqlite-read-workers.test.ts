import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../src/db/connection.js';
import { SqliteReadPool } from '../src/db/sqlite-read-pool.js';
import { statementCosts } from '../src/db/sqlite-worker-driver.js';

// Issue 21: SQLite reads outside a transaction run on worker threads, writes and transactions on
// the main connection. What the modules rely on must still hold: a read sees every write that
// finished before it, a transaction sees its own writes and others never see them half done,
// writes commit in the order they were made, cursors stream, and an in-memory database works.

interface ProbeDB {
  probe: { id: number; label: string; payload: Buffer | null };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-read-workers-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function probeDatabase(file: string): { database: Database; db: Kysely<ProbeDB> } {
  const database = openDatabase(file, { sqliteReadWorkers: 2 });
  return { database, db: database.db as unknown as Kysely<ProbeDB> };
}

describe('SQLite reads on worker threads', () => {
  let database: Database;
  let db: Kysely<ProbeDB>;

  beforeAll(async () => {
    ({ database, db } = probeDatabase(path.join(dir, 'probe.db')));
    await sql`create table probe (id integer primary key, label text not null, payload blob)`.execute(
      db,
    );
  });
  afterAll(() => database.close());

  it('reads every write that finished before it, however many reads run beside', async () => {
    for (let i = 1; i <= 60; i++) {
      await db
        .insertInto('probe')
        .values({ id: i, label: `row ${i}`, payload: null })
        .execute();
      const [count, row] = await Promise.all([
        db
          .selectFrom('probe')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db.selectFrom('probe').selectAll().where('id', '=', i).executeTakeFirst(),
      ]);
      expect(Number(count.n)).toBe(i);
      expect(row?.label).toBe(`row ${i}`);
    }
  });

  it("keeps a transaction's writes to itself until it commits", async () => {
    let seenOutside: number | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('probe').set({ label: 'changed' }).where('id', '=', 1).execute();
      const inside = await trx
        .selectFrom('probe')
        .select('label')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(inside.label).toBe('changed');
      const outside = await db
        .selectFrom('probe')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('label', '=', 'changed')
        .executeTakeFirstOrThrow();
      seenOutside = Number(outside.n);
    });
    expect(seenOutside).toBe(0);
    const after = await db.selectFrom('probe').select('label').where('id', '=', 1).execute();
    expect(after).toEqual([{ label: 'changed' }]);
  });

  it('commits concurrent writes in the order they were made, transactions included', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? db
              .insertInto('probe')
              .values({ id: 1000 + i, label: 'ordered', payload: null })
              .execute()
          : db.transaction().execute(async (trx) => {
              await trx
                .insertInto('probe')
                .values({ id: 1000 + i, label: 'ordered', payload: null })
                .execute();
            }),
      ),
    );
    const { rows } = await sql<{ id: number }>`
      select id from probe where label = 'ordered' order by rowid`.execute(db);
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 40 }, (_, i) => 1000 + i));
  });

  it('answers BLOBs as Buffers and raw read-only SQL from the workers', async () => {
    await db
      .insertInto('probe')
      .values({ id: 5000, label: 'bytes', payload: Buffer.from([1, 2, 3]) })
      .execute();
    for (let i = 0; i < 20; i++) {
      const row = await db
        .selectFrom('probe')
        .select('payload')
        .where('id', '=', 5000)
        .executeTakeFirstOrThrow();
      expect(Buffer.isBuffer(row.payload)).toBe(true);
      expect([...row.payload!]).toEqual([1, 2, 3]);
    }
    const { rows } = await sql<{
      n: number;
    }>`with t as (select count(*) as n from probe) select n from t`.execute(db);
    expect(rows[0]!.n).toBeGreaterThan(60);
  });

  it('streams a select from a cursor, in order, chunk by chunk', async () => {
    const labels: string[] = [];
    for await (const row of db
      .selectFrom('probe')
      .select(['id', 'label'])
      .where('id', '<=', 60)
      .orderBy('id')
      .stream(7))
      labels.push(row.label);
    expect(labels).toEqual(
      Array.from({ length: 60 }, (_, i) => (i === 0 ? 'changed' : `row ${i + 1}`)),
    );
  });

  it('answers SQL errors from the workers as SQLite errors', async () => {
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
      message: expect.stringContaining('no_such_table'),
    });
  });

  it('keeps a light read on the event loop when the kernel preempts its runs, even twice in a row', async () => {
    // A read proven light runs on the main connection. Its wall time there is stretched when the
    // kernel gives the core away mid-read; that must not send it back to the workers, where it
    // would queue behind heavy reads (sqlite-worker-driver.ts, #timedOnMain).
    const { database: own, db: probe } = probeDatabase(path.join(dir, 'preempted.db'));
    const onWorkers = SqliteReadPool.prototype.query;
    // The runs that prove the read light take what a trivial read takes on an idle machine: on a
    // busy one (the suite's other worker) the readers at nice 10 are preempted too, and the read
    // would never be promoted, which is not what this test is about.
    const toWorkers = vi
      .spyOn(SqliteReadPool.prototype, 'query')
      .mockImplementation(async function (this: SqliteReadPool, ...args) {
        return { ...(await onWorkers.apply(this, args)), ms: 0.01 };
      });
    const clock = vi.spyOn(performance, 'now');
    try {
      await sql`create table probe (id integer primary key, label text not null, payload blob)`.execute(
        probe,
      );
      await probe.insertInto('probe').values({ id: 1, label: 'light', payload: null }).execute();
      const read = () => probe.selectFrom('probe').select('label').where('id', '=', 1).execute();
      for (let run = 0; run <= statementCosts.runsToPromote; run++) await read();
      toWorkers.mockClear();
      await read();
      expect(toWorkers).not.toHaveBeenCalled();

      // Two runs in a row that the wall clock says took 5 × heavyMs (the CPU time says not).
      const stretched = statementCosts.heavyMs * 5;
      let calls = 0;
      clock.mockImplementation(() => (calls++ % 2) * stretched);
      expect(await read()).toEqual([{ label: 'light' }]);
      expect(await read()).toEqual([{ label: 'light' }]);
      clock.mockRestore();

      await read();
      expect(toWorkers).not.toHaveBeenCalled();
    } finally {
      clock.mockRestore();
      toWorkers.mockRestore();
      await own.close();
    }
  });
});

describe('an in-memory SQLite database', () => {
  it('keeps every read on its one connection', async () => {
    const database = openDatabase(':memory:');
    const db = database.db as unknown as Kysely<ProbeDB>;
    try {
      await sql`create table probe (id integer primary key, label text not null, payload blob)`.execute(
        db,
      );
      await db.insertInto('probe').values({ id: 1, label: 'here', payload: null }).execute();
      const rows = await db.selectFrom('probe').select('label').execute();
      expect(rows).toEqual([{ label: 'here' }]);
      // A write while a cursor is open waits for it (better-sqlite3 runs nothing beside it).
      const streamed: string[] = [];
      const reading = (async () => {
        for await (const row of db.selectFrom('probe').select('label').stream(1)) {
          streamed.push(row.label);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await db.insertInto('probe').values({ id: 2, label: 'after', payload: null }).execute();
      await reading;
      expect(streamed).toEqual(['here']);
    } finally {
      await database.close();
    }
  });
});
