import { orderCode } from './order.js';

/**
 * Arabic text as searches compare it. Admins type on Arabic (and sometimes Persian) keyboards,
 * with or without hamza, tashkeel and tatweel, and with Arabic-Indic digits; names are stored as
 * they were typed. Both sides of every search go through `normalizeArabic`: the user's text here,
 * the stored text in the database, which applies the same table (`arabicFolding`) in SQL
 * (packages/api/src/db/arabic-search.ts) — so the table is the one definition of both.
 */

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

/** Characters that compare as another one. */
const foldedLetters: readonly (readonly [string, string])[] = [
  // Alef with hamza above/below, with madda, wasla: the bare alef.
  ['أ', 'ا'],
  ['إ', 'ا'],
  ['آ', 'ا'],
  ['ٱ', 'ا'],
  // Alef maqsura and the Persian yeh are written for yeh (مى / مي).
  ['ى', 'ي'],
  ['ی', 'ي'],
  // The Persian keheh for kaf.
  ['ک', 'ك'],
  // Ta marbuta is written as heh at the end of names (فاطمه / فاطمة).
  ['ة', 'ه'],
  // Hamza on its seat: the seat.
  ['ؤ', 'و'],
  ['ئ', 'ي'],
];

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits: Latin ones. */
const foldedDigits: readonly (readonly [string, string])[] = [
  ...range(0x0660, 0x0669).map((d, i) => [d, String(i)] as const),
  ...range(0x06f0, 0x06f9).map((d, i) => [d, String(i)] as const),
];

/** Whitespace other than the space (tab, line breaks, no-break space): a space. */
const foldedSpaces: readonly (readonly [string, string])[] = [
  ['\t', ' '],
  ['\n', ' '],
  ['\r', ' '],
  ['\u00a0', ' '],
];

/** Tashkeel (U+064B–U+065F), the superscript alef (U+0670) and tatweel (U+0640): dropped. */
const droppedMarks: readonly string[] = [...range(0x064b, 0x065f), '\u0670', '\u0640'];

/**
 * The folding, as data, for the SQL side: replace each `from` by its `to`, drop each of
 * `dropped`, lower-case ASCII letters, then collapse runs of spaces and trim.
 */
export const arabicFolding = {
  replaced: [...foldedLetters, ...foldedDigits, ...foldedSpaces],
  dropped: droppedMarks,
};

const replacements = new Map<string, string>([
  ...arabicFolding.replaced.map(([from, to]) => [from, to] as const),
  ...droppedMarks.map((mark) => [mark, ''] as const),
]);
const foldedCharacters = new RegExp(`[${[...replacements.keys()].join('')}]`, 'gu');

/**
 * The one normalisation of text for matching: alef forms → ا, ى → ي, ة → ه, ؤ → و, ئ → ي,
 * tashkeel and tatweel removed, Arabic-Indic and Persian digits → Latin, ASCII letters
 * lower-cased, whitespace collapsed and trimmed. Only ASCII is lower-cased, as SQLite's lower()
 * does, so the database's copy of a name is exactly this function's answer.
 */
export function normalizeArabic(text: string): string {
  return text
    .replace(foldedCharacters, (c) => replacements.get(c) ?? c)
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
    .replace(/ {2,}/g, ' ')
    .replace(/^ | $/g, '');
}

/** Arabic-Indic and Persian digits → Latin; everything else kept. */
export function latinDigits(text: string): string {
  // ٠ is U+0660 and ۰ U+06F0: the last hex digit is the value.
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) % 16));
}

/**
 * A phone or number as typed (any digits, spaces, dashes, brackets, dots) → its Latin digits
 * only; a leading `+` is kept (an international number). `undefined` when it holds no digit or
 * anything other than those separators.
 */
export function digitsOnly(text: string): string | undefined {
  const latin = latinDigits(text).trim();
  if (!/^\+?[\d\s\-().]+$/.test(latin) || !/\d/.test(latin)) return undefined;
  return (latin.startsWith('+') ? '+' : '') + latin.replace(/\D/g, '');
}

/** The largest order id a code search looks for (orders.id is a 32-bit integer). */
const largestOrderId = 2_147_483_647;

/**
 * An order code as admins type it — `LQ-000123`, `lq-123`, `lq123`, `LQ 123`, `123`, `١٢٣` —
 * → the order's id and canonical code (see `orderCode`). A bare number that starts with 0 is a
 * code only in its padded six-digit form (`000123`): `055…` is the start of a phone number.
 */
export function parseOrderCode(text: string): { id: number; code: string } | undefined {
  const match = /^(lq[\s-]?)?(\d{1,10})$/i.exec(latinDigits(text).trim());
  if (!match) return undefined;
  const [, prefix, digits = ''] = match;
  if (prefix === undefined && digits.startsWith('0') && digits.length !== 6) return undefined;
  const id = Number(digits);
  if (id < 1 || id > largestOrderId) return undefined;
  return { id, code: orderCode(id) };
}
