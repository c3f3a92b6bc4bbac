import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { sqliteBusyTuning } from '../src/db/sqlite-busy-retry.js';
import { prepareDatabase, startupSteps, type StartupStep } from '../src/startup.js';
import { describeOnEachDatabase } from './support/databases.js';

const silentLog = { info() {}, warn() {}, error() {} };

describeOnEachDatabase('database preparation', (t) => {
  it('applies every migration once; preparing again changes nothing', async () => {
    await prepareDatabase({ database: t.database(), config: t.config(), log: silentLog });
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(t.db());
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });

  it('runs the bootstrap steps after the migrations, in order', async () => {
    const seen: string[] = [];
    const first: StartupStep = async ({ db }) => {
      const count = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(
        db,
      );
      seen.push(`first saw ${count.rows[0]?.n} migrations`);
    };
    const second: StartupStep = async () => {
      seen.push('second');
    };
    startupSteps.push(first, second);
    try {
      await prepareDatabase({ database: t.database(), config: t.config(), log: silentLog });
    } finally {
      startupSteps.splice(startupSteps.indexOf(first), 2);
    }
    expect(seen).toEqual([`first saw ${Object.keys(migrations).length} migrations`, 'second']);
  });

  it('answers counts and numerics as JS numbers', async () => {
    const result = await sql<{
      n: unknown;
      x: unknown;
    }>`select count(*) as n, cast(1.5 as numeric) as x`.execute(t.db());
    expect(result.rows[0]).toEqual({ n: 1, x: 1.5 });
  });

  if (t.dialect === 'postgres') {
    it('migrates its own schema while another schema of the database holds migration tables', async () => {
      // t.db()'s schema is fully migrated; a fresh schema beside it must still get its own tables.
      const url = process.env.TEST_DATABASE_URL!;
      const schema = `t_${randomBytes(6).toString('hex')}`;
      await sql.raw(`create schema ${schema}`).execute(t.db());
      const fresh = openDatabase(url, { searchPath: schema });
      try {
        const applied = await migrateToLatest(fresh.db);
        expect(applied).toEqual(Object.keys(migrations).sort());
        const tables = await sql<{ n: number }>`
          select count(*) as n from information_schema.tables
          where table_schema = ${schema} and table_name = 'kysely_migration_lock'`.execute(
          fresh.db,
        );
        expect(tables.rows[0]?.n).toBe(1);
      } finally {
        await fresh.close();
        await sql.raw(`drop schema ${schema} cascade`).execute(t.db());
      }
    });
  }

  if (t.dialect === 'sqlite') {
    it('runs SQLite in WAL mode, synchronous NORMAL, foreign keys enforced, a short busy timeout', async () => {
      const pragma = async (name: string) =>
        Object.values(
          (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(t.db())).rows[0] ?? {},
        )[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('synchronous')).toBe(1); // NORMAL: the trade-off in ARCHITECTURE.md §1
      // Short: SQLite's own wait blocks the event loop; db/sqlite-busy-retry.ts waits on timers.
      expect(await pragma('busy_timeout')).toBe(sqliteBusyTuning.busyTimeoutMs);
      expect(sqliteBusyTuning.busyTimeoutMs).toBeLessThanOrEqual(50);
    });
  }
});
