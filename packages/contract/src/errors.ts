import { z } from 'zod';

/**
 * The machine-readable `code` every error answer carries beside its Arabic `message` (issue 15):
 * a client branches on the code, never on the wording, which may be reworded. Stable: a code is
 * never renamed or reused for another meaning; new ones are added at the end.
 */
export const errorCodes = {
  bad_request: 'The request could not be read (a broken body, URL or form).',
  unauthenticated: 'No valid admin token (HTTP 401).',
  forbidden: "The admin's role may not do this (HTTP 403).",
  two_factor_required: 'Every admin must enrol in two-factor sign-in first (HTTP 403).',
  not_found: 'No such record or route (HTTP 404).',
  method_not_allowed: 'The route exists with another method (HTTP 405).',
  request_timeout: 'The request was sent too slowly (HTTP 408).',
  stale_edit: 'The record changed since the client loaded it; reload and retry (HTTP 409).',
  conflict: 'The change clashes with another record, e.g. already paid (HTTP 409).',
  payload_too_large: 'The body or an uploaded file is over the limit (HTTP 413).',
  unsupported_media_type: 'The body is of a type the route does not read (HTTP 415).',
  validation_failed:
    'Some fields are invalid; `errors` maps each field to its messages (HTTP 422).',
  invalid_transition: "The action does not fit the record's current state (HTTP 422).",
  refused: 'The request is understood and valid but refused by a rule of the platform (HTTP 422).',
  throttled: 'Too many attempts; retry after the `Retry-After` header (HTTP 429).',
  headers_too_large: 'The URL or headers are over the limit (HTTP 431).',
  server_error: 'An unexpected failure on the server (HTTP 500).',
  unavailable: 'The service or its database is unavailable right now (HTTP 503).',
} as const;

export type ErrorCode = keyof typeof errorCodes;
export const errorCodeSchema = z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]);

/** Field → its Arabic messages (dotted keys: `settings.0.value`). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/**
 * Every error answer: `{ success: false, message, code }`, plus `errors` on a 422 of invalid
 * fields. A 401 keeps Laravel's `{ message: 'Unauthenticated.' }` that the specification's clients
 * recognise (no `success`), and a 422 of fields keeps Laravel's `{ message, errors }`: `success`
 * is absent on those two, as the specification's clients expect.
 */
export const errorAnswerSchema = z.object({
  success: z.literal(false).optional(),
  message: z.string(),
  code: errorCodeSchema,
  errors: fieldErrorsSchema.optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
