import { describe, expect, it } from 'vitest';
import { dayAfter, dayStart } from '../src/time.js';

describe('business days in the platform time zone', () => {
  it('starts a Riyadh day at 21:00 UTC the day before (the default zone)', () => {
    expect(dayStart('2026-05-21')).toBe('2026-05-20T21:00:00.000Z');
    expect(dayAfter('2026-05-21')).toBe('2026-05-21T21:00:00.000Z');
    expect(dayAfter('2026-12-31')).toBe('2026-12-31T21:00:00.000Z');
  });

  it('follows daylight saving where a zone has it (nothing assumes a fixed offset)', () => {
    // Berlin: UTC+1 in winter, UTC+2 from 29 March 2026 at 02:00.
    expect(dayStart('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(dayAfter('2026-03-29', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(dayStart('2026-10-25', 'Europe/Berlin')).toBe('2026-10-24T22:00:00.000Z');
    expect(dayAfter('2026-10-25', 'Europe/Berlin')).toBe('2026-10-25T23:00:00.000Z');
    expect(dayStart('2026-05-21', 'UTC')).toBe('2026-05-21T00:00:00.000Z');
  });
});
