import { serviceImageMaxBytes, serviceImageTypes, serviceMessages } from '@laqta/contract';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { ValidationError, type FieldErrors } from '../../http/errors.js';
import { checkImageField, type ImageFieldRules } from '../../http/image-field.js';
import type { UploadedFile } from '../../http/uploaded-file.js';
import { fieldErrorsOf } from '../../http/validate.js';

/** The `image` field of a services form: JPEG, PNG or WebP by its bytes, at most 5 MB. */
export const serviceImageRules: ImageFieldRules = {
  types: serviceImageTypes,
  maxBytes: serviceImageMaxBytes,
  messages: { type: serviceMessages.imageType, tooLarge: serviceMessages.imageTooLarge },
};

/** The image each form request carried, once its bytes were checked (see `imageFormCheck`). */
const checkedImages = new WeakMap<FastifyRequest, UploadedFile>();

/** The checked image of a form request, or undefined when it sent none. */
export function checkedImageOf(request: FastifyRequest): UploadedFile | undefined {
  return checkedImages.get(request);
}

/**
 * The image of a form with an image field (services, billboards), checked before the route's
 * declared body: its type is read from its bytes, which needs a file read that a zod schema
 * cannot make. A refused or missing (when `required`) image answers one 422 that also lists the
 * fields' own problems under the same `fields` schema the route declares, so the form shows every
 * problem at once as before; a good image is kept for the handler (`checkedImageOf`), and the
 * fields are then checked by the declared schema. Too large is a 413.
 */
export function imageFormCheck(spec: {
  fields: z.ZodType;
  rules: ImageFieldRules;
  required: false | { message: string };
  /** The route's params schema: a path that names no record stays the 404 it was. */
  params?: z.ZodType;
}): preValidationAsyncHookHandler {
  return async (request) => {
    if (spec.params && !spec.params.safeParse(request.params).success) return;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      unknown
    >;
    const image = await checkImageField(body.image, spec.rules);
    const problem =
      image.kind === 'invalid'
        ? image.message
        : image.kind === 'absent' && spec.required
          ? spec.required.message
          : undefined;
    if (problem !== undefined) {
      const parsed = spec.fields.safeParse(body);
      const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
      errors.image = [problem];
      throw new ValidationError(errors);
    }
    if (image.kind === 'file') checkedImages.set(request, image.file);
  };
}
