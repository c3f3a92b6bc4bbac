import { LRUCache } from 'lru-cache';

/**
 * Answers kept a few seconds in this process, by key: the public catalogue is read on every
 * visit to the services and photographers pages and changes rarely. Nothing drops an entry on a
 * write (the admin side does not know this cache), so the TTL is short: a change shows within
 * seconds. At most `maxEntries` keys (the least recently asked goes first), so odd queries cannot
 * fill memory. Requests that ask while an answer is being read share that read.
 */
export function briefCache<T>(ttlMs: number, maxEntries: number) {
  const kept = new LRUCache<string, Promise<T>>({ max: maxEntries, ttl: ttlMs });
  return {
    read(key: string, load: () => Promise<T>): Promise<T> {
      const hit = kept.get(key);
      if (hit !== undefined) return hit;
      const value = load();
      kept.set(key, value);
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (kept.peek(key) === value) kept.delete(key);
      });
      return value;
    },
  };
}
