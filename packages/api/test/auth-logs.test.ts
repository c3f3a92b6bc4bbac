import { beforeAll, expect, it } from 'vitest';
import { postLogin, testAdmin, withTestAdmin } from './support/auth.js';
import { capturedLog } from './support/captured-log.js';
import { describeOnEachDatabase } from './support/databases.js';
import type { FastifyInstance } from 'fastify';

describeOnEachDatabase(
  'auth and the log',
  (t) => {
    let app: FastifyInstance;
    let lines: string[];

    beforeAll(async () => {
      // The suite's database, a second app that logs at the most verbose level into `lines`.
      const log = capturedLog(t.config(), 'trace');
      lines = log.lines;
      app = await t.buildApp({ logger: log.logger });
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
