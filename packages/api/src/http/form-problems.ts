import type { FastifyRequest } from 'fastify';
import { ValidationError, type FieldErrors } from './errors.js';
import { checkImageField, type ImageFieldRules } from './image-field.js';
import type { UploadedFile } from './uploaded-file.js';

/**
 * A form answers every problem in one 422: the fields its contract schema refuses together with
 * what only the server can tell (an e-mail another record has, an avatar whose bytes are no
 * image). Used by the people forms, the profile and the image forms of services and billboards
 * (`checkedImageForm`). Its route declares the body schema with
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

/** A form's image field: its rules, and the message when it must be sent (create) or none (update). */
export interface ImageFormField {
  name: string;
  rules: ImageFieldRules;
  required?: { message: string };
}

/**
 * A form whose only server-side check is one image field (services, billboards): the declared
 * fields' problems and the image's (refused bytes, or missing when required) in one 422; a too
 * large image is a 413, a path that names nothing the 404 it was. Answers the checked image.
 */
export async function checkedImageForm(
  request: FastifyRequest,
  field: ImageFormField & { required: { message: string } },
): Promise<UploadedFile>;
export async function checkedImageForm(
  request: FastifyRequest,
  field: ImageFormField,
): Promise<UploadedFile | undefined>;
export async function checkedImageForm(
  request: FastifyRequest,
  field: ImageFormField,
): Promise<UploadedFile | undefined> {
  const errors = declaredFieldErrors(request);
  const image = await checkImageField(formFieldOf(request, field.name), field.rules);
  if (image.kind === 'invalid') errors[field.name] = [image.message];
  else if (image.kind === 'absent' && field.required) errors[field.name] = [field.required.message];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return image.kind === 'file' ? image.file : undefined;
}
