import { healthAnswerSchema } from '@laqta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { HttpError, messages } from '../../http/errors.js';
import { ok } from '../../http/respond.js';

/**
 * `GET /api/health`: answers only once the database answers a query and a file can be written
 * where uploads are stored (a full disk or a read-only data directory is a 503, not a green check
 * while uploads fail).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    summary: 'Whether the server, its database and its upload storage answer',
    tags: ['health'],
    response: { 200: healthAnswerSchema },
  };
  app.get('/api/health', { schema }, async (request) => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, messages.unavailable);
    }
    try {
      await app.uploads.checkWritable();
    } catch (error) {
      request.log.error({ err: error }, 'health check: data directory not writable');
      throw new HttpError(503, messages.unavailable);
    }
    return ok({ status: 'ok' as const, database: app.dialect });
  });
};

export default healthRoutes;
