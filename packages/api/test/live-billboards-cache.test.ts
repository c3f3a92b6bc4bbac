import { describe, expect, it } from 'vitest';
import {
  createLiveBillboardsCache,
  LIVE_BILLBOARDS_TTL_MS,
} from '../src/modules/billboards/live-cache.js';
import { describeOnEachDatabase } from './support/databases.js';

/** A billboard row with its window given in ms from `base`. */
const base = Date.parse('2026-12-01T06:00:00.000Z');
const iso = (offset: number) => new Date(base + offset).toISOString();

describeOnEachDatabase('live billboards cache: TTL, window edges, writes', (t) => {
  async function insert(startsIn: number, endsIn: number) {
    const at = new Date().toISOString();
    return t
      .db()
      .insertInto('billboards')
      .values({
        title: 'إعلان',
        image_url: '/uploads/x.png',
        link_url: null,
        starts_at: iso(startsIn),
        ends_at: iso(endsIn),
        is_active: 1,
        sort_order: 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('keeps the list until the next window edge, the TTL, or an invalidation', async () => {
    await t.db().deleteFrom('billboards').execute();
    let now = base;
    const cache = createLiveBillboardsCache(t.db(), () => now);
    const live = await insert(-1000, 10_000); // ends 10 s from base
    const later = await insert(20_000, 60 * 60_000); // starts 20 s from base
    expect((await cache.read()).map((b) => b.id)).toEqual([live.id]);

    // A row written behind the cache's back is not seen before an edge…
    const hidden = await insert(-500, 60 * 60_000);
    now = base + 5_000;
    expect((await cache.read()).map((b) => b.id)).toEqual([live.id]);
    // …but the first billboard's end (10 s) is an edge: read again after it.
    now = base + 10_001;
    expect((await cache.read()).map((b) => b.id)).toEqual([hidden.id]);
    // The next start (20 s) is an edge too.
    now = base + 20_001;
    expect((await cache.read()).map((b) => b.id).sort()).toEqual([hidden.id, later.id].sort());

    // With no edge ahead for a while, the TTL bounds how stale it can get; a write drops it.
    await t
      .db()
      .updateTable('billboards')
      .set({ is_active: 0 })
      .where('id', '=', later.id)
      .execute();
    now = base + 20_002;
    expect((await cache.read()).map((b) => b.id)).toContain(later.id);
    cache.invalidate();
    expect((await cache.read()).map((b) => b.id)).toEqual([hidden.id]);
    await t
      .db()
      .updateTable('billboards')
      .set({ is_active: 0 })
      .where('id', '=', hidden.id)
      .execute();
    now += LIVE_BILLBOARDS_TTL_MS + 1;
    expect(await cache.read()).toEqual([]);
  });
});

describe('LIVE_BILLBOARDS_TTL_MS', () => {
  it('is brief', () => expect(LIVE_BILLBOARDS_TTL_MS).toBeLessThanOrEqual(60_000));
});
