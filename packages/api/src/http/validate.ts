import { z } from 'zod';
import type { FieldErrors } from './errors.js';

// Zod's own messages in Arabic wherever a schema gives none (schemas in packages/contract write
// the user-facing ones themselves). Global: applies to every zod schema in this process.
z.config(z.locales.ar());

/** Dotted key of an issue path: `['settings', 0, 'value']` → `settings.0.value`. */
function keyOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '_' : path.map(String).join('.');
}

/** Zod issues as Laravel's `errors` map: dotted key → messages. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    (errors[keyOf(issue.path)] ??= []).push(issue.message);
  }
  return errors;
}
