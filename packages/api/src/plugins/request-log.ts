import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl, requestLineWriter } from '../logger.js';
import { handedOver } from './laravel-forms.js';

/**
 * One log line per answered request: method, url (secrets redacted), status, time. Never headers or
 * bodies, so no Authorization header, password or token reaches the log. Written synchronously in
 * the hook (no promise per request) by `requestLineWriter`, straight to the server logger's
 * destination (no per-request logger, no redaction pass: its fields are fixed); whether it writes
 * stays the server logger's level.
 */
/** The levels at which a logger writes info lines (pino's built-in levels). */
const writesInfo = new Set(['trace', 'debug', 'info']);

export default fp(
  async (app) => {
    const writer = requestLineWriter(app.log);
    app.addHook(
      'onResponse',
      (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
        // A POST that handed itself over to its `_method` is logged once, as that method.
        if (
          !(request as unknown as Record<symbol, unknown>)[handedOver] &&
          writesInfo.has(request.log.level)
        ) {
          const line = {
            reqId: request.id,
            method: request.method,
            url: redactUrl(request.url),
            status: reply.statusCode,
            ms: Math.round(reply.elapsedTime),
            ip: request.ip,
          };
          if (writer) writer(line);
          else request.log.info(line, 'request');
        }
        done();
      },
    );
  },
  { name: 'laqta-request-log', fastify: '5.x' },
);
