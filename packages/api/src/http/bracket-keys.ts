/**
 * Laravel/PHP form keys → one nested value: `a[0][b]=x` → `{ a: [{ b: 'x' }] }`, `a[]=x` appends,
 * `a[k]=x` → `{ a: { k: 'x' } }`. A repeated plain key keeps its last value, as in PHP.
 *
 * It runs on every query string and every form body, strangers' included, so its cost is linear in
 * the pairs it reads and bounded: at most `maxPairs` pairs (413 beyond) and `maxDepth` brackets a
 * key (422 beyond), and no step recounts a container.
 */
import { HttpError, ValidationError } from './errors.js';

export type FormValue = unknown;
type Container = Record<string, unknown> | unknown[];

/** Keys that would reach Object.prototype. */
const forbidden = new Set(['__proto__', 'constructor', 'prototype']);
/** Larger numeric indexes become object keys (as qs does), so `a[99999999]` cannot allocate. */
const maxArrayIndex = 1000;
/** Brackets one key may hold (`a[b][c]` has two). */
export const maxDepth = 10;
/** Pairs one query string or form may hold: far above any form of ours, far below a stall. */
export const maxPairs = 1000;

export const tooManyFieldsMessage = 'عدد الحقول في الطلب أكبر من المسموح به.';
export const tooDeepMessage = 'تداخل الحقول في هذا المفتاح أعمق من المسموح به.';

/**
 * `a[0][b]` → `['a', '0', 'b']`; `a[]` → `['a', '']`. Text after the last `]` is ignored, as in PHP.
 * More than `maxDepth` brackets answer 422.
 */
export function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const pattern = /\[([^[\]]*)\]/gy;
  pattern.lastIndex = open;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(key)) !== null) {
    if (segments.length > maxDepth) throw new ValidationError({ [segments[0]!]: [tooDeepMessage] });
    segments.push(match[1] ?? '');
  }
  return segments.length === 1 ? [key] : segments;
}

function isIndex(segment: string): boolean {
  return /^(0|[1-9]\d{0,3})$/.test(segment) && Number(segment) <= maxArrayIndex;
}

/**
 * How many keys each object container holds, kept as keys are added, so that `a[]` appends to an
 * object in constant time (counting its keys on every append made a form of n empty keys cost n²).
 */
type KeyCounts = WeakMap<Record<string, unknown>, number>;

function toObject(array: unknown[], counts: KeyCounts): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  let count = 0;
  array.forEach((value, index) => {
    object[String(index)] = value;
    count += 1;
  });
  counts.set(object, count);
  return object;
}

function keyCountOf(object: Record<string, unknown>, counts: KeyCounts): number {
  return counts.get(object) ?? 0;
}

function childOf(container: Container, segment: string): unknown {
  return Array.isArray(container) ? container[Number(segment)] : container[segment];
}

/** Sets one value; returns the (possibly replaced) container. */
function assign(
  container: Container,
  segments: string[],
  value: unknown,
  counts: KeyCounts,
): Container {
  const rest = segments.slice(1);
  let segment = segments[0]!;
  if (forbidden.has(segment)) return container;
  if (Array.isArray(container) && segment !== '' && !isIndex(segment))
    container = toObject(container, counts);
  if (segment === '')
    segment = String(Array.isArray(container) ? container.length : keyCountOf(container, counts));

  let next: unknown = value;
  if (rest.length > 0) {
    const existing = childOf(container, segment);
    const fresh: Container = rest[0] === '' || isIndex(rest[0]!) ? [] : {};
    const child =
      existing !== null && typeof existing === 'object' && !(existing instanceof Uint8Array)
        ? (existing as Container)
        : fresh;
    // An UploadedFile or other class instance is a value, not a container.
    next =
      Object.getPrototypeOf(child) === Object.prototype || Array.isArray(child)
        ? assign(child, rest, value, counts)
        : assign(fresh, rest, value, counts);
  }
  if (Array.isArray(container)) {
    container[Number(segment)] = next;
  } else {
    if (!Object.hasOwn(container, segment))
      counts.set(container, keyCountOf(container, counts) + 1);
    container[segment] = next;
  }
  return container;
}

/** Builds the nested body from form pairs, in order; 413 past `maxPairs` pairs. */
export function nestBracketKeys(
  pairs: Iterable<readonly [string, unknown]>,
): Record<string, unknown> {
  const counts: KeyCounts = new WeakMap();
  let root: Container = {};
  let read = 0;
  for (const [key, value] of pairs) {
    read += 1;
    if (read > maxPairs) throw new HttpError(413, tooManyFieldsMessage);
    root = assign(root, splitKey(key), value, counts);
  }
  return root as Record<string, unknown>;
}

/**
 * `a=1&b[c]=2` text (a query string or an urlencoded body) → the nested value. Refuses a text of
 * more than `maxPairs` pairs before URLSearchParams splits it, so 1 MB of `=&` costs one scan.
 */
export function nestFormText(text: string): Record<string, unknown> {
  let separators = 0;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    separators += 1;
    if (separators >= maxPairs) throw new HttpError(413, tooManyFieldsMessage);
  }
  return nestBracketKeys(new URLSearchParams(text));
}
