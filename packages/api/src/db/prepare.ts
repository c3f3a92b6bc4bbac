import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { bootstrapSteps } from './bootstrap.js';
import type { Database } from './connection.js';
import { migrateToLatest } from './migrate.js';

/** Brings a database to a servable state: migrate to latest, then run every bootstrap step in order. */
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
  for (const step of bootstrapSteps) {
    await step({ db: database.db, config, log });
  }
}
