import { arabicFolding } from '@laqta/contract';
import type { Dialect } from './dialect.js';

/** A SQL string literal of trusted text (the folding table; no quote in it, checked anyway). */
function literal(text: string): string {
  if (text.includes("'")) throw new Error('A folding character cannot be a quote');
  return `'${text}'`;
}

/**
 * Passes of "two spaces → one" on SQLite, which has no regular expressions: each pass halves a
 * run, so runs of up to 2^6 = 64 spaces collapse (names never hold more).
 */
const spaceCollapsePasses = 6;

/**
 * The SQL of contract's `normalizeArabic(<expression>)`, built from the same table: on
 * PostgreSQL one translate() (characters without a counterpart are dropped), a regular
 * expression for runs of spaces and btrim(); on SQLite nested replace() calls and lower(), which
 * only lower-cases ASCII as the TypeScript does. Immutable on both, so usable in generated
 * columns and indexes. A migration that stores its answer must be followed by a new migration
 * if the table ever changes.
 */
export function normalizedSql(dialect: Dialect, expression: string): string {
  const { replaced, dropped } = arabicFolding;
  if (dialect === 'postgres') {
    const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const from = replaced.map(([f]) => f).join('') + upper + dropped.join('');
    const to = replaced.map(([, t]) => t).join('') + upper.toLowerCase();
    return `btrim(regexp_replace(translate(${expression}, ${literal(from)}, ${literal(to)}), ' {2,}', ' ', 'g'), ' ')`;
  }
  let sql = expression;
  for (const [from, to] of replaced) sql = `replace(${sql}, ${literal(from)}, ${literal(to)})`;
  for (const mark of dropped) sql = `replace(${sql}, ${literal(mark)}, '')`;
  sql = `lower(${sql})`;
  for (let pass = 0; pass < spaceCollapsePasses; pass++) sql = `replace(${sql}, '  ', ' ')`;
  return `trim(${sql}, ' ')`;
}

/**
 * The SQL of a phone as phone searches compare it (contract's `digitsOnly` of the typed search):
 * the normalisation's Latin digits, without spaces, dashes, brackets or dots.
 */
export function normalizedPhoneSql(dialect: Dialect, expression: string): string {
  let sql = normalizedSql(dialect, expression);
  for (const separator of [' ', '-', '(', ')', '.'])
    sql = `replace(${sql}, ${literal(separator)}, '')`;
  return sql;
}
