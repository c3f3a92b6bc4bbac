import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compressPage,
  PageCache,
  type CachedPage,
} from '../src/modules/public-pages/page-cache.js';

const pageOf = (html: string): CachedPage => ({
  html: Buffer.from(html),
  br: Buffer.from(html),
  gzip: Buffer.from(html),
});

/** A render the test finishes by hand, counting how many were started. */
function renders() {
  const started: ((page: CachedPage) => void)[] = [];
  return {
    started,
    render: () => new Promise<CachedPage | null>((resolve) => started.push(resolve)),
  };
}

const htmlOf = async (page: Promise<CachedPage | null>) => (await page)?.html.toString();

describe('rendered pages kept between requests', () => {
  it('answers the previous page while the next one renders once its time is up', async () => {
    let now = 0;
    const cache = new PageCache(1000, () => now);
    const { started, render } = renders();

    const first = cache.get('/', render);
    started[0]!(pageOf('one'));
    expect(await htmlOf(first)).toBe('one');
    expect(await htmlOf(cache.get('/', render))).toBe('one');
    expect(started).toHaveLength(1);

    now = 1500; // past the TTL: one new render starts, the old page is answered meanwhile
    expect(await htmlOf(cache.get('/', render))).toBe('one');
    expect(await htmlOf(cache.get('/', render))).toBe('one');
    expect(started).toHaveLength(2);

    started[1]!(pageOf('two'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await htmlOf(cache.get('/', render))).toBe('two');
    expect(started).toHaveLength(2);
  });

  it('waits for a fresh page after clear() (a settings write), never the old one', async () => {
    const cache = new PageCache(1000, () => 0);
    const { started, render } = renders();
    const first = cache.get('/', render);
    started[0]!(pageOf('before the write'));
    await first;

    cache.clear();
    const next = cache.get('/', render);
    started[1]!(pageOf('after the write'));
    expect(await htmlOf(next)).toBe('after the write');
  });

  it('tries again after a failed render, answering the previous page meanwhile', async () => {
    let now = 0;
    const cache = new PageCache(1000, () => now);
    let fail = false;
    let count = 0;
    const render = async () => {
      count += 1;
      if (fail) throw new Error('render failed');
      return pageOf(`render ${count}`);
    };
    expect(await htmlOf(cache.get('/', render))).toBe('render 1');
    now = 1500;
    fail = true;
    expect(await htmlOf(cache.get('/', render))).toBe('render 1');
    await new Promise((resolve) => setImmediate(resolve));
    fail = false;
    expect(await htmlOf(cache.get('/', render))).toBe('render 1'); // the retry starts now
    await new Promise((resolve) => setImmediate(resolve));
    expect(await htmlOf(cache.get('/', render))).toBe('render 3');
  });
});

describe('compressed copies of a page', () => {
  // Page-like HTML: repeated cards with Arabic text, as the landing's are.
  const html = `<!doctype html><html lang="ar" dir="rtl"><body>${Array.from(
    { length: 60 },
    (_, i) =>
      `<article class="rounded-lg border p-4 text-start"><h3>المصور رقم ${i}</h3>` +
      `<p>جلسات تخرج وأعراس ومواليد في ${['الرياض', 'جدة', 'الدمام'][i % 3]}</p></article>`,
  ).join('')}</body></html>`;

  it('gives a kept page the smallest brotli copy, and both copies hold the page', async () => {
    const quick = await compressPage(html, 'quick');
    const smallest = await compressPage(html, 'smallest');
    expect(smallest.br.length).toBeLessThan(quick.br.length);
    for (const page of [quick, smallest]) {
      expect(zlib.brotliDecompressSync(page.br).toString()).toBe(html);
      expect(zlib.gunzipSync(page.gzip).toString()).toBe(html);
    }
  });
});
