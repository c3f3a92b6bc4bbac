import { describe, expect, it } from 'vitest';
import {
  DATE_PREFERENCES_KEY,
  parseDatePreferences,
  readDatePreferences,
} from './datePreferencesStore';

/** A Storage holding the given entries (localStorage's interface, in memory). */
function storageWith(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('parseDatePreferences', () => {
  it('reads what was stored', () => {
    expect(parseDatePreferences('{"calendar":"hijri","digits":"latn"}')).toEqual({
      calendar: 'hijri',
      digits: 'latn',
    });
  });
  it('falls back to Gregorian and Arabic-Indic digits for anything else', () => {
    const defaults = { calendar: 'gregory', digits: 'arab' };
    expect(parseDatePreferences(null)).toEqual(defaults);
    expect(parseDatePreferences('not json')).toEqual(defaults);
    expect(parseDatePreferences('null')).toEqual(defaults);
    expect(parseDatePreferences('{"calendar":"persian","digits":"arabext"}')).toEqual(defaults);
    expect(parseDatePreferences('{"digits":"latn"}')).toEqual({
      calendar: 'gregory',
      digits: 'latn',
    });
  });
});

describe('readDatePreferences', () => {
  it('gives the same object while the stored text is unchanged (a stable snapshot)', () => {
    const storage = storageWith({ [DATE_PREFERENCES_KEY]: '{"calendar":"hijri","digits":"arab"}' });
    const first = readDatePreferences(storage);
    expect(readDatePreferences(storage)).toBe(first);
    storage.setItem(DATE_PREFERENCES_KEY, '{"calendar":"hijri","digits":"latn"}');
    expect(readDatePreferences(storage)).toEqual({ calendar: 'hijri', digits: 'latn' });
  });
});
