import { afterEach, expect, it, vi } from 'vitest';
import { HEALTH_TRUST_MS } from '../src/modules/health/trusted-check.js';
import { describeOnEachDatabase } from './support/databases.js';

describeOnEachDatabase('GET /api/health', (t) => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('answers 200 with the database it actually queried', async () => {
    const response = await t.app().inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok', database: t.dialect } });
  });

  it('writes one probe file per trust window, shared by the requests that arrive together', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const probe = vi.spyOn(t.app().uploads, 'checkWritable');
    const ask = () => t.app().inject({ method: 'GET', url: '/api/health' });

    vi.setSystemTime(Date.now() + HEALTH_TRUST_MS);
    const together = await Promise.all(Array.from({ length: 10 }, ask));
    expect(together.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(probe).toHaveBeenCalledTimes(1);

    // Within the window the pass answers; once it ran out, the next request checks again.
    expect((await ask()).statusCode).toBe(200);
    expect(probe).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + HEALTH_TRUST_MS);
    expect((await ask()).statusCode).toBe(200);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('checks again at the next request after a failed check (a failure is never trusted)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + HEALTH_TRUST_MS);
    vi.spyOn(t.app().uploads, 'checkWritable').mockRejectedValueOnce(
      Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' }),
    );
    const refused = await t.app().inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, code: 'unavailable' });
    const healthy = await t.app().inject({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
  });
});
