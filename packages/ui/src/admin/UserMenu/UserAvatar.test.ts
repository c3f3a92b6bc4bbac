import { describe, expect, it } from 'vitest';
import { initialsOf } from './UserAvatar';

describe('initialsOf', () => {
  it('takes the first letters of the first two words, kept apart, skipping the article "ال"', () => {
    expect(initialsOf('سارة العتيبي')).toBe('س\u200Cع');
    expect(initialsOf('  مدير   المنصة  ')).toBe('م\u200Cم');
    expect(initialsOf('Laqta admin')).toBe('L\u200CA');
  });

  it('copes with one word and with nothing', () => {
    expect(initialsOf('ليلى')).toBe('ل');
    expect(initialsOf('   ')).toBe('');
  });
});
