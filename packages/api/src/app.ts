import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger as PinoLogger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/connection.js';
import type { Dialect } from './db/dialect.js';
import type { DB } from './db/schema.js';
import { parseQueryString, refuseUnparsedQuery } from './http/query.js';
import { serializerCompilerOf, validatorCompiler } from './http/route-schemas.js';
import { createLogger } from './logger.js';
import { modules } from './modules/index.js';
import { deferredChildLoggers } from './request-logger.js';
import auth from './plugins/auth.js';
import errorHandler, { answerFrameworkError, answerClientError } from './plugins/error-handler.js';
import httpCaching from './plugins/http-caching.js';
import keptAnswers from './plugins/kept-answers.js';
import laravelForms from './plugins/laravel-forms.js';
import openapi from './plugins/openapi.js';
import requestLog from './plugins/request-log.js';
import securityHeaders from './plugins/security-headers.js';
import staticFiles from './plugins/static-files.js';
import { createLocalUploadStorage, type UploadStorage } from './storage/uploads.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database of this server (`app.db` in a module, `request.server.db` in a handler). */
    db: Kysely<DB>;
    dialect: Dialect;
    uploads: UploadStorage;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** A logger to share (main.ts passes the one it migrated with); else one from the config. */
  logger?: PinoLogger;
  /**
   * Keep the kept reads' answers from their second ask only (plugins/kept-answers.ts
   * RecentReads): a visitor process, which answers the back office's kept reads itself while
   * visitors are few (process/admin-forwarding.ts).
   */
  keepKeptReadsFromSecondAsk?: boolean;
}

/** Fastify takes a hop count as a function of the hop (its types do not list plain numbers). */
function trustedProxies(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * A client that sends its request slowly (or never finishes its body) is cut after
 * `requestTimeoutSeconds` (408), headers alone get as long; an idle keep-alive connection closes
 * after 5 s. Node checks these timers every `connectionsCheckingInterval` (30 s by default: too
 * coarse to cut a slow body within 10 s).
 */
function connectionTimeouts(config: Config) {
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  return {
    requestTimeout,
    keepAliveTimeout: 5_000,
    http: {
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.min(1_000, requestTimeout),
    },
  };
}

/** The whole server, not listening: every plugin and module (tests call `inject` on it). */
export async function buildApp({
  config,
  database,
  logger,
  keepKeptReadsFromSecondAsk = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: (logger ?? createLogger(config)) as FastifyBaseLogger,
    // plugins/request-log.ts logs one redacted line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A request's own logger is made only if something logs through it (request-logger.ts).
    childLoggerFactory: deferredChildLoggers,
    trustProxy: trustedProxies(config.trustProxy),
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ...connectionTimeouts(config),
  });

  // Routes declare their inputs and answers with the contract's zod schemas (route-schemas.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompilerOf(config.nodeEnv !== 'production'));

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('uploads', createLocalUploadStorage(path.join(config.dataDir, 'uploads')));

  // Order matters (onRequest hooks run in this order, and stop at the first that throws). Security
  // headers first, so every answer has them. Then a query string the parser refused. Then the token guard of /api/admin: a request without
  // a valid token is refused before the form plugin reads its body (and the guard's onRoute hook
  // sees every route after it). Then the form plugin: it may re-route a POST as the method its
  // `_method` names, whose route runs the guard again.
  await app.register(securityHeaders);
  await app.register(httpCaching);
  app.addHook('onRequest', refuseUnparsedQuery);
  await app.register(auth);
  await app.register(laravelForms, { fileSizeLimit: config.uploadMaxBytes });
  await app.register(errorHandler);
  await app.register(keptAnswers, { keepFromSecondAsk: keepKeptReadsFromSecondAsk });
  await app.register(requestLog);
  await app.register(openapi);
  await app.register(staticFiles, {
    appDistDir: config.appDistDir,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });
  for (const module of modules) await app.register(module);

  return app;
}
