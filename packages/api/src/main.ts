import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { prepareDatabase } from './startup.js';
import { createLogger } from './logger.js';

/** Starts Laqta: migrate and bootstrap the database, then serve the API and the app on one port. */
async function main() {
  const config = loadConfig();
  const log = createLogger(config);
  const database = openDatabase(config.databaseUrl);
  await prepareDatabase({ database, config, log });
  const app = await buildApp({ config, database, logger: log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: '0.0.0.0', port: config.port });
  log.info(`Laqta is serving at http://localhost:${config.port} (database: ${database.dialect})`);
}

main().catch((error: unknown) => {
  // Before the logger exists or after it failed: the reason, without secrets from the environment.
  console.error('Laqta failed to start:', error instanceof Error ? error.message : error);
  if (process.env.LOG_LEVEL === 'debug' && error instanceof Error) console.error(error);
  process.exit(1);
});
