import type { Kysely } from 'kysely';
import { ensureFirstAdmin } from '../auth/firstAdmin.js';
import type { Config } from '../config.js';
import { ensureDefaultSettings } from '../modules/settings/ensureDefaultSettings.js';
import type { Logger } from '../logger.js';
import { seedDemoMarketplace } from '../seed/demo.js';
import type { DB } from './schema.js';

/**
 * One start-up step that runs after migrations, every time the server (or a test database) starts.
 * Steps must be idempotent: they run on every start.
 */
export type BootstrapStep = (ctx: { db: Kysely<DB>; config: Config; log: Logger }) => Promise<void>;

/**
 * The steps, in order. Each issue appends its own line (first admin, default settings, demo seed).
 */
export const bootstrapSteps: BootstrapStep[] = [
  ensureDefaultSettings,
  ensureFirstAdmin,
  seedDemoMarketplace,
];
