import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastGrade, contrastRatio, resolveColour, themeTokens } from './themeTokens';

const css = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../theme/theme.css'),
  'utf8',
);
const colours = themeTokens(css, 'color');
const hex = (name: string) => {
  const token = colours.find((t) => t.name === name);
  if (!token) throw new Error(`no token ${name}`);
  return resolveColour(colours, token.value);
};

describe('Foundations tokens (read from theme.css)', () => {
  it('lists the scales and the semantic colours CONTRIBUTING names', () => {
    expect(colours.filter((t) => t.group === 'brand')).toHaveLength(10);
    expect(colours.filter((t) => t.group === 'sand')).toHaveLength(10);
    const semantic = colours.filter((t) => t.group === 'semantic').map((t) => t.name);
    expect(semantic).toEqual(
      expect.arrayContaining(['surface', 'surface-muted', 'canvas', 'ink', 'ink-muted', 'line']),
    );
    expect(themeTokens(css, 'radius').map((t) => t.name)).toEqual(['control', 'card', 'pill']);
    expect(themeTokens(css, 'shadow').map((t) => t.name)).toEqual(['card', 'raised']);
  });

  it('follows var() references to the hex a designer sees', () => {
    expect(hex('ink')).toBe('#1e1a16');
    expect(hex('ink-muted')).toBe(hex('sand-600'));
  });

  it('computes the contrast ratios the theme promises', () => {
    // theme.css: brand-600 carries white text at ~5.2:1, 700 at ~7.3:1; sand-900 is ~17:1.
    const shown = (a: string, b: string) => contrastRatio(a, b).toFixed(2);
    expect(shown('#ffffff', hex('brand-600'))).toBe('5.15');
    expect(shown(hex('brand-700'), '#ffffff')).toBe('7.29');
    expect(shown('#ffffff', hex('ink'))).toBe('17.29');
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastGrade(contrastRatio(hex('surface'), hex('ink-muted')))).toBe('AAA');
    expect(contrastGrade(contrastRatio(hex('surface'), hex('line-strong')))).toBe('AA large');
  });
});
