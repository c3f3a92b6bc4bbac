import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import type { Logger } from '../logger.js';
import { seedMarketplace } from './seed-marketplace.js';

/** A modest marketplace: enough for every screen to look alive, seeded in about a second. */
export const DEMO_SIZE = {
  customers: 300,
  photographers: 40,
  orders: 3_000,
  seed: 'laqta-demo',
} as const;

/**
 * Start-up step: on a database with no orders, seed the demo marketplace — unless demo data is
 * switched off (`SEED_DEMO=false`) or this is production.
 */
export async function seedDemoMarketplace({
  db,
  config,
  log,
}: {
  db: Kysely<DB>;
  config: Config;
  log: Logger;
}): Promise<void> {
  if (!config.seedDemo || config.nodeEnv === 'production') return;
  const anyOrder = await db.selectFrom('orders').select('id').limit(1).executeTakeFirst();
  if (anyOrder) return;
  const summary = await seedMarketplace(db, DEMO_SIZE);
  log.info({ ...summary }, 'demo marketplace seeded');
}
