import { UploadedFile } from './uploaded-file.js';
import { ValidationError } from './errors.js';

export const nulByteMessage = 'يحتوي النص على محرف غير مسموح به.';

/** The dotted path of the first text holding a NUL byte, or null. */
function pathOfNulByte(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (value === null || typeof value !== 'object' || value instanceof UploadedFile) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfNulByte(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses text with a NUL byte (422). PostgreSQL cannot store one in text (it answered 500), and no
 * form of ours has a reason to send one; checked at the edge so both databases answer alike.
 */
export function refuseNulBytes(...values: unknown[]): void {
  for (const value of values) {
    const path = pathOfNulByte(value, '');
    if (path !== null) throw new ValidationError({ [path]: [nulByteMessage] });
  }
}
