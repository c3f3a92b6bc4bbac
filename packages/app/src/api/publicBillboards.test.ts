import { PUBLIC_LIVE_BILLBOARDS_PATH } from '@laqta/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_MISMATCH_MESSAGE, apiPathOf } from './client';
import { fetchLiveBillboards, LIVE_BILLBOARDS_PATH } from './publicBillboards';

/** The server answering `body` to every request. */
function answering(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the landing page’s billboards request', () => {
  it('goes to the contract’s public path (written out so zod stays out of the landing page)', () => {
    expect(LIVE_BILLBOARDS_PATH).toBe(apiPathOf(PUBLIC_LIVE_BILLBOARDS_PATH));
  });

  it('gives the live billboards of an answer that matches the contract', async () => {
    const billboard = { id: 3, title: 'عرض الشتاء', image_url: '/uploads/a.png', link_url: null };
    const fetchMock = answering({ success: true, data: [billboard] });
    expect(await fetchLiveBillboards()).toEqual([billboard]);
    expect(fetchMock.mock.calls[0]).toEqual([`/api${LIVE_BILLBOARDS_PATH}`, expect.anything()]);
  });

  it('refuses an answer that drifted from the contract instead of drawing it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answering({ success: true, data: [{ id: '3', title: 'عرض' }] });
    await expect(fetchLiveBillboards()).rejects.toMatchObject({
      message: ANSWER_MISMATCH_MESSAGE,
    });
  });
});
