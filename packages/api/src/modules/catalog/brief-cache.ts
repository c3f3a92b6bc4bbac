/**
 * Answers kept a few seconds in this process, by key: the public catalogue is read on every
 * visit to the services and photographers pages and changes rarely. Nothing drops an entry on a
 * write (the admin side does not know this cache), so the TTL is short: a change shows within
 * seconds. At most `maxEntries` keys (the oldest goes first), so odd queries cannot fill memory.
 */
export function briefCache<T>(ttlMs: number, maxEntries: number, clock: () => number = Date.now) {
  const kept = new Map<string, { value: Promise<T>; until: number }>();
  return {
    read(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock();
      const hit = kept.get(key);
      if (hit && now < hit.until) return hit.value;
      const value = load();
      kept.delete(key);
      kept.set(key, { value, until: now + ttlMs });
      // A failed read is not kept: the next request tries again.
      value.catch(() => kept.delete(key));
      if (kept.size > maxEntries) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      return value;
    },
  };
}
