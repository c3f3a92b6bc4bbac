import type { FastifyRequest } from 'fastify';
import { ValidationError, type FieldErrors } from './errors.js';

/**
 * A form answers every problem in one 422: the fields its contract schema refuses together with
 * what only the server can tell (an e-mail another record has, an avatar whose bytes are no
 * image). Used by the people forms and the profile; the image forms of services and billboards
 * still check their image in a preValidation hook (services/image.ts `imageFormCheck`) — a second
 * way to reach the same answer, to converge on this one. Its route declares the body schema with
 * `attachValidation: true`, so Fastify hands the declared check's refusal to the handler instead
 * of answering it, and the handler starts from these field errors:
 *
 *   const errors = declaredFieldErrors(request); // {} when the body passed its schema
 *   if (await emailTaken(…)) errors.email = [messages.emailTaken];
 *   if (Object.keys(errors).length > 0) throw new ValidationError(errors);
 *
 * Until then `request.body` is the parsed body only when these are empty (else the raw one).
 * A path parameter that names nothing stays the 404 it was (thrown here).
 */
export function declaredFieldErrors(request: FastifyRequest): FieldErrors {
  const refusal: unknown = request.validationError;
  if (refusal === undefined || refusal === null) return {};
  if (refusal instanceof ValidationError) return { ...refusal.errors };
  throw refusal;
}

/** The raw value of one field of a form body (checked again by the caller). */
export function formFieldOf(request: FastifyRequest, name: string): unknown {
  const body: unknown = request.body;
  return body !== null && typeof body === 'object'
    ? (body as Record<string, unknown>)[name]
    : undefined;
}
