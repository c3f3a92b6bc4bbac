import { describe, expect, it } from 'vitest';
import { nestBracketKeys, splitKey } from '../src/http/bracket-keys.js';

const nest = (pairs: [string, unknown][]) => nestBracketKeys(pairs);

describe('bracket keys', () => {
  it('splits keys the way PHP does', () => {
    expect(splitKey('a')).toEqual(['a']);
    expect(splitKey('a[0][b]')).toEqual(['a', '0', 'b']);
    expect(splitKey('a[]')).toEqual(['a', '']);
    expect(splitKey('[x]')).toEqual(['[x]']);
  });

  it('nests indexes as arrays and names as objects, in order', () => {
    expect(
      nest([
        ['settings[0][name]', 'currency'],
        ['settings[0][value]', 'SAR'],
        ['settings[1][name]', 'rate'],
        ['filter[status]', 'pending'],
        ['title', 'x'],
      ]),
    ).toEqual({
      settings: [{ name: 'currency', value: 'SAR' }, { name: 'rate' }],
      filter: { status: 'pending' },
      title: 'x',
    });
  });

  it('appends with [] and keeps the last of a repeated plain key', () => {
    expect(
      nest([
        ['a[]', '1'],
        ['a[]', '2'],
        ['b', '1'],
        ['b', '2'],
      ]),
    ).toEqual({ a: ['1', '2'], b: '2' });
    expect(
      nest([
        ['a[][x]', '1'],
        ['a[][x]', '2'],
      ]),
    ).toEqual({ a: [{ x: '1' }, { x: '2' }] });
  });

  it('never touches Object.prototype', () => {
    const result = nest([
      ['__proto__[polluted]', 'yes'],
      ['a[__proto__][polluted]', 'yes'],
      ['constructor[prototype][polluted]', 'yes'],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(result)).toEqual(['a']);
  });

  it('turns a huge index into an object key instead of a huge array', () => {
    const result = nest([['a[99999999]', 'x']]);
    expect(result).toEqual({ a: { '99999999': 'x' } });
  });

  it('keeps a value that a later bracket key would nest into', () => {
    expect(
      nest([
        ['a', 'x'],
        ['a[b]', 'y'],
      ]),
    ).toEqual({ a: { b: 'y' } });
  });
});
