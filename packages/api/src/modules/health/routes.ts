import { healthAnswerSchema } from '@laqta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { HttpError, messages } from '../../http/errors.js';
import { ok } from '../../http/respond.js';
import { TrustedCheck } from './trusted-check.js';

/**
 * `GET /api/health`: answers only once the database answers a query and a file can be written
 * where uploads are stored (a full disk or a read-only data directory is a 503, not a green check
 * while uploads fail). Each check's pass is trusted for HEALTH_TRUST_MS (trusted-check.ts), so a
 * monitor polling hard costs one probe file and one query a second, not one per request; a failed
 * check is repeated by the next request.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    summary: 'Whether the server, its database and its upload storage answer',
    tags: ['health'],
    response: { 200: healthAnswerSchema },
  };
  const database = new TrustedCheck(async () => {
    await sql`select 1`.execute(app.db);
  });
  const storage = new TrustedCheck(() => app.uploads.checkWritable());
  const healthy = ok({ status: 'ok' as const, database: app.dialect });

  app.get('/api/health', { schema }, async (request) => {
    if (database.trusted() && storage.trusted()) return healthy;
    try {
      await database.verify();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, messages.unavailable);
    }
    try {
      await storage.verify();
    } catch (error) {
      request.log.error({ err: error }, 'health check: data directory not writable');
      throw new HttpError(503, messages.unavailable);
    }
    return healthy;
  });
};

export default healthRoutes;
