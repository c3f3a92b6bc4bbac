import pg from 'pg';

/**
 * Each Vitest worker runs its PostgreSQL tests in a database of its own: `TEST_DATABASE_URL`
 * names `<database>_w<pool id>` inside the worker (made on first use), so the suites of two
 * workers never share one. They could not: Kysely's migrator asks whether its table exists by
 * listing every table of the database with each column's sequence (`pg_get_serial_sequence`),
 * and a schema that a suite in the other worker drops meanwhile fails that listing ("column …
 * does not exist"). Within a worker, test files run one after another, as before.
 *
 * A setup file of the API project (vitest.config.ts): it runs in the worker before the test
 * file's modules are imported, so every reader of `TEST_DATABASE_URL` sees the worker's URL.
 */
const DUPLICATE_DATABASE = '42P04';

// The URL as given, kept aside: a worker runs this file again before each of its test files
// (vitest.config.ts: they share the worker's modules), after the first run has rewritten it.
const baseUrl = (process.env.LAQTA_TEST_DATABASE_BASE_URL ??= process.env.TEST_DATABASE_URL ?? '');
const poolId = process.env.VITEST_POOL_ID;

if (baseUrl && poolId) {
  const url = new URL(baseUrl);
  const base = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  const name = `${base}_w${poolId}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`create database ${pg.escapeIdentifier(name)}`).catch((error: unknown) => {
        if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
      });
    }
  } finally {
    await client.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  process.env.TEST_DATABASE_URL = url.toString();
}
