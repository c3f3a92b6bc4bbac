import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/connection.js';
import type { Dialect } from '../../src/db/dialect.js';
import { prepareDatabase } from '../../src/startup.js';
import type { DB } from '../../src/db/schema.js';

export interface DatabaseSuite {
  /** The database this run of the suite uses. */
  readonly dialect: Dialect;
  /** The suite's app (built and prepared once per suite, on its own fresh database). */
  app(): FastifyInstance;
  /** The suite's database, to arrange rows and check what a request stored. */
  db(): Kysely<DB>;
  /**
   * The same database as `buildApp` and `prepareDatabase` take it, for a second app with its own
   * options or a second preparation. Neither closes it; the suite does, after its apps.
   */
  database(): Database;
  /** The configuration the app was built with. */
  config(): Config;
  /**
   * Another app on the same database and configuration: with test-only routes added by `extend`
   * before it is ready, a logger of its own, or a visitor process's kept reads. Closed after the
   * suite.
   */
  buildApp(options?: SuiteAppOptions): Promise<FastifyInstance>;
}

/** What a suite's second app may change: the suite gives the configuration and the database. */
export interface SuiteAppOptions extends Omit<BuildAppOptions, 'config' | 'database'> {
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export interface SuiteOptions {
  /** Environment overrides for loadConfig (e.g. `ADMIN_EMAIL`, `APP_DIST_DIR`, `SEED_DEMO`). */
  env?: Record<string, string>;
}

const silentLog = { info() {}, warn() {}, error() {} };

interface Target {
  dialect: Dialect;
  open(): Promise<{ url: string; database: Database; dispose(): Promise<void> }>;
}

const sqlite: Target = {
  dialect: 'sqlite',
  async open() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-test-'));
    const url = path.join(dir, 'test.db');
    const database = openDatabase(url);
    return {
      url,
      database,
      async dispose() {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(baseUrl: string): Target {
  return {
    dialect: 'postgres',
    async open() {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const database = openDatabase(baseUrl, { searchPath: schema });
      return {
        url: baseUrl,
        database,
        async dispose() {
          await database.close();
          const cleaner = new pg.Client({ connectionString: baseUrl });
          await cleaner.connect();
          await cleaner.query(`drop schema if exists ${schema} cascade`);
          await cleaner.end();
        },
      };
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (global-setup.ts says when it is not). */
function targets(): Target[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [sqlite, postgres(url)] : [sqlite];
}

/**
 * Runs `body` once per database, each time on a fresh, migrated and bootstrapped database:
 * `describeOnEachDatabase('settings', (t) => { it('…', async () => { await t.app().inject(…) }) })`.
 */
export function describeOnEachDatabase(
  title: string,
  body: (t: DatabaseSuite) => void,
  options: SuiteOptions = {},
): void {
  for (const target of targets()) {
    describe(`${title} [${target.dialect}]`, () => {
      let opened: Awaited<ReturnType<Target['open']>> | undefined;
      let config: Config | undefined;
      let dataDir: string | undefined;
      const apps: FastifyInstance[] = [];

      const build = async ({ extend, ...appOptions }: SuiteAppOptions = {}) => {
        if (!opened || !config)
          throw new Error('the suite database is not open yet (use it inside a test or hook)');
        const app = await buildApp({ ...appOptions, config, database: opened.database });
        if (extend) await extend(app);
        await app.ready();
        apps.push(app);
        return app;
      };

      beforeAll(async () => {
        opened = await target.open();
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-data-'));
        config = loadConfig({
          NODE_ENV: 'test',
          SEED_DEMO: 'false',
          DATA_DIR: dataDir,
          APP_DIST_DIR: path.join(dataDir, 'no-app-build'),
          ...options.env,
          DATABASE_URL: opened.url,
        });
        await prepareDatabase({ database: opened.database, config, log: silentLog });
        await build();
      });

      afterAll(async () => {
        for (const app of apps.splice(0)) await app.close();
        await opened?.dispose();
        if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      });

      const suite: DatabaseSuite = {
        dialect: target.dialect,
        app() {
          const app = apps[0];
          if (!app)
            throw new Error('the suite app is not built yet (use it inside a test or hook)');
          return app;
        },
        db() {
          return suite.database().db;
        },
        database() {
          if (!opened)
            throw new Error('the suite database is not open yet (use it inside a test or hook)');
          return opened.database;
        },
        config() {
          if (!config)
            throw new Error('the suite config is not loaded yet (use it inside a test or hook)');
          return config;
        },
        buildApp: build,
      };
      body(suite);
    });
  }
}
