/**
 * `pnpm db:seed [--customers N --photographers N --orders N --seed S --now ISO]`: appends a
 * deterministic marketplace to the configured database (DATABASE_URL, else the SQLite file).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { prepareDatabase } from '../startup.js';
import { seedMarketplace } from '../seed/seed-marketplace.js';

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`--${name} must be a positive integer`);
  return parsed;
}

/** Log lines as short sentences; the objects some steps attach (such as the settings list) stay out. */
const cliLog = {
  info: (objOrMsg: unknown, msg?: string) => console.log(msg ?? objOrMsg),
  warn: (objOrMsg: unknown, msg?: string) => console.warn(msg ?? objOrMsg),
  error: (objOrMsg: unknown, msg?: string) => console.error(msg ?? objOrMsg),
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      customers: { type: 'string' },
      photographers: { type: 'string' },
      orders: { type: 'string' },
      seed: { type: 'string' },
      now: { type: 'string' },
    },
    strict: true,
  });
  const orders = count(values.orders, 20_000, 'orders');
  const options = {
    orders,
    customers: count(values.customers, Math.max(100, Math.round(orders / 10)), 'customers'),
    photographers: count(
      values.photographers,
      Math.max(20, Math.round(orders / 500)),
      'photographers',
    ),
    seed: values.seed ?? 'laqta',
    ...(values.now ? { now: new Date(values.now) } : {}),
  };
  if (options.now && Number.isNaN(options.now.getTime()))
    throw new Error('--now must be an ISO date');

  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    // Migrate and run the start-up steps (default settings hold the commission rate), minus the demo seed.
    await prepareDatabase({ database, config: { ...config, seedDemo: false }, log: cliLog });
    console.log(
      `Seeding ${options.orders} orders, ${options.customers} customers, ${options.photographers} photographers (seed "${options.seed}") into ${database.dialect}…`,
    );
    const summary = await seedMarketplace(database.db, {
      ...options,
      onProgress: (written) => process.stdout.write(`\r  ${written} / ${options.orders} orders`),
    });
    process.stdout.write('\n');
    console.log(summary);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
