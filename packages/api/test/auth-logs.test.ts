import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createLogger } from '../src/logger.js';
import { postLogin, testAdmin, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import type { FastifyInstance } from 'fastify';

/**
 * The server's real logger (createLogger: its redaction and serializers), at the most verbose level,
 * writing into memory instead of stdout.
 */
function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger({ nodeEnv: 'development' });
  logger.level = 'trace';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  // pino keeps its destination under this symbol; swapping it keeps every other option as configured.
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = sink;
  return { logger, lines };
}

describeOnEachDatabase(
  'auth and the log',
  (t) => {
    let app: FastifyInstance;
    const { logger, lines } = capturingLogger();

    beforeAll(async () => {
      app = await buildApp({ config: t.config(), database: t.database(), logger });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
    });

    it('writes no token, password or Authorization header into any log line', async () => {
      const login = await postLogin(app, testAdmin);
      expect(login.statusCode).toBe(200);
      const token: string = login.json().data.token.access_token;
      const authorization = `Bearer ${token}`;

      await app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { authorization } });
      await app.inject({
        method: 'GET',
        url: `/api/admin/auth/me?token=${token}`,
        headers: { authorization },
      });
      await app.inject({
        method: 'GET',
        url: '/api/admin/no-such-screen',
        headers: { authorization },
      });
      await app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: testAdmin.email, password: testAdmin.password, token },
      });
      await postLogin(app, { email: testAdmin.email, password: `${testAdmin.password}!` });
      await app.inject({
        method: 'POST',
        url: '/api/admin/auth/logout',
        headers: { authorization },
      });
      await app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { authorization } });

      // The requests were logged at all (else the check below would prove nothing).
      expect(
        lines.filter((line) => line.includes('/api/admin/auth/me')).length,
      ).toBeGreaterThanOrEqual(3);
      const leaking = lines.filter(
        (line) =>
          line.includes(token) ||
          line.includes(testAdmin.password) ||
          /authorization/i.test(line) ||
          line.includes(token.slice(0, 16)),
      );
      expect(leaking).toEqual([]);
    });
  },
  withTestAdmin,
);
