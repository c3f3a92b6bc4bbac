// Reads the design tokens out of theme.css itself, so the Foundations pages can never show a value
// the theme does not have. Pure functions: the pages render them, the unit test checks them.

export type ThemeToken = { name: string; value: string; group: string };

const DECLARATION = /--([a-z]+)-([\w-]+):\s*([^;]+);/g;

/** Every `--<kind>-<name>: value;` of the `@theme` block, in file order (kind: color, radius…). */
export function themeTokens(css: string, kind: string): ThemeToken[] {
  const block = css.slice(css.indexOf('@theme'), css.indexOf('@layer'));
  const tokens: ThemeToken[] = [];
  for (const [, tokenKind, name, value] of block.matchAll(DECLARATION)) {
    if (tokenKind !== kind || !name || !value) continue;
    const scale = /^(.*)-\d+$/.exec(name)?.[1];
    tokens.push({ name, value: value.trim(), group: scale ?? 'semantic' });
  }
  return tokens;
}

/** A colour token's hex value, following `var(--color-…)` references inside the theme. */
export function resolveColour(tokens: ThemeToken[], value: string, depth = 0): string {
  const reference = /^var\(--color-([\w-]+)\)$/.exec(value);
  if (!reference) return value.toLowerCase();
  const target = tokens.find((token) => token.name === reference[1]);
  if (!target || depth > 8) throw new Error(`unknown colour ${value}`);
  return resolveColour(tokens, target.value, depth + 1);
}

function channels(hex: string) {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255);
}

/** WCAG 2 relative luminance of a hex colour. */
function luminance(hex: string) {
  const [r = 0, g = 0, b = 0] = channels(hex).map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What a pairing may carry: normal text needs 4.5:1, large text and controls 3:1 (WCAG AA). */
export function contrastGrade(ratio: number) {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return '—';
}
