import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { publicMessages, publicSettingsPaths, settingNames } from '@laqta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLimit } from '../src/modules/public/rate-limit.js';
import { loginThrottleRules } from '../src/auth/throttle.js';
import {
  admin,
  connectionTo,
  freePort,
  request,
  startServer,
  stopServer,
  targets,
  waitUntil,
  type Answer,
  type SharedDatabase,
  type Through,
} from './support/server-processes.js';

/**
 * Issue 15, several processes: the real start code (src/main.ts through tsx, WEB_CONCURRENCY=2:
 * a cluster primary and two workers behind one port) on a fresh PostgreSQL database (when
 * TEST_DATABASE_URL is set) and on a fresh SQLite file. Each
 * request goes through a chosen worker: a keep-alive connection stays with the worker that
 * accepted it, and every answer names its worker (`x-served-by`), which each call checks.
 */
const settingName = settingNames.aboutWhoWeAre;

for (const target of targets)
  describe.skipIf(target.skip !== undefined)(
    `two API processes behind one port on one ${target.label} database${target.skip ? ` (${target.skip})` : ''}`,
    () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-multi-process-'));
      let server: ChildProcess | undefined;
      let a: Through;
      let b: Through;
      let database: SharedDatabase | undefined;

      beforeAll(async () => {
        database = await target.open(dataDir);
        const port = await freePort();
        let output: () => string;
        ({ server, output } = startServer(
          { port, dataDir, database },
          // Visitor workers only: every request, the back office's too, answered by the chosen worker.
          { WEB_CONCURRENCY: '2', ADMIN_PROCESS: 'off' },
        ));

        // Both workers answer once each has started (new connections go to them in turn).
        const seen = new Set<string>();
        await waitUntil(
          'both workers to answer',
          async () => {
            const answer = await request(port, false, 'GET', '/api/health');
            seen.add(String(answer.headers['x-served-by']));
            return seen.has('worker-1') && seen.has('worker-2');
          },
          {
            timeoutMs: 120_000,
            stop: () => (server?.exitCode === null ? undefined : 'the server exited'),
          },
        ).catch((error: unknown) => {
          throw new Error(`${(error as Error).message}\n${output()}`);
        });
        a = await connectionTo(port, 'worker-1');
        b = await connectionTo(port, 'worker-2');
      }, 150_000);

      afterAll(async () => {
        a?.close();
        b?.close();
        await stopServer(server);
        await database?.dispose();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }, 30_000);

      it('reads a setting saved through one process fresh through the other within 1 s', async () => {
        const login = await a.send('POST', '/api/admin/auth/login', admin);
        expect(login.status).toBe(200);
        const { token } = login.body.data as { token: { type: string; access_token: string } };
        const authorization = `${token.type} ${token.access_token}`;
        const byName = `/api/admin/settings/name/${settingName}`;
        const valueOf = (answer: Answer) => (answer.body.data as { value: string }).value;
        const listedValue = (answer: Answer) =>
          (answer.body.data as { name: string; value: string }[]).find(
            (setting) => setting.name === settingName,
          )?.value;

        for (const [writer, reader, value] of [
          [a, b, 'لقطة: نص محفوظ عبر العملية الأولى'],
          [b, a, 'لقطة: نص محفوظ عبر العملية الثانية'],
        ] as const) {
          // Both processes have the setting in memory before the write.
          const before = await reader.send('GET', byName);
          expect(before.status).toBe(200);
          expect(valueOf(before)).not.toBe(value);
          expect(listedValue(await reader.send('GET', publicSettingsPaths.about))).toBe(
            valueOf(before),
          );
          const id = (before.body.data as { id: number }).id;

          const saved = await writer.send(
            'PUT',
            `/api/admin/settings/${id}`,
            { value },
            authorization,
          );
          expect(saved.status).toBe(200);
          const savedAt = Date.now();
          // The writing process at once.
          expect(valueOf(await writer.send('GET', byName))).toBe(value);

          // The other process within a second, by name and in the about page's list.
          let freshAfterMs = Number.POSITIVE_INFINITY;
          while (Date.now() - savedAt < 1500) {
            const [one, list] = await Promise.all([
              reader.send('GET', byName),
              reader.send('GET', publicSettingsPaths.about),
            ]);
            if (valueOf(one) === value && listedValue(list) === value) {
              freshAfterMs = Date.now() - savedAt;
              break;
            }
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          expect(freshAfterMs).toBeLessThan(1000);
        }
      });

      it('counts the contact form across processes: refused through B after the limit through A', async () => {
        const message = (n: number) => ({
          fullName: 'سارة الحربي',
          email: `visitor-${n}@example.com`,
          phone: '+966 50 123 4567',
          message: 'أرغب في حجز مصورة لحفل تخرج يوم الخميس.',
        });
        for (let n = 1; n <= contactLimit.maxRequests; n += 1)
          expect((await a.send('POST', '/api/contact', message(n))).status).toBe(201);
        const refused = await b.send('POST', '/api/contact', message(99));
        expect(refused.status).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.body.message).toBe(publicMessages.tooManyRequests);
      });

      it('counts sign-in failures across processes: refused through B after the limit through A', async () => {
        const accountFromAddress = loginThrottleRules.find((rule) => rule.scope === 'account-ip');
        const wrong = { email: admin.email, password: 'not the password' };
        for (let n = 0; n < (accountFromAddress?.maxAttempts ?? 0); n += 1)
          expect((await a.send('POST', '/api/admin/auth/login', wrong)).status).toBe(422);
        const refused = await b.send('POST', '/api/admin/auth/login', wrong);
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(refused.body.message).toMatch(
          /^محاولات تسجيل دخول كثيرة\. حاول مرة أخرى بعد \d+ ثانية\.$/,
        );
      });

      it('puts an unknown e-mail in one shared counter whichever process it reaches', async () => {
        const stranger = { email: 'nobody-here@example.test', password: 'a guess' };
        expect((await a.send('POST', '/api/admin/auth/login', stranger)).status).toBe(422);
        expect((await b.send('POST', '/api/admin/auth/login', stranger)).status).toBe(422);
        expect(await database?.unknownAccountCounters()).toEqual([2]);
      });
    },
  );
