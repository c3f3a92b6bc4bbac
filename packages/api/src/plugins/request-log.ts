import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '../logger.js';
import { handedOver } from './laravel-forms.js';

/**
 * One log line per answered request: method, url (secrets redacted), status, time. Never headers or
 * bodies, so no Authorization header, password or token reaches the log.
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request: FastifyRequest, reply) => {
      // A POST that handed itself over to its `_method` is logged once, as that method.
      if ((request as unknown as Record<symbol, unknown>)[handedOver]) return;
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          ip: request.ip,
        },
        'request',
      );
    });
  },
  { name: 'laqta-request-log', fastify: '5.x' },
);
