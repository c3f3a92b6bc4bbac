import { describe, expect, it } from 'vitest';
import { rangePresets } from './presets';

const byLabel = (today: string) =>
  Object.fromEntries(rangePresets(today).map(({ label, from, to }) => [label, { from, to }]));

describe('rangePresets', () => {
  it('ends every range today and starts the week on Saturday', () => {
    // Friday 27 November 2026: the week began on Saturday the 21st.
    expect(byLabel('2026-11-27')).toEqual({
      اليوم: { from: '2026-11-27', to: '2026-11-27' },
      'هذا الأسبوع': { from: '2026-11-21', to: '2026-11-27' },
      'هذا الشهر': { from: '2026-11-01', to: '2026-11-27' },
      'آخر ٣٠ يومًا': { from: '2026-10-29', to: '2026-11-27' },
    });
  });
  it('starts a week on its Saturday itself', () => {
    expect(byLabel('2026-11-21')['هذا الأسبوع']).toEqual({ from: '2026-11-21', to: '2026-11-21' });
  });
  it('counts 30 days across a month and a year', () => {
    expect(byLabel('2027-01-10')['آخر ٣٠ يومًا']).toEqual({ from: '2026-12-12', to: '2027-01-10' });
    expect(byLabel('2028-03-01')['هذا الشهر']).toEqual({ from: '2028-03-01', to: '2028-03-01' });
  });
  it('offers nothing without a day', () => {
    expect(rangePresets('')).toEqual([]);
  });
});
