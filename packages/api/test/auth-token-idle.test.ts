import { createHash } from 'node:crypto';
import { adminPaths } from '@laqta/contract';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens.js';
import { adminIdOf, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describeOnEachDatabase(
  'tokens expire when idle as well as at the end of their lifetime',
  (t) => {
    /** A token issued `issuedMinutesAgo` with its full lifetime ahead, last used as given. */
    async function tokenUsed({
      issuedMinutesAgo,
      lastUsedMinutesAgo,
    }: {
      issuedMinutesAgo: number;
      lastUsedMinutesAgo: number | null;
    }) {
      const issued = await issueToken(t.db(), await adminIdOf(t.db()), {
        ttlMinutes: t.config().tokenTtlMinutes,
        now: new Date(Date.now() - issuedMinutesAgo * 60_000),
      });
      await t
        .db()
        .updateTable('admin_tokens')
        .set({ last_used_at: lastUsedMinutesAgo === null ? null : minutesAgo(lastUsedMinutesAgo) })
        .where('id', '=', issued.id)
        .execute();
      return issued.plainText;
    }
    const me = (token: string) =>
      t.app().inject({
        method: 'GET',
        url: adminPaths.api.me,
        headers: { authorization: `Bearer ${token}` },
      });
    const lastUsedOf = async (token: string) =>
      (
        await t
          .db()
          .selectFrom('admin_tokens')
          .select('last_used_at')
          .where('token_hash', '=', sha256(token))
          .executeTakeFirstOrThrow()
      ).last_used_at;

    describe('with the default idle period of 12 hours', () => {
      it('refuses a token last used 12 h 1 min ago, though its lifetime runs for days', async () => {
        const idle = t.config().tokenIdleMinutes;
        expect(idle).toBe(720);
        const token = await tokenUsed({ issuedMinutesAgo: 24 * 60, lastUsedMinutesAgo: idle + 1 });
        const response = await me(token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          message: 'Unauthenticated.',
          code: 'unauthenticated',
        });
      });

      it('accepts a token last used 11 h ago, and counts the idle time again from now', async () => {
        const token = await tokenUsed({ issuedMinutesAgo: 24 * 60, lastUsedMinutesAgo: 11 * 60 });
        expect((await me(token)).statusCode).toBe(200);
        expect(Date.parse((await lastUsedOf(token))!)).toBeGreaterThan(Date.now() - 60_000);
      });

      it('refuses a token never used since it was issued 13 h ago', async () => {
        const token = await tokenUsed({ issuedMinutesAgo: 13 * 60, lastUsedMinutesAgo: null });
        expect((await me(token)).statusCode).toBe(401);
      });

      it('writes last_used_at at most once a minute, not on every request', async () => {
        const token = await tokenUsed({ issuedMinutesAgo: 10, lastUsedMinutesAgo: 0.5 });
        const before = await lastUsedOf(token);
        expect((await me(token)).statusCode).toBe(200);
        expect(await lastUsedOf(token)).toBe(before);

        await t
          .db()
          .updateTable('admin_tokens')
          .set({ last_used_at: minutesAgo(2) })
          .where('token_hash', '=', sha256(token))
          .execute();
        expect((await me(token)).statusCode).toBe(200);
        expect(Date.parse((await lastUsedOf(token))!)).toBeGreaterThan(Date.now() - 60_000);
      });
    });
  },
  withTestAdmin,
);
