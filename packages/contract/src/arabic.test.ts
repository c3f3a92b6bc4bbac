import { describe, expect, it } from 'vitest';
import { digitsOnly, latinDigits, normalizeArabic, parseOrderCode } from './arabic.js';
import { arabicSpellingPairs } from './arabicSpellingPairs.js';

describe('normalizeArabic', () => {
  it('has at least 30 real spelling pairs to hold to', () => {
    expect(arabicSpellingPairs.length).toBeGreaterThanOrEqual(30);
  });

  it.each(arabicSpellingPairs)('%s and %s compare equal', (typed, stored) => {
    expect(normalizeArabic(typed)).toBe(normalizeArabic(stored));
  });

  it('answers the plain spelling', () => {
    expect(normalizeArabic('أَحْمَـــد')).toBe('احمد');
    expect(normalizeArabic('فاطمة')).toBe('فاطمه');
    expect(normalizeArabic('مى')).toBe('مي');
    expect(normalizeArabic(' ٠٥٥ ۱۲۳ ')).toBe('055 123');
    expect(normalizeArabic('Ahmad  AL-Qahtani')).toBe('ahmad al-qahtani');
  });

  it('keeps distinct names distinct', () => {
    expect(normalizeArabic('حسن')).not.toBe(normalizeArabic('حسين'));
    expect(normalizeArabic('سعد')).not.toBe(normalizeArabic('سعيد'));
    expect(normalizeArabic('عمر')).not.toBe(normalizeArabic('عامر'));
  });
});

describe('digits', () => {
  it('turns Arabic-Indic and Persian digits into Latin ones', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ abc')).toBe('0123456789 0123456789 abc');
  });

  it('reads a phone as typed into its digits', () => {
    expect(digitsOnly('٠٥٥ ١٢٣ ٤٥٦٧')).toBe('0551234567');
    expect(digitsOnly('+٩٦٦ (55) 123-4567')).toBe('+966551234567');
    expect(digitsOnly('۰۵۵')).toBe('055');
    expect(digitsOnly('أحمد')).toBeUndefined();
    expect(digitsOnly(' - ')).toBeUndefined();
  });
});

describe('parseOrderCode', () => {
  it.each(['١٢٣', '۱۲۳', '123', 'LQ-123', 'lq123', 'LQ-000123', 'lq-٠٠٠١٢٣', ' LQ 123 ', '000123'])(
    '%s is order 123',
    (typed) => {
      expect(parseOrderCode(typed)).toEqual({ id: 123, code: 'LQ-000123' });
    },
  );

  it.each(['٠٥٥', '0551234567', 'LQ-', 'LQ-0', 'احمد', 'LQ-12a', 'TX-123', '99999999999'])(
    '%s is not an order code',
    (typed) => {
      expect(parseOrderCode(typed)).toBeUndefined();
    },
  );
});
