import pg from 'pg';

/** Runs once per `vitest run`: says clearly whether the API suite also runs on PostgreSQL. */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('skipped: no PostgreSQL (set TEST_DATABASE_URL)');
    return;
  }
  // A set but unreachable URL is a failure, not a skip.
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL is unreachable: ${(error as Error).message}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  console.log('API suite runs on SQLite and on PostgreSQL (TEST_DATABASE_URL)');
}
