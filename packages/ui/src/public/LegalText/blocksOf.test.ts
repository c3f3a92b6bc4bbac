import { describe, expect, it } from 'vitest';
import { blocksOf } from './blocksOf';

describe('blocksOf', () => {
  it('splits paragraphs on empty lines and takes a short first line as the heading', () => {
    expect(blocksOf('مقدمة طويلة.\r\n\r\nأولًا: البيانات\nنجمع الاسم.\nوالبريد.\n\n\n')).toEqual([
      { body: 'مقدمة طويلة.' },
      { heading: 'أولًا: البيانات', body: 'نجمع الاسم.\nوالبريد.' },
    ]);
  });

  it('keeps markup as text', () => {
    expect(blocksOf('<script>alert(1)</script>')).toEqual([{ body: '<script>alert(1)</script>' }]);
  });

  it('has no blocks for empty text', () => {
    expect(blocksOf('  \n\n ')).toEqual([]);
  });
});
