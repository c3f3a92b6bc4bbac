import type { LiveBillboard } from '@laqta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { liveBillboards } from './writes.js';

/** How long the public list is kept at most (a write drops it at once). */
export const LIVE_BILLBOARDS_TTL_MS = 30_000;

/**
 * The public site's live billboards, kept briefly in memory: until the TTL, the next window edge
 * (a billboard starting or ending), or any billboard write (`invalidate`), whichever comes first.
 */
export function createLiveBillboardsCache(db: Kysely<DB>, clock: () => number = Date.now) {
  let kept: { billboards: LiveBillboard[]; until: number } | undefined;
  let generation = 0;
  return {
    async read(): Promise<LiveBillboard[]> {
      const now = clock();
      if (kept && now < kept.until) return kept.billboards;
      const started = generation;
      const { billboards, changesAt } = await liveBillboards(db, new Date(now).toISOString());
      const edge = changesAt === null ? Infinity : Date.parse(changesAt) + 1;
      // A write while reading: do not keep what may predate it.
      if (started === generation)
        kept = { billboards, until: Math.min(now + LIVE_BILLBOARDS_TTL_MS, edge) };
      return billboards;
    },
    invalidate(): void {
      generation += 1;
      kept = undefined;
    },
  };
}
export type LiveBillboardsCache = ReturnType<typeof createLiveBillboardsCache>;
