import { describe, expect, it } from 'vitest';
import { availableOrderActions } from './orderActions';
import { halalasOfRiyals } from './riyals';
import { dayAndTimeOf, momentOf } from './sessionTime';

describe('riyals typed in a field', () => {
  it('become halalas by integer arithmetic, Arabic-Indic digits and separators too', () => {
    expect(halalasOfRiyals('150')).toBe(15_000);
    expect(halalasOfRiyals('149.5')).toBe(14_950);
    expect(halalasOfRiyals('١٢٠٠٫٥')).toBe(120_050);
    expect(halalasOfRiyals('1,200.05')).toBe(120_005);
    // 0.29 × 100 is 28.999… in floating point; the digits give 29.
    expect(halalasOfRiyals('0.29')).toBe(29);
  });

  it('refuse what is not an amount with at most two decimals', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1.2.3'])
      expect(halalasOfRiyals(text)).toBeNull();
  });
});

describe('a session moved to a day and time of the platform zone', () => {
  it('is the UTC moment of that wall-clock time in Riyadh (UTC+3)', () => {
    expect(momentOf('2026-12-05', '18:30', 'Asia/Riyadh')).toBe('2026-12-05T15:30:00.000Z');
    expect(momentOf('2026-12-06', '01:00', 'Asia/Riyadh')).toBe('2026-12-05T22:00:00.000Z');
  });

  it('follows daylight saving where the zone has it, on both sides of the change', () => {
    expect(momentOf('2026-03-28', '12:00', 'Europe/Berlin')).toBe('2026-03-28T11:00:00.000Z');
    expect(momentOf('2026-03-30', '12:00', 'Europe/Berlin')).toBe('2026-03-30T10:00:00.000Z');
  });

  it('reads a stored moment back as the same day and time', () => {
    expect(dayAndTimeOf('2026-12-05T22:00:00.000Z', 'Asia/Riyadh')).toEqual({
      day: '2026-12-06',
      time: '01:00',
    });
  });
});

describe('the actions an order offers', () => {
  const none = { refundable: 0 };
  it('follow the contract transition table and the money left to refund', () => {
    expect(availableOrderActions({ status: 'pending' }, none)).toEqual([
      'confirm',
      'assign',
      'reschedule',
      'cancel',
    ]);
    expect(availableOrderActions({ status: 'confirmed' }, { refundable: 1 })).toEqual([
      'assign',
      'reschedule',
      'start',
      'no_show',
      'cancel',
      'refund',
    ]);
    expect(availableOrderActions({ status: 'in_progress' }, none)).toEqual(['complete']);
    for (const status of ['completed', 'cancelled', 'no_show'] as const)
      expect(availableOrderActions({ status }, none)).toEqual([]);
  });
});
