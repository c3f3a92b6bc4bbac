import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A rendered page with its compressed copies (made once per render, not per request). */
export interface CachedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * How hard to compress: a page drawn for one request (a profile, a filtered list) is compressed
 * quickly (brotli 5: ~1 ms for the landing's 45 KB); a page kept for everyone at its path is
 * compressed once per change of its HTML, so it gets the smallest copy (brotli 11: 6.9 KB instead
 * of 7.8 KB for the landing, ~40 ms on the thread pool, off the event loop), which every visitor
 * then downloads (issue 20) and the server sends (issue 15).
 */
export type Compression = 'quick' | 'smallest';

const compressionLevels = {
  quick: { brotliQuality: 5, gzipLevel: 6 },
  smallest: { brotliQuality: zlib.constants.BROTLI_MAX_QUALITY, gzipLevel: 9 },
} as const;

export async function compressPage(
  html: string,
  compression: Compression = 'quick',
): Promise<CachedPage> {
  const raw = Buffer.from(html);
  const { brotliQuality, gzipLevel } = compressionLevels[compression];
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzip(raw, { level: gzipLevel }),
  ]);
  return { html: raw, br, gzip: gz };
}

/**
 * Rendered pages by path, each kept `ttlMs` at most. `clear()` on a settings write makes this
 * process render with the new values at once; the short TTL bounds how long another process
 * (which saw no write) keeps an old page. Concurrent misses share one render. Once a page's TTL
 * has run out, the next request starts its new render and every request meanwhile is answered
 * the previous page, which the new one replaces when it is ready (a render takes milliseconds,
 * tens on a busy machine: without this, every visitor waited for each second's render, issue
 * 15). After `clear()` there is no previous page: the next request waits for the fresh one.
 */
export class PageCache {
  private readonly entries = new Map<string, { at: number; page: Promise<CachedPage | null> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(path: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const hit = this.entries.get(path);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.page;
    const page = render();
    if (hit) {
      // Stale: keep answering it (as fresh for another TTL, so one render runs) until `page` is.
      const stale = { at: this.now(), page: hit.page };
      this.entries.set(path, stale);
      page.then(
        () => {
          if (this.entries.get(path) === stale) this.entries.set(path, { at: this.now(), page });
        },
        // A failed render is not kept; the next request tries again (still answered the old page).
        () => {
          if (this.entries.get(path) === stale) stale.at = -Infinity;
        },
      );
      return hit.page;
    }
    this.entries.set(path, { at: this.now(), page });
    // A failed render is not kept: the next request tries again.
    page.catch(() => this.entries.delete(path));
    return page;
  }

  clear(): void {
    this.entries.clear();
  }
}
