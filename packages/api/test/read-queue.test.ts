import { describe, expect, it } from 'vitest';
import { LIGHT_MAY_PASS_FOR_MS, ReadQueue } from '../src/db/read-queue.js';

/** The order the SQLite read workers take queued reads in (sqlite-read-pool.ts). */
describe('the queue of reads waiting for a SQLite read worker', () => {
  const read = (name: string, light: boolean) => ({ name, light });
  const queueAt = () => {
    const clock = { now: 0 };
    return { clock, queue: new ReadQueue<ReturnType<typeof read>>(() => clock.now) };
  };
  const takeEvery = (queue: ReadQueue<ReturnType<typeof read>>) =>
    queue.takeAll().map((job) => job.name);

  it('lets a light read pass the heavy reads that have just come', () => {
    const { clock, queue } = queueAt();
    queue.add(read('search', false));
    queue.add(read('page', false));
    clock.now = LIGHT_MAY_PASS_FOR_MS - 1;
    queue.add(read('token', true));
    queue.add(read('versions', true));
    expect(takeEvery(queue)).toEqual(['token', 'versions', 'search', 'page']);
  });

  it('stops passing a heavy read once it has waited its while: light reads coming on and on never hold it back', () => {
    const { clock, queue } = queueAt();
    queue.add(read('search', false));
    clock.now = 5;
    queue.add(read('page', false));
    queue.add(read('token', true)); // passes both
    clock.now = LIGHT_MAY_PASS_FOR_MS;
    queue.add(read('versions', true)); // the search has waited its while; the page has not
    clock.now = 5 + LIGHT_MAY_PASS_FOR_MS;
    queue.add(read('walk', true)); // both have
    expect(takeEvery(queue)).toEqual(['token', 'search', 'versions', 'page', 'walk']);
  });

  it('takes the first light read behind heavy ones that may not run now', () => {
    const { clock, queue } = queueAt();
    queue.add(read('search', false));
    clock.now = LIGHT_MAY_PASS_FOR_MS;
    queue.add(read('token', true));
    expect(queue.take(false)?.name).toBe('token');
    expect(queue.take(false)).toBeUndefined();
    expect(queue.length).toBe(1);
    expect(queue.take(true)?.name).toBe('search');
    expect(queue.length).toBe(0);
  });
});
