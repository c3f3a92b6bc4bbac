import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { capturedLog } from './support/captured-log.js';
import { describeOnEachDatabase } from './support/databases.js';

describeOnEachDatabase('request logging', (t) => {
  let lines: string[];
  let app: FastifyInstance;

  beforeAll(async () => {
    // The suite's database, a second app that logs into `lines`.
    const log = capturedLog(t.config(), 'info');
    lines = log.lines;
    app = await t.buildApp({
      logger: log.logger,
      extend: (server) => {
        server.get('/api/test/crash', async () => {
          throw new Error('boom');
        });
      },
    });
  });

  it('logs one line per request, never the Authorization header or a token', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/health?token=SECRET-QUERY-TOKEN&page=2',
      headers: { authorization: 'Bearer SECRET-HEADER-TOKEN', cookie: 'sid=SECRET-COOKIE' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/nope',
      payload: { password: 'SECRET-PASSWORD', _method: 'PUT' },
    });
    const log = lines.join('\n');
    expect(log).not.toMatch(/SECRET/);
    const requests = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((e) => e.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/health?token=[Redacted]&page=2',
        status: 200,
      }),
      expect.objectContaining({ method: 'PUT', url: '/api/nope', status: 404 }),
    ]);
  });

  it('logs a failure with its stack on the server only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.body).not.toContain('boom');
    const failure = lines
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; err?: { stack?: string } })
      .find((e) => e.msg === 'request failed');
    expect(failure?.err?.stack).toContain('boom');
    // Written through the request's own logger (made when first used): bound to its request id.
    expect(failure?.reqId).toMatch(/^req-/);
  });
});
