/**
 * Laravel/PHP form keys → one nested value: `a[0][b]=x` → `{ a: [{ b: 'x' }] }`, `a[]=x` appends,
 * `a[k]=x` → `{ a: { k: 'x' } }`. A repeated plain key keeps its last value, as in PHP.
 */

export type FormValue = unknown;
type Container = Record<string, unknown> | unknown[];

/** Keys that would reach Object.prototype. */
const forbidden = new Set(['__proto__', 'constructor', 'prototype']);
/** Larger numeric indexes become object keys (as qs does), so `a[99999999]` cannot allocate. */
const maxArrayIndex = 1000;
const maxDepth = 10;

/** `a[0][b]` → `['a', '0', 'b']`; `a[]` → `['a', '']`. Text after the last `]` is ignored, as in PHP. */
export function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const pattern = /\[([^[\]]*)\]/gy;
  pattern.lastIndex = open;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(key)) !== null && segments.length <= maxDepth) {
    segments.push(match[1] ?? '');
  }
  return segments.length === 1 ? [key] : segments;
}

function isIndex(segment: string): boolean {
  return /^(0|[1-9]\d{0,3})$/.test(segment) && Number(segment) <= maxArrayIndex;
}

function toObject(array: unknown[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  array.forEach((value, index) => {
    object[String(index)] = value;
  });
  return object;
}

function childOf(container: Container, segment: string): unknown {
  return Array.isArray(container) ? container[Number(segment)] : container[segment];
}

/** Sets one value; returns the (possibly replaced) container. */
function assign(container: Container, segments: string[], value: unknown): Container {
  const rest = segments.slice(1);
  let segment = segments[0]!;
  if (forbidden.has(segment)) return container;
  if (Array.isArray(container) && segment !== '' && !isIndex(segment))
    container = toObject(container);
  if (segment === '')
    segment = String(Array.isArray(container) ? container.length : Object.keys(container).length);

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
        ? assign(child, rest, value)
        : assign(fresh, rest, value);
  }
  if (Array.isArray(container)) container[Number(segment)] = next;
  else container[segment] = next;
  return container;
}

/** Builds the nested body from form pairs, in order. */
export function nestBracketKeys(
  pairs: Iterable<readonly [string, unknown]>,
): Record<string, unknown> {
  let root: Container = {};
  for (const [key, value] of pairs) {
    root = assign(root, splitKey(key), value);
  }
  return root as Record<string, unknown>;
}
