import { expect, it } from 'vitest';
import { hitRateLimit, pruneRateLimits } from '../src/http/shared-rate-limit.js';
import { describeOnEachDatabase } from './support/databases.js';

const rule = { scope: 'test-form', maxRequests: 3, windowSeconds: 60 };

describeOnEachDatabase('shared rate limit (database fixed window)', (t) => {
  it('allows maxRequests per window and key, then refuses with the seconds left', async () => {
    const at = new Date('2026-11-24T06:00:00.000Z');
    const hit = (key: string, now = at) => hitRateLimit(t.db(), { ...rule, key }, now);
    for (let n = 0; n < 3; n += 1) expect(await hit('198.51.100.7')).toEqual({ allowed: true });
    expect(await hit('198.51.100.7', new Date(at.getTime() + 15_500))).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });
    // Another key, or the same key in another scope, has its own counter.
    expect(await hit('198.51.100.8')).toEqual({ allowed: true });
    expect(
      await hitRateLimit(t.db(), { ...rule, scope: 'other-form', key: '198.51.100.7' }, at),
    ).toEqual({ allowed: true });
    // Once the window has ended the key starts again from one.
    expect(await hit('198.51.100.7', new Date(at.getTime() + 60_000))).toEqual({ allowed: true });
  });

  it('counts parallel requests exactly (one atomic upsert each)', async () => {
    const now = new Date();
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () =>
        hitRateLimit(t.db(), { ...rule, key: 'parallel@example.test' }, now),
      ),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
  });

  it('never stores the key itself, and prunes ended windows', async () => {
    const at = new Date('2026-11-24T07:00:00.000Z');
    await hitRateLimit(t.db(), { ...rule, key: '+966500000001' }, at);
    const rows = await t.db().selectFrom('rate_limit_windows').select('key').execute();
    expect(rows.map((row) => row.key).join()).not.toContain('966500000001');
    expect(await pruneRateLimits(t.db(), new Date(at.getTime() + 60_000))).toBeGreaterThan(0);
    const left = await t
      .db()
      .selectFrom('rate_limit_windows')
      .select('resets_at')
      .where('resets_at', '<=', new Date(at.getTime() + 60_000).toISOString())
      .execute();
    expect(left).toEqual([]);
  });
});
