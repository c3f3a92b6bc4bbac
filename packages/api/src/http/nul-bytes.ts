import { maxDepth, tooDeepMessage } from './bracket-keys.js';
import { UploadedFile } from './uploaded-file.js';
import { ValidationError } from './errors.js';

export const nulByteMessage = 'يحتوي النص على محرف غير مسموح به.';

type Problem = { path: string; message: string };

/**
 * The first text holding a NUL byte, or the first value nested deeper than a form key may be
 * (`maxDepth`, as bracket keys): a JSON body can nest far deeper than a form, and no body of ours
 * nests more than a few levels. The walk keeps its own stack rather than recursing, so ~4,000 levels
 * of `[[[…]]]` (8 KB, under the public body limit) cannot overflow the call stack.
 */
function problemOf(root: unknown): Problem | null {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [
    { value: root, path: '', depth: 0 },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path: path || '_', message: nulByteMessage };
      continue;
    }
    if (value === null || typeof value !== 'object' || value instanceof UploadedFile) continue;
    if (depth >= maxDepth + 1) return { path: path.split('.')[0] || '_', message: tooDeepMessage };
    for (const [key, child] of Object.entries(value)) {
      pending.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses text with a NUL byte and values nested too deep (422). PostgreSQL cannot store a NUL in
 * text (it answered 500), and no form of ours has a reason to send one; checked at the edge so both
 * databases answer alike.
 */
export function refuseNulBytes(...values: unknown[]): void {
  for (const value of values) {
    const problem = problemOf(value);
    if (problem !== null) throw new ValidationError({ [problem.path]: [problem.message] });
  }
}
