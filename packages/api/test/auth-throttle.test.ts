import { describe, expect, it, vi } from 'vitest';
import { createAdmin } from '../src/auth/admins.js';
import { clientNetworkOf } from '../src/auth/client-network.js';
import { SignInWaitingRoom } from '../src/auth/sign-in-waiting-room.js';
import {
  LOGIN_THROTTLE_PRUNE_EVERY_MS,
  MAX_SIGN_IN_DELAY_MS,
  progressiveDelayMs,
  pruneLoginThrottles,
  reserveLoginAttempt,
  throttleKey,
  UNKNOWN_ACCOUNT_BUCKETS,
} from '../src/auth/throttle.js';
import { postLogin, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const secondsAhead = (seconds: number) => secondsAgo(-seconds);

describe('the progressive delay of an account under attack', () => {
  it('is nothing for 10 failures, then 1 s doubling with each failure, never above 5 s', () => {
    const delays = [10, 11, 12, 13, 14, 50, 10_000].map((attempts) =>
      progressiveDelayMs(attempts, 10),
    );
    expect(delays).toEqual([0, 1000, 2000, 4000, 5000, 5000, 5000]);
    expect(MAX_SIGN_IN_DELAY_MS).toBe(5000);
  });
});

describe('client networks', () => {
  it('counts an IPv6 address by its /64 and an IPv4 one (also when written as IPv6) by itself', () => {
    expect(clientNetworkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:DB8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetworkOf('2001:db8:1:3::1')).not.toBe(clientNetworkOf('2001:db8:1:2::1'));
    expect(clientNetworkOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetworkOf('192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('keys of unknown e-mails', () => {
  const bucketSecret = Buffer.alloc(32, 7);
  it('never name the e-mail and share at most UNKNOWN_ACCOUNT_BUCKETS account counters', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 5_000; i++) {
      const key = throttleKey(
        'account',
        { email: `made-up-${i}@example.test`, ip: '192.0.2.1', knownAccount: false },
        bucketSecret,
      );
      expect(key).toMatch(/^account:\?\d+$/);
      keys.add(key);
    }
    expect(keys.size).toBeLessThanOrEqual(UNKNOWN_ACCOUNT_BUCKETS);
    // The same e-mail always lands in the same counter, in any letter case.
    const attempt = { ip: '192.0.2.1', knownAccount: false };
    expect(throttleKey('account', { ...attempt, email: 'Who@Example.test' }, bucketSecret)).toBe(
      throttleKey('account', { ...attempt, email: 'who@example.test' }, bucketSecret),
    );
  });
});

describe('the waiting room of slowed attempts', () => {
  it('holds at most its capacity at once, answers false at once beyond, and frees places', async () => {
    const sleeping: Array<() => void> = [];
    const room = new SignInWaitingRoom(2, () => new Promise((resolve) => sleeping.push(resolve)));
    const first = room.wait(1000);
    const second = room.wait(1000);
    expect(room.size).toBe(2);
    expect(await room.wait(1000)).toBe(false);
    expect(sleeping).toHaveLength(2);

    for (const wake of sleeping.splice(0)) wake();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(room.size).toBe(0);
    const third = room.wait(1000);
    expect(room.size).toBe(1);
    sleeping.shift()?.();
    expect(await third).toBe(true);
  });

  it('lets an attempt without delay through without sleeping, even when full', async () => {
    const sleep = vi.fn(() => new Promise<void>(() => {}));
    const room = new SignInWaitingRoom(1, sleep);
    void room.wait(1000);
    expect(await room.wait(0)).toBe(true);
    expect(sleep).toHaveBeenCalledTimes(1);
  });
});

describeOnEachDatabase(
  'sign-in throttling in the database',
  (t) => {
    it('slows, never refuses, one account failing from many networks; the real admin still signs in', async () => {
      const owner = { email: 'owner@laqta.test', password: 'the owner knows this one' };
      await createAdmin(t.db(), { name: 'المالك', ...owner });
      const wrong = { email: owner.email, password: 'a guess' };

      const guesses = [];
      for (let n = 1; n <= 11; n++)
        guesses.push((await postLogin(t.app(), wrong, { ip: `198.18.${n}.1` })).statusCode);
      // The 11th waited 1 s, and was answered as any wrong password is.
      expect(guesses).toEqual(Array(11).fill(422));

      // From an address never seen, the right password: slowed (2 s), then signed in.
      const signIn = await postLogin(t.app(), owner, { ip: '198.18.201.1' });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json()).toMatchObject({ success: true, data: { token: { type: 'Bearer' } } });
    }, 20_000);

    it('slows an unknown e-mail the same way, so the delay does not tell which e-mails are admins', async () => {
      const email = 'not-an-admin@laqta.test';
      const decisions = [];
      for (let n = 1; n <= 12; n++)
        decisions.push(
          await reserveLoginAttempt(t.db(), { email, ip: `198.19.${n}.1`, knownAccount: false }),
        );
      expect(decisions.map((decision) => decision.allowed)).toEqual(Array(12).fill(true));
      expect(decisions.slice(9).map((decision) => decision.allowed && decision.delayMs)).toEqual([
        0, 1000, 2000,
      ]);
    });

    it('counts the addresses of one IPv6 /64 together', async () => {
      const wrong = { email: 'nobody-v6@laqta.test', password: 'x' };
      const statuses = [];
      for (let n = 1; n <= 6; n++)
        statuses.push((await postLogin(t.app(), wrong, { ip: `2001:db8:7:7::${n}` })).statusCode);
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    });

    it('deletes ended windows and keeps live ones', async () => {
      await t
        .db()
        .insertInto('login_throttles')
        .values([
          { key: 'ip:prune-ended', attempts: 3, resets_at: secondsAgo(1) },
          { key: 'ip:prune-live', attempts: 3, resets_at: secondsAhead(60) },
        ])
        .execute();
      expect(await pruneLoginThrottles(t.db())).toBeGreaterThanOrEqual(1);
      const keys = (await t.db().selectFrom('login_throttles').select('key').execute()).map(
        (row) => row.key,
      );
      expect(keys).not.toContain('ip:prune-ended');
      expect(keys).toContain('ip:prune-live');
    });

    it('prunes on a timer started with the app, which stops when the app closes', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        const timersBefore = vi.getTimerCount();
        const app = await t.buildApp();
        // The pruning timer among those the app starts (the notifications' delivery has one too).
        expect(vi.getTimerCount()).toBeGreaterThan(timersBefore);

        await t
          .db()
          .insertInto('login_throttles')
          .values({ key: 'ip:timer-ended', attempts: 1, resets_at: secondsAgo(1) })
          .execute();
        vi.advanceTimersByTime(LOGIN_THROTTLE_PRUNE_EVERY_MS);
        await vi.waitUntil(
          async () =>
            (await t
              .db()
              .selectFrom('login_throttles')
              .select('key')
              .where('key', '=', 'ip:timer-ended')
              .executeTakeFirst()) === undefined,
          { timeout: 5_000, interval: 20 },
        );

        await app.close();
        expect(vi.getTimerCount()).toBe(timersBefore);
      } finally {
        vi.useRealTimers();
      }
    });
  },
  withTestAdmin,
);
