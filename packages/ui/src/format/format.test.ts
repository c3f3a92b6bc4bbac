import { describe, expect, it } from 'vitest';
import {
  formatCompactNumber,
  formatDate,
  formatMoney,
  formatMonth,
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
