/**
 * `pnpm bench:dashboard`: seeds 1,000,000 orders into a temporary SQLite database — and into a
 * temporary PostgreSQL database when TEST_DATABASE_URL or DATABASE_URL names a PostgreSQL server —
 * then times each dashboard call through the full server (auth included). Prints the seeding time
 * and the median and p95 of every call; asserts nothing. BENCH_ORDERS and BENCH_RUNS change the size,
 * BENCH_TARGETS=sqlite|postgres picks one database.
 */
import { dashboardPaths } from '@laqta/contract';
import { buildApp } from '../src/app.js';
import {
  benchOnEachDatabase,
  benchConfig,
  describeSeeding,
  seedBenchDatabase,
  timeIt,
  type BenchTarget,
} from './support/harness.js';
import { adminAuthorization } from '../test/support/marketplace-rows.js';

const orders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 50);

async function bench(target: BenchTarget, dir: string): Promise<void> {
  const database = await target.open();
  try {
    const config = benchConfig(dir, target.databaseUrl);
    console.log(describeSeeding(target, await seedBenchDatabase(target, database, config, orders)));
    const authorization = await adminAuthorization(database.db);
    const app = await buildApp({ config, database });
    await app.ready();
    try {
      console.log(
        `  ${target.label}: ${runs} calls each (after 5 warm-up calls), through the server with a token`,
      );
      for (const [name, url] of Object.entries(dashboardPaths)) {
        const call = async () => {
          const response = await app.inject({
            method: 'GET',
            url,
            headers: { authorization },
          });
          if (response.statusCode !== 200)
            throw new Error(`${url} answered ${response.statusCode}`);
        };
        await timeIt(name, call, { runs, warmUps: 5, nameWidth: 24 });
      }
    } finally {
      await app.close();
    }
  } finally {
    await target.dispose();
  }
}

console.log(`Dashboard benchmark at ${orders} orders`);
await benchOnEachDatabase('dashboard', bench);
