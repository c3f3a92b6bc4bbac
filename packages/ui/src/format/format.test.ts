import { describe, expect, it } from 'vitest';
import {
  formatCompactNumber,
  dayOf,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatMonth,
  formatMonthSpan,
  formatMonthYear,
  formatNumber,
  formatRating,
} from './index';

/** Arabic-Indic digits back to Latin ones, and the direction marks and spaces Intl adds removed. */
function plain(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u200e\u200f\u061c\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('formatNumber', () => {
  it('writes Arabic-Indic digits with Arabic grouping', () => {
    expect(formatNumber(1234567)).toBe('١٬٢٣٤٬٥٦٧');
    expect(formatNumber(0)).toBe('٠');
  });
  it('shortens big counts for axes', () => {
    expect(plain(formatCompactNumber(1_500_000))).toBe('1٫5 مليون');
  });
  it('keeps one decimal for ratings', () => {
    expect(plain(formatRating(4.666))).toBe('4٫7');
    expect(plain(formatRating(5))).toBe('5٫0');
  });
});

describe('formatMoney', () => {
  it('turns halalas into riyals with the currency sign', () => {
    expect(plain(formatMoney(150050, 'SAR'))).toBe('1٬500٫5 ر.س.');
    expect(plain(formatMoney(150000, 'SAR'))).toBe('1٬500 ر.س.');
    expect(plain(formatMoney(-2500, 'SAR'))).toContain('25');
    expect(formatMoney(-2500, 'SAR')).toMatch(/^[\u200e\u200f\u061c]*-/);
  });
  it('follows the currency setting', () => {
    expect(plain(formatMoney(100, 'AED'))).toContain('د.إ.');
  });
  it('has a compact form', () => {
    expect(plain(formatMoney(150_000_000, 'SAR', { compact: true }))).toBe('1٫5 مليون ر.س.');
  });
});

describe('dates', () => {
  it('names Gregorian months in Arabic', () => {
    expect(formatMonth('2026-01')).toBe('يناير');
    expect(formatMonth('2026-11')).toBe('نوفمبر');
    expect(plain(formatMonthYear('2026-11'))).toBe('نوفمبر 2026');
  });
  it('writes a date in Riyadh time (UTC+3)', () => {
    // 22:30 UTC on the 20th is already the 21st in Riyadh.
    expect(plain(formatDate('2026-11-20T22:30:00.000Z'))).toContain('21');
    expect(plain(formatDate('2026-11-20T22:30:00.000Z'))).toContain('نوفمبر');
  });
});

describe('dates in an admin’s preferences', () => {
  // 21:30 UTC on 20 November 2026 is 00:30 on the 21st in Riyadh: 11 Jumada al-Akhirah 1448.
  const lateEvening = '2026-11-20T21:30:00.000Z';

  it('writes the Hijri (Umm al-Qura) date of the Riyadh day', () => {
    expect(formatDate(lateEvening, { calendar: 'hijri' })).toBe('١١ جمادى الآخرة ١٤٤٨ هـ');
    expect(formatDate(lateEvening, { calendar: 'hijri', digits: 'latn' })).toBe(
      '11 جمادى الآخرة 1448 هـ',
    );
  });
  it('keeps the Gregorian date with Arabic-Indic digits by default, Latin on request', () => {
    expect(formatDate(lateEvening)).toBe('٢١ نوفمبر ٢٠٢٦');
    expect(formatDate(lateEvening, { digits: 'latn' })).toBe('21 نوفمبر 2026');
    expect(plain(formatDateTime(lateEvening, { digits: 'latn' }))).toBe(
      '21 نوفمبر 2026 في 12:30 ص',
    );
  });
  it('reads a moment in the zone it is given', () => {
    expect(formatDate(lateEvening, { digits: 'latn', timeZone: 'UTC' })).toBe('20 نوفمبر 2026');
  });
  it('writes a business day as that day, whatever the zone of the reader', () => {
    expect(formatDay('2026-11-21')).toBe('٢١ نوفمبر ٢٠٢٦');
    expect(formatDay('2026-11-21', { calendar: 'hijri', digits: 'latn' })).toBe(
      '11 جمادى الآخرة 1448 هـ',
    );
  });
  it('names the Hijri months a Gregorian month spans', () => {
    expect(formatMonthSpan('2026-11-01', '2026-11-30', { digits: 'latn' })).toBe('نوفمبر 2026');
    expect(formatMonthSpan('2026-11-01', '2026-11-30', { calendar: 'hijri', digits: 'latn' })).toBe(
      'جمادى الأولى – جمادى الآخرة 1448 هـ',
    );
    // Across a Hijri new year both years are written.
    expect(formatMonthSpan('2026-06-01', '2026-06-30', { calendar: 'hijri', digits: 'latn' })).toBe(
      'ذو الحجة 1447 هـ – محرم 1448 هـ',
    );
  });
});

describe('dayOf', () => {
  it('counts the business day in the platform zone: 21:30 UTC is already tomorrow in Riyadh', () => {
    expect(dayOf(new Date('2026-11-20T21:30:00.000Z'))).toBe('2026-11-21');
    expect(dayOf(new Date('2026-11-20T20:59:59.000Z'))).toBe('2026-11-20');
    expect(dayOf(new Date('2026-11-20T21:30:00.000Z'), 'UTC')).toBe('2026-11-20');
  });
});
