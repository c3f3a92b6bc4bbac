import type { Kysely } from 'kysely';
import { ensureFirstAdmin } from './auth/first-admin.js';
import { sealPlainTwoFactorSecrets } from './auth/two-factor-secret.js';
import type { Config } from './config.js';
import type { Database } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import type { DB } from './db/schema.js';
import type { Logger } from './logger.js';
import { ensureDefaultSettings } from './modules/settings/ensure-default-settings.js';
import { restoreSuspendedIndexes } from './seed/bulk-indexes.js';
import { seedDemoMarketplace } from './seed/demo.js';
import { restoreRollupTriggers } from './seed/rollups.js';

/**
 * What the server does with its database before it serves, composed here beside the server (the
 * `db/` folder knows nothing of auth, modules or seeding). A step runs after the migrations on
 * every start (and for every test database), so it must be idempotent. A step is any function of
 * `{ db, config, log }`: it needs nothing from this file, so nothing imports back.
 */
export type StartupStep = (context: {
  db: Kysely<DB>;
  config: Config;
  log: Logger;
}) => Promise<void>;

/**
 * The steps, in order: one line each (what an interrupted seed left suspended, default settings,
 * first admin, two-factor secrets written in plain text sealed with the key, demo seed).
 */
export const startupSteps: StartupStep[] = [
  restoreSuspendedIndexes,
  restoreRollupTriggers,
  ensureDefaultSettings,
  ensureFirstAdmin,
  sealPlainTwoFactorSecrets,
  seedDemoMarketplace,
];

/** Brings a database to a servable state: migrate to latest, then run every start-up step in order. */
export async function prepareDatabase({
  database,
  config,
  log,
}: {
  database: Database;
  config: Config;
  log: Logger;
}): Promise<void> {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) log.info({ migrations: applied }, 'database migrated');
  for (const step of startupSteps) {
    await step({ db: database.db, config, log });
  }
}
